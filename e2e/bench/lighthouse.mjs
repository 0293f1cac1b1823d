// Lighthouse performance of /, /products and a product page against DESIGN.md's budget (≥ 95), in the system
// Chromium, with Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) and its desktop preset.
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeFlags, chromePath, startShop } from './shop-server.mjs';

const BUDGET = 95;
const { baseURL, stop } = await startShop();
const productId = await fetch(`${baseURL}/api/products?page_size=1`)
  .then((r) => r.json())
  .then((body) => body.data.results[0].id);
const pages = ['/', '/products', `/products/${productId}`];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
let failed = false;
try {
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const page of pages) {
      const result = await lighthouse(
        `${baseURL}${page}`,
        { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
        config,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
      failed ||= score < BUDGET;
      console.log(
        `${preset.padEnd(8)} ${page.padEnd(14)} performance ${String(score).padStart(3)}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
      );
    }
  }
  console.log(`budget: performance ≥ ${BUDGET} on every page`);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}, ${new Date().toISOString()}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await chrome.kill();
  stop();
}
