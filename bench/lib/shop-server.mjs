// Serves a production build of the shop for a benchmark, on spare ports with a throw-away embedded database,
// unless BASE_URL points at a running shop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The environment that puts a shop's servers on ports from `base`: the shell on it, the remotes on the next four, the API on base + 10. */
export const shopPorts = (base) => ({
  SHELL_PORT: String(base),
  CATALOG_PORT: String(base + 1),
  CART_PORT: String(base + 2),
  ACCOUNT_PORT: String(base + 3),
  ADMIN_PORT: String(base + 4),
  API_PORT: String(base + 10),
});

/**
 * @param {{ base?: number, env?: Record<string, string>, from?: string }} [options] the first port (default
 *   BENCH_PORT_BASE or 5300; the others follow it), extra environment for scripts/serve.mjs (e.g. `SHELL_DIST`), and
 *   the checkout whose build is served (this one by default; another release's worktree for a side-by-side run)
 * @returns {Promise<{ baseURL: string, stop(): Promise<void> }>} `stop` ends the shop and removes its database folder
 *   (the process waits for that even when the promise is not awaited).
 */
export async function startShop({
  base = Number(process.env.BENCH_PORT_BASE || 5300),
  env: extra = {},
  from = root,
} = {}) {
  if (process.env.BASE_URL) return { baseURL: process.env.BASE_URL, stop: async () => {} };
  const baseURL = `http://localhost:${base}`;
  // A shop already answering there (another run's, someone's `npm start`) would be measured in place of this build.
  const taken = await fetch(`${baseURL}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${baseURL} already answers: choose other ports (BENCH_PORT_BASE)`);
  const env = {
    ...process.env,
    ...extra,
    ...shopPorts(base),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kasuwa-bench-')),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn('node', [path.join(from, 'scripts/serve.mjs')], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGTERM');
    // serve.mjs ends after the API it started, which closes the database first.
    await exited;
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop on ${baseURL} did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The package of each remote the runtime config names. */
const REMOTE_PACKAGES = { catalog: 'mf-catalog', cart: 'mf-cart', account: 'mf-account', admin: 'mf-admin' };

/**
 * The build folder of each origin the shop at `baseURL` serves scripts from (the shell's own, and each remote's from
 * its runtime config): where the builds' source maps are, since production serves none.
 *
 * @returns {Promise<Record<string, string>>} origin → build folder
 */
export async function buildFolders(baseURL) {
  const config = await fetch(new URL('/runtime-config.json', baseURL)).then((r) => r.json());
  const folders = { [new URL(baseURL).origin]: path.join(root, 'shell/build') };
  for (const [name, manifest] of Object.entries(config.remotes))
    if (REMOTE_PACKAGES[name])
      folders[new URL(manifest, baseURL).origin] = path.join(root, REMOTE_PACKAGES[name], 'build');
  return folders;
}

/** The id of the first product the shop at `baseURL` lists (a product page to measure). */
export const firstProductId = (baseURL) =>
  fetch(`${baseURL}/api/products?page_size=1`)
    .then((r) => r.json())
    .then((body) => body.data.results[0].id);

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Shop B of an A/B benchmark: its environment from `--b NAME=DIR` (a front-end's build folder, served as
 * `<NAME>_DIST`) and `--b-env KEY=VALUE` (any other variable of scripts/serve.mjs).
 * @param {{ b: string[], 'b-env': string[] }} args
 */
export function shopBEnv(args) {
  const env = {};
  for (const pair of args.b) {
    const [name, dir] = pair.split('=');
    if (!name || !dir) throw new Error(`--b wants NAME=DIR, got ${pair}`);
    env[`${name.toUpperCase()}_DIST`] = path.resolve(dir);
  }
  for (const pair of args['b-env']) {
    const [key, ...value] = pair.split('=');
    if (!key || !value.length) throw new Error(`--b-env wants KEY=VALUE, got ${pair}`);
    env[key] = value.join('=');
  }
  return env;
}
