import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';

export type DatabaseKind = 'pglite' | 'postgres';

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
}

/** The app on a fresh, isolated database: in-memory PGlite, or a throw-away PostgreSQL schema. */
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
      ...options.config,
    },
  );
  let database: Database;
  let dropSchema = async () => {};
  const url = process.env.DATABASE_URL;
  if (kind === 'postgres') {
    if (!url) throw new Error('DATABASE_URL is not set');
    const schemaName = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schemaName}"`);
    await admin.end();
    database = await openDatabase({ databaseUrl: url, schemaName, poolSize: 12 });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists "${schemaName}" cascade`);
      await c.end();
    };
  } else {
    database = await openDatabase({ pgliteDir: 'memory://' });
  }
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
    await dropSchema().catch(() => undefined);
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
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
