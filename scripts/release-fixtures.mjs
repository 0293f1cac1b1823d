#!/usr/bin/env node
// Writes api/test/fixtures/releases/ from the shop's version tags (v0.1.0, …; see CHANGELOG.md), for the upgrade
// test (api/test/upgrade.test.ts), which needs no git: a clean clone may carry no tags.
//
//   git tag -a v0.20.0 <the landed main> -m "Kasuwa 0.20.0: …" && node scripts/release-fixtures.mjs
//
// releases.json lists each version with its commit, its date and the migration set it shipped; each distinct set is
// one folder, named by the first version that shipped it, holding that version's journal as it was (its dates are
// what a database made by it recorded). The SQL of every migration is kept as one hash, the same in every version:
// a shipped migration is never edited (a database records it by that hash), and this script stops if one was.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'api', 'test', 'fixtures', 'releases');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });

const versions = git('tag', '--list', 'v*', '--sort=v:refname')
  .split('\n')
  .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag));
if (versions.length === 0)
  throw new Error('No version tags (v0.1.0, …) in this clone: git fetch --tags first.');

const releases = [];
const sets = new Map();
const sql = {};
for (const tag of versions) {
  const commit = git('rev-list', '-n', '1', tag).trim();
  const journal = git('show', `${commit}:api/migrations/meta/_journal.json`);
  if (!sets.has(journal)) sets.set(journal, tag.slice(1));
  for (const { tag: migration } of JSON.parse(journal).entries) {
    const hash = createHash('sha256')
      .update(git('show', `${commit}:api/migrations/${migration}.sql`))
      .digest('hex');
    if (sql[migration] && sql[migration] !== hash)
      throw new Error(
        `${migration}.sql as shipped in ${tag} differs from an earlier version's: it was edited.`,
      );
    sql[migration] = hash;
  }
  releases.push({
    version: tag.slice(1),
    commit,
    date: git('log', '-1', '--format=%cs', commit).trim(),
    migrations: sets.get(journal),
  });
}

rmSync(out, { recursive: true, force: true });
for (const [journal, folder] of sets) {
  mkdirSync(path.join(out, folder), { recursive: true });
  writeFileSync(path.join(out, folder, '_journal.json'), journal);
}
writeFileSync(path.join(out, 'releases.json'), `${JSON.stringify({ releases, sql }, null, 2)}\n`);
console.log(`${releases.length} versions, ${sets.size} migration sets, in ${path.relative(root, out)}`);
