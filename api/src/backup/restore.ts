import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import semver from 'semver';
import { openDatabase, type Database } from '../db/client.js';
import { uploadFile } from '../services/pictures.js';
import { SHOP_VERSION } from '../version.js';
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  PICTURE_FOLDERS,
  readArchive,
  readEntry,
  type BackupManifest,
  type PictureFolder,
} from './archive.js';

import {
  BackupRefused,
  assertPgliteClosed,
  libpq,
  pictureRoots,
  postgresSchemas,
  postgresTool,
  tagOf,
  type BackupConfig,
  type Log,
} from './common.js';

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
