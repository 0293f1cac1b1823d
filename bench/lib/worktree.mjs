// An earlier release of the shop, built beside this checkout for a side-by-side benchmark.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A worktree of `rev` in the system's temporary folder (outside the checkout, which lint and the tests read), installed and built as `npm start` builds (production mode), made
 * the first time it is asked for and reused after (installed and built again on each run).
 *
 * @param {string} rev a commit, tag or branch of this repository
 * @returns {string} the worktree's folder
 */
export function builtWorktree(rev) {
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--verify', `${rev}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const dir = path.join(tmpdir(), 'kasuwa-bench-worktrees', commit.slice(0, 12));
  const run = (cmd, args, cwd = dir) =>
    execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (!existsSync(path.join(dir, 'package.json'))) {
    mkdirSync(path.dirname(dir), { recursive: true });
    console.log(`Making a worktree of ${rev} (${commit.slice(0, 12)}) in ${dir}…`);
    run('git', ['worktree', 'add', '--detach', dir, commit], root);
  }
  console.log(`Installing and building ${rev}…`);
  run('npx', ['--yes', 'pnpm@10.34.8', 'install', '--frozen-lockfile', '--prefer-offline']);
  run('npm', ['run', 'build']);
  return dir;
}

/**
 * The earlier release a side-by-side benchmark runs beside this one: `--against-rev REV` (built in a worktree by
 * builtWorktree) or `--against DIR` (a checkout already built), with its short commit as the label; null without.
 *
 * @param {{ against?: string, 'against-rev'?: string }} args
 * @returns {{ dir: string, label: string } | null}
 */
export function againstCheckout(args) {
  const dir = args['against-rev'] ? builtWorktree(args['against-rev']) : args.against;
  if (!dir) return null;
  const label = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return { dir: path.resolve(dir), label };
}
