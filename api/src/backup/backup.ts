import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsSchemaOf, openDatabase } from '../db/client.js';
import { SHOP_VERSION } from '../version.js';
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  PICTURE_FOLDERS,
  folderEntries,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
  type PictureFolder,
} from './archive.js';

import {
  BackupRefused,
  assertPgliteClosed,
  lastMigration,
  libpq,
  pictureRoots,
  PGLITE_VERSION,
  postgresSchemas,
  postgresTool,
  serverVersion,
  type BackupConfig,
  type Log,
} from './common.js';

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
