// The processes `npm start` runs beside the shop's servers (scripts/serve.mjs): the API, the local Paystack
// simulator, the local courier and WhatsApp simulators, the mail outbox page, the SMS outbox, and the publish step
// that moves a newer build of a front-end into the folder it is served from.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { publishBuild, readHistory, stagedBuildId } from './publish.mjs';

const SIMULATOR_SECRET_KEY = 'sk_test_kasuwa_simulator';

/**
 * The folder a front-end is served from: `<NAME>_DIST` when set, else `<package>/dist`, into which a newer build
 * in `<package>/build` is published first (the way a team ships it: scripts/publish-remote.mjs).
 */
export function servedFolder(root, name, dir, env = process.env) {
  const override = env[`${name.toUpperCase()}_DIST`];
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

/** A service of the repository (`<dir>/src/server.ts`, run by its own tsx), with `env` added to this process's. */
function spawnService(root, dirName, env, onExit) {
  const dir = path.join(root, dirName);
  const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.once('exit', onExit);
  return child;
}

/** The Paystack simulator (paystack-simulator/): test payments, no money moves. */
export function spawnSimulator(root, { port, apiPort, onExit }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawnService(
    root,
    'paystack-simulator',
    {
      PAYSTACK_SIMULATOR_PORT: String(port),
      PAYSTACK_SIMULATOR_SECRET_KEY: SIMULATOR_SECRET_KEY,
      PAYSTACK_SIMULATOR_PUBLIC_URL: url,
      PAYSTACK_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/payments/paystack/webhook`,
    },
    onExit,
  );
  return { child, url, secretKey: SIMULATOR_SECRET_KEY };
}

const COURIER_SIMULATOR_API_KEY = 'sb_sandbox_kasuwa_simulator';
const COURIER_SIMULATOR_WEBHOOK_SECRET = 'kasuwa_courier_simulator_webhook_secret';

/**
 * The courier simulator (courier-simulator/): Shipbubble's shipping API, parcels moved by its page's buttons (and a
 * step every 20 s, `COURIER_SIMULATOR_CLOCK_MS`), its webhooks signed to the API's courier webhook.
 */
export function spawnCourierSimulator(root, { port, apiPort, onExit }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawnService(
    root,
    'courier-simulator',
    {
      COURIER_SIMULATOR_PORT: String(port),
      COURIER_SIMULATOR_API_KEY,
      COURIER_SIMULATOR_WEBHOOK_SECRET,
      COURIER_SIMULATOR_PUBLIC_URL: url,
      COURIER_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/delivery/webhook`,
    },
    onExit,
  );
  return { child, url, apiKey: COURIER_SIMULATOR_API_KEY, webhookSecret: COURIER_SIMULATOR_WEBHOOK_SECRET };
}

const WHATSAPP_SIMULATOR = {
  accessToken: 'EAAG_kasuwa_whatsapp_simulator',
  appSecret: 'kasuwa_whatsapp_simulator_app_secret',
  phoneNumberId: '100000000000001',
  version: 'v21.0',
};

/**
 * The WhatsApp simulator (whatsapp-simulator/): the Cloud API's template messages, a phone-like inbox page per
 * shopper, statuses signed to the API's WhatsApp webhook; the messages' buttons lead to the shop (`shopUrl`).
 */
export function spawnWhatsAppSimulator(root, { port, apiPort, shopUrl, onExit }) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawnService(
    root,
    'whatsapp-simulator',
    {
      WHATSAPP_SIMULATOR_PORT: String(port),
      WHATSAPP_SIMULATOR_ACCESS_TOKEN: WHATSAPP_SIMULATOR.accessToken,
      WHATSAPP_SIMULATOR_APP_SECRET: WHATSAPP_SIMULATOR.appSecret,
      WHATSAPP_SIMULATOR_PHONE_NUMBER_ID: WHATSAPP_SIMULATOR.phoneNumberId,
      WHATSAPP_SIMULATOR_PUBLIC_URL: url,
      WHATSAPP_SIMULATOR_SHOP_URL: shopUrl,
      WHATSAPP_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/whatsapp/webhook`,
    },
    onExit,
  );
  return { child, url, ...WHATSAPP_SIMULATOR };
}

/**
 * The folder the API writes its mails to when no SMTP server is configured (api/src/config.ts): `DATA_DIR/mail`,
 * DATA_DIR resolved from the API's working folder (api/, where `spawnApi` runs it), `.data/` of the repository by
 * default.
 */
export const mailDirOf = (root, env = process.env) => path.join(dataDirOf(root, env), 'mail');

/** The API's data folder: DATA_DIR resolved from its working folder (api/), else `.data/` of the repository. */
function dataDirOf(root, env) {
  return path.resolve(path.join(root, 'api'), env.DATA_DIR || path.join(root, '.data'));
}

/** The mail outbox page (mail-outbox/): the mails the API wrote to its folder, for a developer to read. */
export function spawnMailOutbox(root, { port, mailDir, onExit }) {
  const child = spawnService(
    root,
    'mail-outbox',
    { MAIL_OUTBOX_PORT: String(port), MAIL_DIR: mailDir },
    onExit,
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * The folder the SMS outbox keeps the API's text messages in: `DATA_DIR/sms`, resolved as `mailDirOf` resolves the
 * mail folder.
 */
export const smsDirOf = (root, env = process.env) => path.join(dataDirOf(root, env), 'sms');

/** The API key the SMS outbox checks (the API's default for SMS_PROVIDER=outbox: api/src/config.ts). */
const SMS_OUTBOX_API_KEY = 'sms-outbox-development-key';

/** The USSD callback key outside production (the API's DEFAULT_USSD_CALLBACK_KEY: api/src/env.ts). */
const USSD_DEV_KEY = 'ussd-dev-key';

/**
 * The SMS outbox (sms-outbox/): Africa's Talking's SMS API, kept instead of sent, and a page listing the messages by
 * phone. The API sends to it unless SMS_PROVIDER is africastalking. With `apiUrl`, it also serves the USSD dialler
 * (`/ussd`), which calls the API's USSD callbacks as Africa's Talking's gateway does (docs/ussd.md).
 */
export function spawnSmsOutbox(root, { port, smsDir, apiUrl, onExit }) {
  const key = encodeURIComponent(process.env.USSD_CALLBACK_KEY || USSD_DEV_KEY);
  const child = spawnService(
    root,
    'sms-outbox',
    {
      SMS_OUTBOX_PORT: String(port),
      SMS_DIR: smsDir,
      SMS_OUTBOX_API_KEY: SMS_OUTBOX_API_KEY,
      ...(apiUrl
        ? {
            USSD_CALLBACK_URL: `${apiUrl}/api/ussd?key=${key}`,
            USSD_EVENTS_URL: `${apiUrl}/api/ussd/events?key=${key}`,
          }
        : {}),
    },
    onExit,
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

/** The secret the shop server's /api proxy proves itself to the API with: the operator's, or a new one per start. */
export function apiProxySecret(env = process.env) {
  return env.API_PROXY_SECRET || randomBytes(32).toString('base64url');
}

/**
 * The API's environment under `npm start`. Its one client is the shop server's /api proxy on this machine, which
 * names the shopper's address: the API listens on loopback alone, and believes the address only from a request
 * that carries `proxySecret` (the shop server sends it; another process on this machine does not know it).
 */
export function apiEnv(
  { port, shellPort, simulator, courier, whatsapp, smsOutbox, proxySecret },
  env = process.env,
) {
  const shellOrigins = [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`].join(',');
  return {
    ...env,
    API_PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    API_PROXY_SECRET: proxySecret,
    APP_URL: env.APP_URL || `http://localhost:${shellPort}`,
    CORS_ORIGINS: env.CORS_ORIGINS || shellOrigins,
    ...(simulator ? { PAYSTACK_BASE_URL: simulator.url, PAYSTACK_SECRET_KEY: simulator.secretKey } : {}),
    ...(courier
      ? {
          SHIPBUBBLE_BASE_URL: `${courier.url}/v1`,
          SHIPBUBBLE_API_KEY: courier.apiKey,
          SHIPBUBBLE_WEBHOOK_SECRET: courier.webhookSecret,
        }
      : {}),
    ...(whatsapp
      ? {
          WHATSAPP_API_URL: whatsapp.url,
          WHATSAPP_API_VERSION: whatsapp.version,
          WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
          WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
          WHATSAPP_APP_SECRET: whatsapp.appSecret,
        }
      : {}),
    ...(smsOutbox
      ? { SMS_PROVIDER: 'outbox', SMS_API_URL: smsOutbox.url, AT_API_KEY: SMS_OUTBOX_API_KEY }
      : {}),
  };
}

/** The API from its TypeScript sources (through tsx), behind the shop server's /api proxy on this machine. */
export function spawnApi(
  root,
  { port, shellPort, simulator, courier, whatsapp, smsOutbox, proxySecret, onExit },
) {
  const dir = path.join(root, 'api');
  // Both roles in one process: HTTP and the jobs (docs/operations.md, "Jobs and workers").
  const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['src/server.ts', 'all'], {
    cwd: dir,
    stdio: 'inherit',
    env: apiEnv({ port, shellPort, simulator, courier, whatsapp, smsOutbox, proxySecret }),
  });
  child.once('exit', onExit);
  return child;
}

/** Resolves once the API answers its health check; throws after `timeoutMs`. */
export async function waitForApi(apiUrl, { timeoutMs = 180_000, stopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (stopped()) return;
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
