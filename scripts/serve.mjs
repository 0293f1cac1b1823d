#!/usr/bin/env node
// Serves a built shop the way production does: every remote from its own origin, the shell with its runtime
// config and an /api proxy, and the API itself (unless API_URL points at one that already runs).
//
// Env: SHELL_PORT CATALOG_PORT CART_PORT ACCOUNT_PORT ADMIN_PORT API_PORT (config/ports.mjs), API_URL,
// REMOTE_CATALOG_URL REMOTE_CART_URL REMOTE_ACCOUNT_URL REMOTE_ADMIN_URL (SSR_REMOTE_*_URL: where this server reads
// a remote's manifest when not at the browser's address), API_BASE_URL, HOST, PUBLIC_URL, SSR, and for the API
// DATA_DIR DATABASE_URL (passed through). SHELL_DIST CATALOG_DIST CART_DIST ACCOUNT_DIST ADMIN_DIST serve a front-end
// from another folder (e.g. one a publish step fills) instead of its package's dist/. PRELOAD_ROUTE_SCRIPTS=0 leaves
// the catalog's route scripts out of the storefront pages' preloads (to measure what they are worth).
// PUBLIC_BUILD_DETAILS=true serves the builds' source maps and mf-stats.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from '../config/ports.mjs';
import { publishBuild, readHistory, stagedBuildId } from './lib/publish.mjs';
import { REMOTES, runtimeConfigFromEnv, serverRemotesFromEnv } from './lib/runtime-config.mjs';
import { createShellServer } from './lib/shell-server.mjs';
import { createStaticSite } from './lib/static-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '0.0.0.0';
const startApi = !process.env.API_URL;
const apiUrl = (process.env.API_URL || `http://127.0.0.1:${ports.api}`).replace(/\/+$/, '');

// Source maps and mf-stats.json stay on the machine unless PUBLIC_BUILD_DETAILS=true (docs/security.md).
const buildDetails = process.env.PUBLIC_BUILD_DETAILS === 'true';

const servers = [];
let api = null;
let simulator = null;
let stopping = false;

// Pay now runs against the local Paystack simulator (paystack-simulator/) unless a real key is configured; never in
// production, where the API without a key does not offer pay now. Its port follows the API's (+300).
const simulatePayments =
  startApi && !process.env.PAYSTACK_SECRET_KEY && process.env.NODE_ENV !== 'production';
const simulatorPort = Number(process.env.PAYSTACK_SIMULATOR_PORT || ports.api + 300);
const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
const SIMULATOR_SECRET_KEY = 'sk_test_kasuwa_simulator';

function spawnSimulator() {
  const dir = path.join(root, 'paystack-simulator');
  const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PAYSTACK_SIMULATOR_PORT: String(simulatorPort),
      PAYSTACK_SIMULATOR_SECRET_KEY: SIMULATOR_SECRET_KEY,
      PAYSTACK_SIMULATOR_PUBLIC_URL: simulatorUrl,
      PAYSTACK_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${ports.api}/api/payments/paystack/webhook`,
    },
  });
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The Paystack simulator stopped (${signal ?? `exit code ${code}`}); pay now fails.`);
  });
  return child;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(code || 1), 10_000);
  force.unref();
  await Promise.allSettled(servers.map((server) => server.close()));
  if (simulator && simulator.exitCode === null) simulator.kill('SIGTERM');
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  process.exit(code);
}
// `on`, not `once`: a second signal while stopping (Ctrl+C reaches every process of the terminal's group, and
// scripts/start.mjs passes it on as well) must not end this process before the API it started has closed.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function spawnApi() {
  const dir = path.join(root, 'api');
  // The API runs from its TypeScript sources through tsx (shared-contracts is TypeScript too).
  const [command, args] = [path.join(dir, 'node_modules/.bin/tsx'), ['src/server.ts']];
  const shellOrigins = [`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`].join(',');
  const child = spawn(command, args, {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      API_PORT: String(ports.api),
      // The API sits behind this server's /api proxy, one hop away on the same machine.
      TRUST_PROXY: process.env.TRUST_PROXY || 'loopback',
      APP_URL: process.env.APP_URL || `http://localhost:${ports.shell}`,
      CORS_ORIGINS: process.env.CORS_ORIGINS || shellOrigins,
      ...(simulatePayments
        ? { PAYSTACK_BASE_URL: simulatorUrl, PAYSTACK_SECRET_KEY: SIMULATOR_SECRET_KEY }
        : {}),
    },
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The API stopped (${signal ?? `exit code ${code}`}); shutting the shop down.`);
    void stop(1);
  });
  return child;
}

async function waitForApi(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API at ${apiUrl} did not become healthy in ${timeoutMs / 1000} s (${last})`);
}

/**
 * The folder a front-end is served from: `<NAME>_DIST` when set, else `<package>/dist`, into which a newer build
 * in `<package>/build` is published first (the way a team ships it: scripts/publish-remote.mjs).
 */
function servedFolder(name, dir) {
  const override = process.env[`${name.toUpperCase()}_DIST`];
  if (override) return path.resolve(override);
  const served = path.join(root, dir, 'dist');
  const build = path.join(root, dir, 'build');
  const staged = stagedBuildId(build);
  if (staged && readHistory(served)[0]?.id !== staged) {
    const result = publishBuild({ from: build, to: served });
    console.log(`Published ${dir} build ${result.id} (${result.pruned.length} old files removed).`);
  }
  return served;
}

async function main() {
  if (simulatePayments) simulator = spawnSimulator();
  if (startApi) api = spawnApi();

  const remoteUrls = [];
  for (const [name, remote] of Object.entries(REMOTES)) {
    const dist = servedFolder(name, remote.dir);
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
      console.warn(
        `${remote.dir} is not built (no mf-manifest.json in ${dist}); the shop shows that section as unavailable.`,
      );
      continue;
    }
    const app = await createStaticSite({ root: dist, cors: true, buildDetails });
    await app.listen({ port: ports[name], host });
    servers.push(app);
    remoteUrls.push([remote.dir, `http://localhost:${ports[name]}`]);
  }

  const shell = await createShellServer({
    shellDist: servedFolder('shell', 'shell'),
    runtimeConfig: runtimeConfigFromEnv(),
    apiUrl,
    serverRemotes: serverRemotesFromEnv(),
    publicUrl: process.env.PUBLIC_URL,
    // SSR=0 serves every page as the page the browser renders alone (to compare, or to rule server rendering out).
    ssr: process.env.SSR !== '0',
    preloadRouteScripts: process.env.PRELOAD_ROUTE_SCRIPTS !== '0',
    buildDetails,
  });
  await shell.listen({ port: ports.shell, host });
  servers.push(shell);

  await waitForApi();
  console.log('\nKasuwa is up:');
  console.log(`  shop      http://localhost:${ports.shell}`);
  for (const [dir, url] of remoteUrls) console.log(`  ${dir.padEnd(9)} ${url}`);
  console.log(`  api       ${apiUrl}/api/ ${startApi ? '' : '(external)'}`);
  if (simulatePayments)
    console.log(`  payments  ${simulatorUrl} (Paystack simulator: test payments, no money moves)`);
  console.log(`  docs      http://localhost:${ports.shell}/api/docs`);
  console.log('Press Ctrl+C to stop.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
