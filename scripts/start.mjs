#!/usr/bin/env node
// `npm start`: install, build every front-end in production mode, then serve the shop (scripts/serve.mjs).
// Plain Node with no dependencies, because nothing is installed yet when it starts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['--yes', 'pnpm@10.34.8'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const concurrency = process.env.BUILD_CONCURRENCY || '2';

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    console.log(`\n> ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

const pnpm = (...args) => run(npx, [...PNPM, ...args]);
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
  const frontends = await pnpm(
    '-r',
    `--workspace-concurrency=${concurrency}`,
    '--filter',
    './shell',
    '--filter',
    './mf-*',
    'run',
    'build',
  );
  if (frontends !== 0) throw new Error('Building the front-ends failed');
  console.log(`\nBuilt in ${seconds(building)} s (install ${((installed - started) / 1000).toFixed(1)} s).`);

  const serve = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serve.kill(signal));
  serve.once('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
