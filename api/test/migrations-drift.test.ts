import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { API_DIR, MIGRATIONS_FOLDER } from '../src/db/client.js';

/** The schema drizzle-kit reads, as in drizzle.config.ts: each domain module's tables and those still in db/schema.ts. */
const SCHEMA = ['./src/db/schema.ts', './src/modules/*/tables.ts'];

/** The api package's own drizzle-kit (a dev dependency, linked into api/node_modules). */
const drizzleKit = join(API_DIR, 'node_modules', 'drizzle-kit', 'bin.cjs');
const run = (args: string[]) =>
  execFileSync(process.execPath, [drizzleKit, ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });

describe('the migrations and the schema', () => {
  it("agree: drizzle-kit generates nothing new from the modules' tables and db/schema.ts over the committed migrations", () => {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-drift-'));
    try {
      const out = join(dir, 'migrations');
      cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit reads `out` relative to the working folder.
      const config = join(dir, 'drizzle.config.ts');
      writeFileSync(
        config,
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(SCHEMA)}, out: ${JSON.stringify(relative(API_DIR, out))} };\n`,
      );
      const output = run(['generate', '--config', config]);
      expect(readdirSync(out).sort()).toEqual(before);
      expect(output).toContain('No schema changes, nothing to migrate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('have one snapshot per migration, chained in order (drizzle-kit check)', () => {
    const tags = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
    const snapshots = readdirSync(join(MIGRATIONS_FOLDER, 'meta')).filter((f) =>
      f.endsWith('_snapshot.json'),
    );
    expect(snapshots.map((f) => f.slice(0, 4))).toEqual(tags.map((f) => f.slice(0, 4)));
    expect(run(['check'])).toContain("Everything's fine");
  }, 90_000);
});
