import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export { schema };

/** One Drizzle type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations, then runs `onEmpty` once while holding the migration lock. */
  migrate(onEmpty?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite directory, or 'memory://'. */
  pgliteDir?: string;
  /** PostgreSQL schema used for every table (search_path) and for the migrations journal. */
  schemaName?: string | undefined;
  /** `application_name` of every PostgreSQL connection. */
  applicationName?: string | undefined;
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = join(process.env.KASUWA_API_DIR ?? apiDir(), 'migrations');

function apiDir(): string {
  // Works from src/ (tsx), dist/ and jest: the api folder is the one holding this package's migrations.
  const cwd = process.cwd();
  return existsSync(join(cwd, 'migrations', 'meta')) ? cwd : join(cwd, 'api');
}

const MIGRATION_LOCK = 4_242_001;

async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir ?? 'memory://');
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(onEmpty) {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      if (onEmpty && (await isEmpty(db))) await onEmpty(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<Database> {
  const searchPath = options.schemaName ? `-c search_path="${options.schemaName}"` : undefined;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    options: searchPath,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    // An unreachable database fails a request in seconds (a 503), well within the client's 20 s timeout.
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (err) => console.error('PostgreSQL pool error', err));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(onEmpty) {
      // Several replicas may start at once: one migrates and seeds, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const migrationsSchema = options.schemaName ?? 'drizzle';
        await migratePg(drizzlePg({ client, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
          migrationsSchema,
        });
        if (onEmpty && (await isEmpty(db))) await onEmpty(db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
