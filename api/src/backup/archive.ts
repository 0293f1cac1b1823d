import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack, type Extract } from 'tar-stream';

/** An entry being read from an archive: its header, and its content as a stream. */
export type Entry = Extract extends AsyncIterable<infer Source> ? Source : never;

/**
 * A backup file (docs/operations.md, "Backup and restore"): a gzipped tar whose first entry is MANIFEST_NAME (what
 * made it and what it holds), then the database (`database/pglite.tar`, PGlite's `dumpDataDir`, or
 * `database/postgres.dump`, `pg_dump --format=custom`), then the pictures as they lie on disk under `uploads/` and
 * `return-photos/`. The manifest comes first so a restore can refuse a file before reading the rest.
 */
export const MANIFEST_NAME = 'kasuwa-backup.json';
export const FORMAT = 'kasuwa-backup';
export const FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  /** The shop's version that made it (root package.json). */
  shopVersion: string;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** Its entry in the archive. */
    entry: string;
    /** PostgreSQL: the schema holding the shop's tables, and the one holding drizzle's migrations journal. */
    schema?: string;
    migrationsSchema?: string;
    /** The engine's version: PGlite's package, or PostgreSQL's server_version. */
    engineVersion: string;
  };
  /** The last migration applied: drizzle's hash of its SQL (its id in the journal table) and its tag. */
  migration: { hash: string; tag: string | null; createdAt: number };
  /** Files under each folder of pictures. */
  files: Record<PictureFolder, number>;
}

/** The folders of pictures a backup carries, by their name in the archive. */
export type PictureFolder = 'uploads' | 'return-photos';
export const PICTURE_FOLDERS: readonly PictureFolder[] = ['uploads', 'return-photos'];

/** The archive's entries in order: a buffer, or a file on disk streamed into it. */
export type ArchiveEntry = { name: string } & ({ content: Buffer } | { file: string; size: number });

/** Writes the entries to `target` as a gzipped tar. */
export async function writeArchive(target: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  try {
    for await (const entry of entries) {
      if ('content' in entry) {
        await new Promise<void>((resolve, reject) =>
          pack.entry({ name: entry.name, size: entry.content.length }, entry.content, (err) =>
            err ? reject(err) : resolve(),
          ),
        );
      } else {
        await pipeline(createReadStream(entry.file), pack.entry({ name: entry.name, size: entry.size }));
      }
    }
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  }
  await written;
}

/**
 * The archive's entries, one at a time: each must be read (or resumed) before the next comes. Stops reading the
 * file when the caller stops iterating.
 */
export async function* readArchive(file: string): AsyncGenerator<Entry> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tarExtract();
  input.on('error', (err) => extract.destroy(err));
  gunzip.on('error', (err) => extract.destroy(err));
  input.pipe(gunzip).pipe(extract);
  try {
    yield* extract;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** An entry's content as one buffer (the manifest). */
export async function readEntry(entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The files under `root` as archive entries under `prefix/`, in a stable order. Folders whose name starts with a dot
 * are left out: they hold what the shop makes again by itself (`.share`, the share pictures drawn on demand).
 */
export async function* folderEntries(root: string, prefix: string): AsyncGenerator<ArchiveEntry> {
  for (const file of await listFiles(root)) {
    const { size } = await stat(file);
    yield { name: `${prefix}/${relative(root, file).split(sep).join('/')}`, file, size };
  }
}

/** Every plain file under `root` (none when it does not exist), skipping dot-folders. */
export async function listFiles(root: string): Promise<string[]> {
  const names = await readdir(root, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const files: string[] = [];
  for (const dirent of names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(root, dirent.name);
    if (dirent.isDirectory()) {
      if (!dirent.name.startsWith('.')) files.push(...(await listFiles(path)));
    } else if (dirent.isFile()) files.push(path);
  }
  return files;
}
