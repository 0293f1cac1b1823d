import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { pgliteDump } from './pglite-dumps.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Waits until `check` holds, looking every 50 ms, `tries` times at most; then fails, naming `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  tries = 100,
): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The rows a statement answers (node-postgres' result, for PGlite too), from a database or a transaction. */
export const rowsOf = async <T>(
  db: { execute(query: SQL): PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> => ((await db.execute(query)) as { rows: T[] }).rows;

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Use with `describe.each(databases)`. */
export const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kind?: DatabaseKind;
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Extra routes (e.g. to probe a preHandler), registered before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The database to build the app on (of `kind`), which the app migrates and closes; a fresh one by default. */
  database?: TestDatabase;
}

/** A test's own database and how to remove it. */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the throw-away schema holding its tables and its migrations journal. */
  schemaName?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, isolated database: PGlite (already migrated, unless `empty`) in memory or in `pgliteDir`, a folder it
 * creates, or a throw-away PostgreSQL schema (always empty: the app migrates it).
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { empty?: boolean; pgliteDir?: string } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const from = await pgliteDump(options.empty ? 'empty' : 'migrated');
    const database = await openDatabase({ pgliteDir: options.pgliteDir ?? 'memory://', pgliteFrom: from });
    return { database, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schemaName}"`);
  await admin.end();
  return {
    database: await openDatabase({ databaseUrl: url, schemaName, poolSize: 12 }),
    schemaName,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists "${schemaName}" cascade`);
      // The job queue's, beside it (plugins/app/jobs.ts).
      await c.query(`drop schema if exists "${schemaName}_jobs" cascade`);
      await c.end();
    },
  };
}

/** The app on a fresh, isolated database (see openTestDatabase), or on `options.database`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const kind = options.kind ?? 'pglite';
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-api-test-'));
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: '' },
    {
      scryptN: 1024,
      rateLimitMax: 100_000,
      logLevel: 'silent',
      catalogCacheMs: 0,
      loginMaxDelayMs: 20,
      // Fixtures sign many users in at once from one address; password-pool.test.ts tests the limits.
      hashMaxPerClient: 1000,
      hashMaxQueued: 1000,
      // Jobs are taken up within half a second (the least pg-boss allows).
      jobPollingSeconds: 0.5,
      ...options.config,
    },
  );
  const { database, drop } = options.database ?? (await openTestDatabase(kind));
  const url = process.env.DATABASE_URL;
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config: { ...config, databaseUrl: kind === 'postgres' ? url : undefined },
      database,
      seed: options.seed ?? false,
      logger: false,
    });
    if (options.extend) await options.extend(app);
    await app.ready();
  } catch (err) {
    await database.close().catch(() => undefined);
    await drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
