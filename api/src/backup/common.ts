import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppConfig } from '../config.js';
import { API_DIR, MIGRATIONS_FOLDER, migrationsSchemaOf, type Database } from '../db/client.js';
import { returnPhotoDir } from '../modules/orders/index.js';
import { type PictureFolder } from './archive.js';

/** What backing up and restoring share: the configuration they read, refusals, PGlite's and PostgreSQL's tools. */
const run = promisify(execFile);

/** What `npm run backup` and `npm run restore` read of the shop's configuration (the API's own, from its env). */
export type BackupConfig = Pick<
  AppConfig,
  'databaseUrl' | 'databaseSchema' | 'pgliteDir' | 'dataDir' | 'uploadDir'
>;

/** A backup or restore that is refused as asked: its message says why and what to do. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export type Log = (message: string) => void;

/** The folder each picture folder of the archive lies in on this shop. */
export function pictureRoots(config: BackupConfig): Record<PictureFolder, string> {
  return { uploads: config.uploadDir, 'return-photos': returnPhotoDir(config.dataDir) };
}

export const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(join(API_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

/**
 * Refuses a PGlite folder that is open: PGlite keeps `postmaster.pid` in it from opening to closing. A second
 * process on the same folder would read it half-written, or write over the shop's changes.
 */
export function assertPgliteClosed(dir: string, command: 'backup' | 'restore'): void {
  if (!existsSync(join(dir, 'postmaster.pid'))) return;
  throw new BackupRefused(
    `The embedded database in ${dir} is open: a shop is running on it, or it was stopped without closing it. ` +
      `Stop the shop (Ctrl+C where npm start runs) and run npm run ${command} again. If no shop is running, start it once ` +
      'and stop it with Ctrl+C, so that it closes the database cleanly.',
  );
}

/** The last migration a database records, with its journal tag (null when this version does not know it). */
export async function lastMigration(database: Database, migrationsSchema: string) {
  const { rows } = (await database.db
    .execute(
      sql.raw(
        `select hash, created_at from "${migrationsSchema}"."__drizzle_migrations" order by created_at desc, id desc limit 1`,
      ),
    )
    .catch((err: unknown) => {
      // undefined_table: no journal, so no shop (a wrong DATABASE_URL or DATABASE_SCHEMA, most likely).
      if ((err as { cause?: { code?: string } }).cause?.code === '42P01')
        throw new BackupRefused(
          `There is no shop in this database: it has no "${migrationsSchema}"."__drizzle_migrations". Check DATABASE_URL and DATABASE_SCHEMA.`,
        );
      throw err;
    })) as unknown as { rows: { hash: string; created_at: string }[] };
  const [row] = rows;
  if (!row) throw new BackupRefused('The database has no migrations applied: there is no shop in it yet.');
  return { hash: row.hash, tag: tagOf(row.hash), createdAt: Number(row.created_at) };
}

/** The journal's tag of a migration known by its hash, if this version ships it. */
export function tagOf(hash: string): string | null {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).findIndex((m) => m.hash === hash);
  return index < 0 ? null : (journal.entries[index]?.tag ?? null);
}

export async function serverVersion(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(sql`show server_version`)) as unknown as {
    rows: { server_version: string }[];
  };
  return rows[0]?.server_version ?? 'unknown';
}

/** PostgreSQL: where the shop's tables and its migrations journal are (as the API opens them). */
export function postgresSchemas(config: BackupConfig) {
  return {
    schema: config.databaseSchema ?? 'public',
    migrationsSchema: migrationsSchemaOf(config.databaseSchema),
  };
}

/**
 * A connection string for pg_dump and pg_restore without its password, which goes in their environment instead
 * (a command line is visible to every user of the machine).
 */
export function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Runs one of PostgreSQL's tools, failing with what it printed: from `PG_BIN_DIR` when set (a version's folder, such as
 * /usr/lib/postgresql/16/bin: pg_dump must be of the server's major version or later), else from the PATH.
 */
export async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  const command = process.env.PG_BIN_DIR ? join(process.env.PG_BIN_DIR, tool) : tool;
  try {
    return await run(command, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const { stderr, code } = err as { stderr?: string; code?: string | number };
    if (code === 'ENOENT')
      throw new BackupRefused(
        `${command} was not found: install PostgreSQL's client tools (of the server's major version or later), or set PG_BIN_DIR to their folder.`,
      );
    throw new Error(`${tool} failed: ${(stderr ?? String(err)).trim()}`, { cause: err });
  }
}
