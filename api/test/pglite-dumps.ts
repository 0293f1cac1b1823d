import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { API_DIR, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.js';

const dumps = new Map<'empty' | 'migrated', Promise<string>>();

/**
 * A PGlite database as a file each test's database starts from: a new cluster, with every migration applied or none.
 * Creating PGlite's cluster (and migrating it) took most of each suite's set-up. Named by what it holds (PGlite's
 * version, and the migrations and their journal), so a new migration makes a new file, and made once for all the
 * suites of a run (and the next runs) by whichever asks first.
 */
export function pgliteDump(kind: 'empty' | 'migrated'): Promise<string> {
  let dump = dumps.get(kind);
  if (dump) return dump;
  dump = (async () => {
    const hash = createHash('sha256');
    hash.update(readFileSync(join(API_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
    if (kind === 'migrated') {
      // pg-boss's tables are its version's; the queues each app declares it creates or updates as it starts.
      hash.update(readFileSync(join(API_DIR, 'node_modules', 'pg-boss', 'package.json')));
      for (const name of readdirSync(MIGRATIONS_FOLDER).sort())
        if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
      hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
    }
    const file = join(tmpdir(), `kasuwa-pglite-${kind}-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return file;
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      if (kind === 'migrated') {
        // Loaded here alone: a suite that opens only empty databases need not load the app.
        const [{ buildApp }, { loadConfig }] = await Promise.all([
          import('../src/app.js'),
          import('../src/config.js'),
        ]);
        // The app migrates and sets up its job queue (pg-boss's tables, a partition per queue) as it starts: once
        // here, not in every test's app. A server runs no job, so the file holds none.
        const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-api-dump-'));
        try {
          const config = loadConfig(
            { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_URL: '' },
            { logLevel: 'silent', role: 'server' },
          );
          const app = await buildApp({ config, database, seed: false, logger: false });
          await app.ready();
          await app.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
      await database.dumpTo?.(file);
    } finally {
      await database.close();
    }
    return file;
  })();
  dumps.set(kind, dump);
  return dump;
}
