import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import semver from 'semver';
import type { AppConfig } from '../config.js';
import { API_DIR, MIGRATIONS_FOLDER, migrationsSchemaOf, openDatabase, type Database } from '../db/client.js';
import { returnPhotoDir } from '../modules/orders/index.js';
import { uploadFile } from '../services/pictures.js';
import { SHOP_VERSION } from '../version.js';
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  PICTURE_FOLDERS,
  folderEntries,
  readArchive,
  readEntry,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
  type PictureFolder,
} from './archive.js';

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

type Log = (message: string) => void;

/** The folder each picture folder of the archive lies in on this shop. */
function pictureRoots(config: BackupConfig): Record<PictureFolder, string> {
  return { uploads: config.uploadDir, 'return-photos': returnPhotoDir(config.dataDir) };
}

const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(join(API_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

/**
 * Refuses a PGlite folder that is open: PGlite keeps `postmaster.pid` in it from opening to closing. A second
 * process on the same folder would read it half-written, or write over the shop's changes.
 */
function assertPgliteClosed(dir: string, command: 'backup' | 'restore'): void {
  if (!existsSync(join(dir, 'postmaster.pid'))) return;
  throw new BackupRefused(
    `The embedded database in ${dir} is open: a shop is running on it, or it was stopped without closing it. ` +
      `Stop the shop (Ctrl+C where npm start runs) and run npm run ${command} again. If no shop is running, start it once ` +
      'and stop it with Ctrl+C, so that it closes the database cleanly.',
  );
}

/** The last migration a database records, with its journal tag (null when this version does not know it). */
async function lastMigration(database: Database, migrationsSchema: string) {
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
function tagOf(hash: string): string | null {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).findIndex((m) => m.hash === hash);
  return index < 0 ? null : (journal.entries[index]?.tag ?? null);
}

async function serverVersion(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(sql`show server_version`)) as unknown as {
    rows: { server_version: string }[];
  };
  return rows[0]?.server_version ?? 'unknown';
}

/** PostgreSQL: where the shop's tables and its migrations journal are (as the API opens them). */
function postgresSchemas(config: BackupConfig) {
  return {
    schema: config.databaseSchema ?? 'public',
    migrationsSchema: migrationsSchemaOf(config.databaseSchema),
  };
}

/**
 * A connection string for pg_dump and pg_restore without its password, which goes in their environment instead
 * (a command line is visible to every user of the machine).
 */
function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
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
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
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

/**
 * Writes a backup of the shop to `file` (docs/operations.md, "Backup and restore"): the database, the shop's version
 * and its last migration, and the pictures. Written beside `file` under another name, then renamed: a backup that
 * fails half-way leaves nothing that looks like one. PGlite's folder must not be open (stop the shop first);
 * PostgreSQL's dump is consistent while the shop runs.
 */
export async function backupShop(
  config: BackupConfig,
  file: string,
  log: Log = () => {},
): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'kasuwa-backup-'));
  const part = `${file}.${process.pid}.part`;
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const dump = join(work, kind === 'pglite' ? 'pglite.tar' : 'postgres.dump');
    let database: BackupManifest['database'];
    let migration: BackupManifest['migration'];
    if (!config.databaseUrl) {
      if (!existsSync(join(config.pgliteDir, 'PG_VERSION')))
        throw new BackupRefused(`There is no embedded database in ${config.pgliteDir}: nothing to back up.`);
      assertPgliteClosed(config.pgliteDir, 'backup');
      log(`Dumping the embedded database in ${config.pgliteDir}`);
      const opened = await openDatabase({ pgliteDir: config.pgliteDir });
      try {
        migration = await lastMigration(opened, migrationsSchemaOf());
        await opened.dumpTo?.(dump);
      } finally {
        await opened.close();
      }
      database = { kind, entry: 'database/pglite.tar', engineVersion: `PGlite ${PGLITE_VERSION}` };
    } else {
      const { schema, migrationsSchema } = postgresSchemas(config);
      const opened = await openDatabase({
        databaseUrl: config.databaseUrl,
        schemaName: config.databaseSchema,
        poolSize: 1,
      });
      try {
        migration = await lastMigration(opened, migrationsSchema);
        const { rows } = (await opened.db.execute(
          sql`select extname from pg_extension where extname <> 'plpgsql' order by extname`,
        )) as unknown as { rows: { extname: string }[] };
        const { dbname, env } = libpq(config.databaseUrl);
        log(
          `Dumping schema ${schema}${migrationsSchema === schema ? '' : ` and ${migrationsSchema}`} with pg_dump`,
        );
        // One snapshot of both schemas and the extensions their indexes use (pg_trgm…), created if missing on restore.
        await postgresTool(
          'pg_dump',
          [
            '--format=custom',
            `--file=${dump}`,
            `--schema=${schema}`,
            ...(migrationsSchema === schema ? [] : [`--schema=${migrationsSchema}`]),
            ...rows.map((row) => `--extension=${row.extname}`),
            `--dbname=${dbname}`,
          ],
          env,
        );
        // An upgrade that ran while pg_dump did would leave the file saying another migration than it holds.
        if ((await lastMigration(opened, migrationsSchema)).hash !== migration.hash)
          throw new Error('The shop was migrated while it was being backed up: run the backup again.');
        database = {
          kind,
          entry: 'database/postgres.dump',
          schema,
          migrationsSchema,
          engineVersion: `PostgreSQL ${await serverVersion(opened)}`,
        };
      } finally {
        await opened.close();
      }
    }

    // The pictures after the database: one added since is carried though no row names it; one removed since is
    // missing (a running shop removes a picture only when an admin deletes it).
    const roots = pictureRoots(config);
    const pictures: ArchiveEntry[] = [];
    const files = { uploads: 0, 'return-photos': 0 } as Record<PictureFolder, number>;
    for (const folder of PICTURE_FOLDERS)
      for await (const entry of folderEntries(roots[folder], folder)) {
        pictures.push(entry);
        files[folder] += 1;
      }
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      shopVersion: SHOP_VERSION,
      createdAt: new Date().toISOString(),
      database,
      migration,
      files,
    };
    log(`Writing ${file} (${files.uploads} product pictures, ${files['return-photos']} return photos)`);
    await mkdir(dirname(file), { recursive: true });
    const dumpSize = (await stat(dump)).size;
    await writeArchive(
      part,
      (async function* () {
        yield { name: MANIFEST_NAME, content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
        yield { name: database.entry, file: dump, size: dumpSize };
        yield* pictures;
      })(),
    );
    await rename(part, file);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await unlink(part).catch(() => undefined);
  }
}

/** The manifest of a backup file, checked to be one this version can read. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupRefused(`There is no file ${file}.`);
  let manifest: unknown;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.header.name === MANIFEST_NAME)
        manifest = JSON.parse((await readEntry(entry)).toString('utf8'));
      break;
    }
  } catch {
    manifest = undefined;
  }
  const m = manifest as Partial<BackupManifest> | undefined;
  if (m?.format !== FORMAT || typeof m.shopVersion !== 'string' || !m.database || !m.migration)
    throw new BackupRefused(`${file} is not a Kasuwa backup (made by npm run backup).`);
  if (typeof m.formatVersion !== 'number' || m.formatVersion > FORMAT_VERSION)
    throw new BackupRefused(
      `${file} was written in a newer backup format (${String(m.formatVersion)}) than this shop reads: restore it with Kasuwa ${m.shopVersion} or later.`,
    );
  return m as BackupManifest;
}

/**
 * Refuses a backup this shop cannot take: made by a newer version (whose database may hold tables and columns
 * this version does not know), or holding a migration this version does not ship.
 */
function assertRestorable(manifest: BackupManifest, file: string): void {
  const made = semver.valid(manifest.shopVersion);
  if (!made) throw new BackupRefused(`${file} is not a Kasuwa backup: it names no version of the shop.`);
  if (semver.gt(made, SHOP_VERSION))
    throw new BackupRefused(
      `${file} was made by Kasuwa ${manifest.shopVersion}, newer than this shop (${SHOP_VERSION}). Restore it with ` +
        `Kasuwa ${manifest.shopVersion} or later: upgrade the shop first (docs/operations.md, "Upgrades").`,
    );
  if (tagOf(manifest.migration.hash) === null)
    throw new BackupRefused(
      `${file} holds a database migrated to ${manifest.migration.tag ?? manifest.migration.hash}, which this shop ` +
        `(${SHOP_VERSION}) does not have. Restore it with the version of the shop that made it.`,
    );
}

/** PostgreSQL: refuses a target whose schemas already hold tables or a migrations journal. */
async function assertPostgresEmpty(config: BackupConfig & { databaseUrl: string }): Promise<void> {
  const { schema, migrationsSchema } = postgresSchemas(config);
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ relations: number; journal: boolean }>(
      `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')) as relations,
              to_regclass(format('%I.%I', $2::text, '__drizzle_migrations')) is not null as journal`,
      [schema, migrationsSchema],
    );
    const found = rows[0];
    if (found && (found.relations > 0 || found.journal))
      throw new BackupRefused(
        `The database at DATABASE_URL is not empty: ${found.relations > 0 ? `schema "${schema}" holds ${found.relations} tables and sequences` : `"${migrationsSchema}"."__drizzle_migrations" exists`}. ` +
          'A backup is restored only into an empty database: create one (createdb kasuwa_restored, or CREATE DATABASE ' +
          `kasuwa_restored), point DATABASE_URL at it${config.databaseSchema ? ` (DATABASE_SCHEMA=${config.databaseSchema})` : ''}, and restore again.`,
      );
  } finally {
    await client.end();
  }
}

/** Creates the schemas the dump's tables go into (their own CREATE SCHEMA is left out of the restore). */
async function createSchemas(databaseUrl: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into this shop's database, which must be empty, and its pictures into its folders; then migrates
 * the database to this version as the API does when it starts. Refuses a backup of a newer shop, of the other kind
 * of database, or of another PostgreSQL schema; refuses a target that holds a database or is open (PGlite).
 */
export async function restoreShop(
  config: BackupConfig,
  file: string,
  log: Log = () => {},
): Promise<BackupManifest> {
  const manifest = await readBackupManifest(file);
  assertRestorable(manifest, file);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupRefused(
      manifest.database.kind === 'pglite'
        ? `${file} is a backup of the embedded database (PGlite): restore it with DATABASE_URL unset.`
        : `${file} is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database.`,
    );
  if (!config.databaseUrl) {
    assertPgliteClosed(config.pgliteDir, 'restore');
    if (existsSync(join(config.pgliteDir, 'PG_VERSION')))
      throw new BackupRefused(
        `${config.pgliteDir} already holds a database. A backup is restored only into an empty one: stop the shop and ` +
          `move that folder aside (mv ${config.pgliteDir} ${config.pgliteDir}.before-restore), or set DATA_DIR to a new ` +
          'folder, and restore again.',
      );
  } else {
    const { schema } = postgresSchemas(config);
    if (manifest.database.schema !== schema)
      throw new BackupRefused(
        `${file} holds the shop's tables in schema "${manifest.database.schema}", not "${schema}": restore it with ` +
          `${manifest.database.schema === 'public' ? 'DATABASE_SCHEMA unset' : `DATABASE_SCHEMA=${manifest.database.schema}`}.`,
      );
    await assertPostgresEmpty({ ...config, databaseUrl: config.databaseUrl });
  }

  const work = await mkdtemp(join(tmpdir(), 'kasuwa-restore-'));
  try {
    const dump = join(work, 'database');
    const roots = pictureRoots(config);
    const files = { uploads: 0, 'return-photos': 0 } as Record<PictureFolder, number>;
    let dumped = false;
    log(`Reading ${file} (made by Kasuwa ${manifest.shopVersion} on ${manifest.createdAt})`);
    // One pass: the database to a file of its own, the pictures straight to their folders (each written whole, then
    // renamed, over a file of the same name). They go first: should the database fail, a second try writes them again.
    for await (const entry of readArchive(file)) {
      const { name, type } = entry.header;
      if (name === MANIFEST_NAME || type === 'directory') {
        entry.resume();
        continue;
      }
      if (name === manifest.database.entry) {
        await pipeline(entry, createWriteStream(dump));
        dumped = true;
        continue;
      }
      const folder = PICTURE_FOLDERS.find((f) => name.startsWith(`${f}/`));
      if (!folder || type !== 'file')
        throw new Error(`${file} holds ${name}, which is not part of a Kasuwa backup.`);
      const target = uploadFile(roots[folder], name.slice(folder.length + 1));
      await mkdir(dirname(target), { recursive: true });
      const part = `${target}.${process.pid}.part`;
      await pipeline(entry, createWriteStream(part));
      await rename(part, target);
      files[folder] += 1;
    }
    if (!dumped || PICTURE_FOLDERS.some((f) => files[f] !== manifest.files[f]))
      throw new Error(`${file} is incomplete: it does not hold everything its manifest lists.`);
    log(`Put back ${files.uploads} product pictures and ${files['return-photos']} return photos`);

    let database: Database;
    if (!config.databaseUrl) {
      log(`Restoring the embedded database into ${config.pgliteDir}`);
      database = await openDatabase({ pgliteDir: config.pgliteDir, pgliteFrom: dump });
    } else {
      const { schema, migrationsSchema } = postgresSchemas(config);
      await createSchemas(config.databaseUrl, [...new Set([schema, migrationsSchema])]);
      const { dbname, env } = libpq(config.databaseUrl);
      // Everything but the schemas themselves (made above, so an existing empty one is used as it is), the
      // comments on schemas and extensions (only their owner may set them), owners and grants (this user owns all).
      const { stdout } = await postgresTool('pg_restore', ['--list', dump], env);
      const list = stdout
        .split('\n')
        .filter((line) => !/ SCHEMA - | COMMENT - (SCHEMA|EXTENSION) /.test(line))
        .join('\n');
      const listFile = join(work, 'restore.list');
      await writeFile(listFile, list);
      log(`Restoring schema ${schema} with pg_restore`);
      await postgresTool(
        'pg_restore',
        [
          '--exit-on-error',
          '--single-transaction',
          '--no-owner',
          '--no-privileges',
          `--use-list=${listFile}`,
          `--dbname=${dbname}`,
          dump,
        ],
        env,
      );
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        schemaName: config.databaseSchema,
        poolSize: 1,
      });
    }
    try {
      log(`Migrating to this version (${SHOP_VERSION})`);
      await database.migrate();
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The name `npm run backup` gives a backup in a folder, which `--keep` prunes by. */
const BACKUP_NAME = /^kasuwa-.+-\d{8}T\d{6}Z\.tar\.gz$/;

/** `kasuwa-0.19.0-20261202T061731Z.tar.gz`: the version that made it and when (UTC). */
export const backupName = (at = new Date()) =>
  `kasuwa-${SHOP_VERSION}-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/** Keeps the `keep` newest backups of the folder (by the time in their names), removing the others. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name));
  const byTime = await Promise.all(
    names.map(async (name) => ({
      name,
      at: name.slice(-23, -7),
      mtime: (await stat(join(folder, name))).mtimeMs,
    })),
  );
  byTime.sort((a, b) => (a.at === b.at ? b.mtime - a.mtime : a.at < b.at ? 1 : -1));
  const removed = byTime.slice(keep).map(({ name }) => join(folder, name));
  for (const file of removed) await unlink(file);
  return removed;
}
