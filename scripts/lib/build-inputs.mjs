// What a front-end's production build is made from, as one hash, so that `npm start` builds again only the
// front-ends whose inputs changed. Plain Node with no dependencies: it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders never read: what installs and builds write, and test output. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage', '.swc', 'test-results']);
/** Files a bundle never holds: tests and their snapshots. */
const SKIPPED_FILE = /\.test\.[cm]?[jt]sx?$|\.snap$/;
/** What every front-end's build reads besides its own folder and the workspace packages it depends on. */
const SHARED_INPUTS = [
  'config',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
];
/** Where a build keeps the hash of the inputs it was made from (inside its output, so a clean build drops it). */
const STAMP = path.join('build', '.inputs-sha256');

function filesUnder(root, entry, into) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort())
      if (!SKIPPED_DIRS.has(name)) filesUnder(root, path.join(entry, name), into);
  } else if (!SKIPPED_FILE.test(entry)) into.push(entry);
}

/** The workspace packages `dir` depends on, and theirs, by folder. */
function workspaceDependencies(root, dir, seen = new Set()) {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const all = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, version] of Object.entries(all))
    if (
      String(version).startsWith('workspace:') &&
      existsSync(path.join(root, name, 'package.json')) &&
      !seen.has(name)
    ) {
      seen.add(name);
      workspaceDependencies(root, name, seen);
    }
  return seen;
}

/** The hash of everything the build of the front-end in `dir` reads, and of the Node that builds it. */
export function buildInputsHash(root, dir) {
  const files = [];
  for (const entry of [dir, ...[...workspaceDependencies(root, dir)].sort(), ...SHARED_INPUTS])
    filesUnder(root, entry, files);
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of files)
    hash.update(`${file.split(path.sep).join('/')}\n`).update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** Whether `dir`'s last build was made from exactly `hash`. */
export const builtFrom = (root, dir, hash) => {
  const stamp = path.join(root, dir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
};

/** Records that `dir`'s build, just made, came from `hash`. */
export const recordBuild = (root, dir, hash) => writeFileSync(path.join(root, dir, STAMP), `${hash}\n`);
