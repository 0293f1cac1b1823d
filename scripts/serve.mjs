#!/usr/bin/env node
// Serves a built shop the way production does: every remote from its own origin, the shell's server (TypeScript in
// shell/src/server/http, run through tsx as the API's is), and the API itself unless API_URL names one that runs.
//
// Env: the ports of config/ports.mjs (SHELL_PORT, CATALOG_PORT…), API_URL, <NAME>_DIST (serve a front-end from
// another folder than its package's dist/), the shell server's (shell/src/server/http/main.ts) and, passed through,
// the API's (DATA_DIR, DATABASE_URL…).
import 'tsx';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ports } from '../config/ports.mjs';
import {
  apiProxySecret,
  mailDirOf,
  servedFolder,
  spawnApi,
  spawnMailOutbox,
  spawnSimulator,
  spawnSmsOutbox,
  spawnCourierSimulator,
  spawnWhatsAppSimulator,
  smsDirOf,
  waitForApi,
} from './lib/local-services.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The shell's sources are CommonJS modules (its package is not `type: module`): required, they keep their names.
const { REMOTES, startRemoteServer, startShellServer } = createRequire(import.meta.url)(
  '../shell/src/server/http/main.ts',
);
const env = process.env;
const startApi = !env.API_URL;
const apiUrl = (env.API_URL || `http://127.0.0.1:${ports.api}`).replace(/\/+$/, '');
// Pay now runs against the local Paystack simulator unless a real key is configured; never in production.
const simulatePayments = startApi && !env.PAYSTACK_SECRET_KEY && env.NODE_ENV !== 'production';
// Orders are shipped with the local courier simulator unless a Shipbubble key is configured; never in production.
const simulateCourier = startApi && !env.SHIPBUBBLE_API_KEY && env.NODE_ENV !== 'production';
// Order updates go to the local WhatsApp simulator unless a WhatsApp token is configured; never in production.
const simulateWhatsApp = startApi && !env.WHATSAPP_ACCESS_TOKEN && env.NODE_ENV !== 'production';
// The API writes its mails to a folder unless an SMTP server is configured: a page shows them; never in production.
const showOutbox = startApi && !env.SMTP_URL && env.NODE_ENV !== 'production';
// Text messages go to the local SMS outbox unless Africa's Talking is configured; never in production.
const simulateSms = startApi && env.SMS_PROVIDER !== 'africastalking' && env.NODE_ENV !== 'production';
// The shop server's /api proxy and page renders prove to the API that the shopper's address they name is theirs to
// name: with the API started here, a secret made for this start; with another API, the one configured for it.
const proxySecret = startApi ? apiProxySecret(env) : env.API_PROXY_SECRET;

const servers = [];
let api = null;
let simulator = null;
let courier = null;
let whatsapp = null;
let outbox = null;
let smsOutbox = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code || 1), 10_000).unref();
  await Promise.allSettled(servers.map((server) => server.close()));
  if (simulator && simulator.child.exitCode === null) simulator.child.kill('SIGTERM');
  if (courier && courier.child.exitCode === null) courier.child.kill('SIGTERM');
  if (whatsapp && whatsapp.child.exitCode === null) whatsapp.child.kill('SIGTERM');
  if (outbox && outbox.child.exitCode === null) outbox.child.kill('SIGTERM');
  if (smsOutbox && smsOutbox.child.exitCode === null) smsOutbox.child.kill('SIGTERM');
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

async function main() {
  if (simulatePayments)
    simulator = spawnSimulator(root, {
      // Its port follows the API's (+300).
      port: Number(env.PAYSTACK_SIMULATOR_PORT || ports.api + 300),
      apiPort: ports.api,
      onExit: (code, signal) =>
        stopping ||
        console.error(`The Paystack simulator stopped (${signal ?? `exit code ${code}`}); pay now fails.`),
    });
  if (simulateCourier)
    courier = spawnCourierSimulator(root, {
      // Its port follows the API's (+600), after the SMS outbox's.
      port: Number(env.COURIER_SIMULATOR_PORT || ports.api + 600),
      apiPort: ports.api,
      onExit: (code, signal) =>
        stopping ||
        console.error(
          `The courier simulator stopped (${signal ?? `exit code ${code}`}); orders cannot be shipped.`,
        ),
    });
  if (simulateWhatsApp)
    whatsapp = spawnWhatsAppSimulator(root, {
      // Its port follows the API's (+700), after the courier simulator's.
      port: Number(env.WHATSAPP_SIMULATOR_PORT || ports.api + 700),
      apiPort: ports.api,
      shopUrl: env.APP_URL || `http://localhost:${ports.shell}`,
      onExit: (code, signal) =>
        stopping ||
        console.error(
          `The WhatsApp simulator stopped (${signal ?? `exit code ${code}`}); updates go by SMS.`,
        ),
    });
  if (showOutbox)
    outbox = spawnMailOutbox(root, {
      // Its port follows the API's (+400), after the Paystack simulator's.
      port: Number(env.MAIL_OUTBOX_PORT || ports.api + 400),
      mailDir: mailDirOf(root, env),
      onExit: (code, signal) =>
        stopping || console.error(`The mail outbox page stopped (${signal ?? `exit code ${code}`}).`),
    });
  if (simulateSms)
    smsOutbox = spawnSmsOutbox(root, {
      // Its port follows the API's (+500), after the mail outbox's.
      port: Number(env.SMS_OUTBOX_PORT || ports.api + 500),
      smsDir: smsDirOf(root, env),
      apiUrl,
      onExit: (code, signal) =>
        stopping ||
        console.error(`The SMS outbox stopped (${signal ?? `exit code ${code}`}); no SMS is sent.`),
    });
  const apiStarted = Date.now();
  if (startApi)
    api = spawnApi(root, {
      port: ports.api,
      shellPort: ports.shell,
      simulator,
      courier,
      whatsapp,
      smsOutbox,
      proxySecret,
      onExit: (code, signal) => {
        if (stopping) return;
        console.error(`The API stopped (${signal ?? `exit code ${code}`}); shutting the shop down.`);
        void stop(1);
      },
    });

  const remoteUrls = [];
  for (const [name, remote] of Object.entries(REMOTES)) {
    const app = await startRemoteServer(name, {
      root: servedFolder(root, name, remote.dir),
      port: ports[name],
      env,
    });
    if (!app) continue;
    servers.push(app);
    remoteUrls.push([remote.dir, `http://localhost:${ports[name]}`]);
  }
  // The shop is served only once the API answers: a page asked for before would find no catalogue to render (its
  // first visitor would get a page the browser renders, after a long wait).
  console.log(`Waiting for the API at ${apiUrl} to answer its health check…`);
  const waiting = Date.now();
  await waitForApi(apiUrl, { stopped: () => stopping });
  if (stopping) return;
  const apiReady = Date.now();
  console.log(`The API answers (migrated and seeded) after ${((apiReady - waiting) / 1000).toFixed(1)} s.`);
  servers.push(
    await startShellServer({
      env: { ...env, ...(proxySecret ? { API_PROXY_SECRET: proxySecret } : {}) },
      ports,
      shellDist: servedFolder(root, 'shell', 'shell'),
      apiUrl,
    }),
  );
  // `npm start` says how long it took since it began, phase by phase (its own phases come in KASUWA_START_PHASES).
  const since = Number(env.KASUWA_STARTED_AT || 0);
  const up = Date.now();
  const phases = [
    ...JSON.parse(env.KASUWA_START_PHASES || '[]'),
    ...(startApi ? [['API started (migrations, seed)', apiReady - apiStarted]] : []),
    ['shop served', up - apiReady],
  ];
  console.log(`\nKasuwa is up${since ? ` ${((up - since) / 1000).toFixed(1)} s after npm start` : ''}:`);
  console.log(`  ${phases.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(' · ')}`);
  console.log(`  shop      http://localhost:${ports.shell}`);
  for (const [dir, url] of remoteUrls) console.log(`  ${dir.padEnd(9)} ${url}`);
  console.log(`  api       ${apiUrl}/api/ ${startApi ? '' : '(external)'}`);
  if (simulator)
    console.log(`  payments  ${simulator.url} (Paystack simulator: test payments, no money moves)`);
  if (courier)
    console.log(`  courier   ${courier.url} (courier simulator: parcels move on its page, none is carried)`);
  if (whatsapp)
    console.log(
      `  whatsapp  ${whatsapp.url}/inbox (WhatsApp simulator: each shopper's order updates, none sent)`,
    );
  if (outbox) console.log(`  mail      ${outbox.url} (the shop's mails, written to ${mailDirOf(root, env)})`);
  if (smsOutbox)
    console.log(
      `  sms       ${smsOutbox.url} (the shop's text messages, kept in ${smsDirOf(root, env)}, none sent)\n` +
        `  ussd      ${smsOutbox.url}/ussd (a phone's dialler: dial *384*1234# and shop by USSD)`,
    );
  console.log(`  docs      http://localhost:${ports.shell}/api/docs`);
  console.log('Press Ctrl+C to stop.');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
