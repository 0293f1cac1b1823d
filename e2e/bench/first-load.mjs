// Measures the JavaScript a first visit to / downloads (gzip level 9 of each script, as served), against the
// 170 KB budget of DESIGN.md. Serves its own shop on spare ports unless BASE_URL points at a running one.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET = 170 * 1024;
const root = path.resolve(import.meta.dirname, '../..');
let server;
let baseURL = process.env.BASE_URL;

if (!baseURL) {
  const env = {
    ...process.env,
    SHELL_PORT: '5300',
    CATALOG_PORT: '5301',
    CART_PORT: '5302',
    ACCOUNT_PORT: '5303',
    ADMIN_PORT: '5304',
    API_PORT: '5310',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kasuwa-bench-')),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  baseURL = 'http://localhost:5300';
  server = spawn('node', [path.join(root, 'scripts/serve.mjs')], { env, stdio: 'ignore', detached: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${(s.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${s.url}`,
    );
  }
  console.log(
    `first load of /: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped JS (budget ${BUDGET / 1024} KB)`,
  );
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}, ${new Date().toISOString()}`,
  );
  process.exitCode = total <= BUDGET ? 0 : 1;
} finally {
  await browser.close();
  if (server) process.kill(-server.pid, 'SIGTERM');
}
