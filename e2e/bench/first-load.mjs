// Measures the JavaScript a first visit to / downloads (gzip level 9 of each script, as served), against the
// 170 KB budget of DESIGN.md. Serves its own shop on spare ports unless BASE_URL points at a running one.
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromeFlags, chromePath, startShop } from './shop-server.mjs';

const BUDGET = 170 * 1024;
const { baseURL, stop } = await startShop();

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
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
  stop();
}
