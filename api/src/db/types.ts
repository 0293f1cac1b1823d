/* The database's types, as db/client.ts opens it: Drizzle's database and transactions, and what opens them. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema.js';

/** The Drizzle type of both databases (node-postgres for each). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connections behind `db` (the job queue runs its own statements on them). */
  pool: pg.Pool;
  /** PostgreSQL: the schema of the shop's tables, when not the connection's default. */
  schemaName: string | undefined;
  /** Applies pending migrations, then runs `onEmpty` once while holding the migration lock. */
  migrate(onEmpty?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  /** The connections of the pool: open, idle among them, and requests waiting for one (node-postgres's counts). */
  poolStats(): PoolStats;
  /** The migrations of the folder the database has not recorded as applied, by tag, in journal order. */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
  /** PGlite only: writes the database as it is now to `file`, from which `pgliteFrom` starts another. */
  dumpTo?(file: string): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite directory, or 'memory://'. */
  pgliteDir?: string;
  /** A file written by `dumpTo`: the new PGlite starts as a copy of that database (the tests' migrated one). */
  pgliteFrom?: string;
  /**
   * How long a connection to PGlite may sit idle inside a transaction before it is ended and the transaction rolled
   * back, so that the others get the session (5 s; the API's own transactions never wait on anything but the database).
   */
  pgliteIdleInTransactionMs?: number;
  /** How long a connection to PGlite's socket has to sign in (5 s; the API's own does at once). */
  pgliteAuthenticationTimeoutMs?: number;
  /** PostgreSQL schema used for every table (search_path) and for the migrations journal. */
  schemaName?: string | undefined;
  /** `application_name` of every PostgreSQL connection. */
  applicationName?: string | undefined;
  poolSize?: number;
}
