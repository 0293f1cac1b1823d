/**
 * `npm run backup [-- FILE|FOLDER] [--keep N]` and `npm run restore FILE` (docs/operations.md, "Backup and
 * restore"), on the database and folders the API's own environment names (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR,
 * UPLOAD_DIR).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { SHOP_VERSION } from '../version.js';
import { backupName, backupShop, pruneBackups } from './backup.js';
import { BackupRefused } from './common.js';
import { restoreShop } from './restore.js';

/** npm runs scripts from the repository's root: a path the operator typed is from where they typed it. */
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { keep: { type: 'string' } },
  });
  const [command, target] = positionals;
  const config = loadConfig();
  const log = (message: string) => console.info(message);
  if (command === 'backup') {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep > 0))
      throw new BackupRefused('--keep takes the number of backups to keep, 1 or more.');
    const folder = target
      ? fromCaller(target)
      : resolve(process.env.BACKUP_DIR || join(config.dataDir, 'backups'));
    const isFolder =
      !target || target.endsWith('/') || (existsSync(folder) && statSync(folder).isDirectory());
    if (!isFolder && keep !== undefined)
      throw new BackupRefused('--keep prunes a folder of backups: give a folder, not a file.');
    const file = isFolder ? join(folder, backupName()) : folder;
    const manifest = await backupShop(config, file, log);
    console.info(
      `Backed up Kasuwa ${manifest.shopVersion} (migration ${manifest.migration.tag ?? manifest.migration.hash}) to ${file}`,
    );
    if (keep !== undefined)
      for (const removed of await pruneBackups(folder, keep))
        console.info(`Removed the older backup ${removed}`);
    return;
  }
  if (command === 'restore') {
    if (!target) throw new BackupRefused('Name the backup to restore: npm run restore FILE');
    const file = fromCaller(target);
    const manifest = await restoreShop(config, file, log);
    console.info(
      `Restored the backup of ${manifest.createdAt} (Kasuwa ${manifest.shopVersion}); the database is migrated to ${SHOP_VERSION}. Start the shop.`,
    );
    return;
  }
  throw new BackupRefused('Usage: npm run backup [-- FILE|FOLDER] [--keep N], or npm run restore FILE');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    // A refusal says what to do; anything else is a failure worth its stack.
    console.error(err instanceof BackupRefused ? err.message : err);
    process.exit(1);
  },
);
