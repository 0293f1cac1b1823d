#!/usr/bin/env node
// `npm start`: install, build in production mode each front-end whose sources changed since its last build, then
// serve the shop (scripts/serve.mjs), saying how long each phase took. Plain Node with no dependencies, because
// nothing is installed yet when it starts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputsHash, builtFrom, recordBuild } from './lib/build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['--yes', 'pnpm@10.34.8'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const concurrency = Number(process.env.BUILD_CONCURRENCY || 2);
/**
 * The front-ends, largest build first: two builders that each take the next one finish closest together when the
 * longest come first (docs/benchmarks.md, "Production builds").
 */
const FRONTENDS = ['mf-admin', 'shell', 'mf-catalog', 'mf-cart', 'mf-account'];

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const where = options.cwd && options.cwd !== root ? `${path.relative(root, options.cwd)}: ` : '';
    console.log(`\n> ${where}${command} ${args.join(' ')}`.trimEnd());
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

const pnpm = (...args) => run(npx, [...PNPM, ...args]);

/**
 * Runs a front-end's own `build` script the way `pnpm run` does (its folder, its and the root's node_modules/.bin on
 * the PATH), without starting pnpm through npx for each one: that costs seconds of CPU per build on a small machine.
 */
function build(dir) {
  const folder = path.join(root, dir);
  const { scripts } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const bins = [path.join(folder, 'node_modules/.bin'), path.join(root, 'node_modules/.bin')];
  return run(scripts.build, [], {
    cwd: folder,
    shell: true,
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
  });
}
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

async function main() {
  const started = Date.now();
  if ((await pnpm('install', '--frozen-lockfile')) !== 0) {
    console.warn('The lockfile does not match package.json; installing without --frozen-lockfile.');
    if ((await pnpm('install', '--no-frozen-lockfile')) !== 0) throw new Error('pnpm install failed');
  }
  const installed = Date.now();
  console.log(`\nInstalled in ${seconds(started)} s.`);

  const building = Date.now();
  const inputs = new Map(FRONTENDS.map((dir) => [dir, buildInputsHash(root, dir)]));
  const stale = FRONTENDS.filter((dir) => !builtFrom(root, dir, inputs.get(dir)));
  const fresh = FRONTENDS.filter((dir) => !stale.includes(dir));
  if (fresh.length > 0)
    console.log(`\nUnchanged since their last build, not built again: ${fresh.join(', ')}.`);
  // `concurrency` builds at a time, each timed; the front-ends do not read each other's builds.
  const queue = [...stale];
  const built = [];
  const failed = [];
  const builder = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const since = Date.now();
      if ((await build(dir)) !== 0) failed.push(dir);
      else {
        recordBuild(root, dir, inputs.get(dir));
        built.push(`${dir} ${seconds(since)} s`);
        console.log(`\nBuilt ${dir} in ${seconds(since)} s.`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, builder));
  if (failed.length > 0) throw new Error(`Building ${failed.join(', ')} failed`);
  console.log(
    `\nFront-ends ready in ${seconds(building)} s (install ${((installed - started) / 1000).toFixed(1)} s).`,
  );

  const serve = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      KASUWA_STARTED_AT: String(started),
      // scripts/serve.mjs prints them with its own when the shop is up.
      KASUWA_START_PHASES: JSON.stringify([
        ['install', installed - started],
        [built.length > 0 ? `builds (${built.join(', ')})` : 'builds (none needed)', Date.now() - building],
      ]),
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serve.kill(signal));
  serve.once('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
