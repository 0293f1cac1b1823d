import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The suite serves its own shop on its own ports with a throw-away embedded database. `E2E_PORT_BASE` moves
 * every port at once (default 5000: the shell on 5000, the remotes on 5001–5004, the API on 5100).
 */
const base = Number(process.env.E2E_PORT_BASE || 5000);
export const ports = {
  shell: base,
  catalog: base + 1,
  cart: base + 2,
  account: base + 3,
  admin: base + 4,
  api: base + 100,
};
export const baseURL = `http://localhost:${ports.shell}`;
/**
 * The server's data folder (database, mail outbox). Kept in the environment, so the test workers, which load this
 * file again, see the same folder and can read the mail the server wrote.
 */
const madeHere = !process.env.KASUWA_E2E_DATA_DIR;
const dataDir = (process.env.KASUWA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kasuwa-e2e-')));
// The runner made it and removes it as it ends, once it has stopped the web server (a database of about 40 MB).
if (madeHere) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The API's requests a minute per address in every shop the suite starts. Every page and request of the suite comes
 * from one address, at a pace no single shopper keeps up: past the API's 300, a page would show "Too many requests".
 * The limit itself is tested in api/test/store.test.ts.
 */
export const SUITE_RATE_LIMIT_MAX = '100000';

const serverEnv: Record<string, string> = {
  ...(Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'REDIS_URL'].includes(key)),
  ) as Record<string, string>),
  NODE_ENV: 'test',
  // Playwright starts the web server with its own environment over this one: empty, these keep the suite's shop on
  // its throw-away embedded database (the API reads an empty URL as none), not on CI's PostgreSQL and Redis.
  DATABASE_URL: '',
  REDIS_URL: '',
  SHELL_PORT: String(ports.shell),
  CATALOG_PORT: String(ports.catalog),
  CART_PORT: String(ports.cart),
  ACCOUNT_PORT: String(ports.account),
  ADMIN_PORT: String(ports.admin),
  API_PORT: String(ports.api),
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: SUITE_RATE_LIMIT_MAX,
  // The shop server's own limit on renders its page cache cannot answer, for the same reason.
  RENDER_RATE_LIMIT_MAX: SUITE_RATE_LIMIT_MAX,
  // And the API's on share pictures drawn per address: the crawl asks for every page's, all from one address.
  SHARE_IMAGE_DRAWS_PER_MINUTE: SUITE_RATE_LIMIT_MAX,
  // The courier simulator's parcels move only when a test moves them, and WhatsApp's statuses come at once.
  COURIER_SIMULATOR_CLOCK_MS: '0',
  WHATSAPP_SIMULATOR_DELAYS: 'none',
};

// The service worker's own requests go through Playwright's network events (and its offline switch and routes) as
// the page's do; without this they reach the network whatever the test says (playwright#2311).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each spec tests the shop's answers as they are; the service worker's copies are tested where it matters
    // (offline.spec.ts, and the redeploy and standalone proofs, which must hold with the worker in place).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, so that the API closes its database (the default is SIGKILL); serve.mjs waits for the API.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: serverEnv,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
