// Experiment for docs/performance.md: what would server-rendering the shell's chrome and the home page's first
// screen give on a phone? Renders `/` once in Chromium, writes that HTML (and the styles styled-components made)
// into the shell's index.html, and runs Lighthouse mobile on `/` with and without it, median of BENCH_RUNS (3).
// The page still mounts with createRoot (no hydration), so this is the best case for first paint, not for blocking
// time. The shell's built index.html (and its .gz/.br) is restored afterwards.
//
//   BENCH_PORT_BASE=8820 node bench/experiment-static-first-screen.mjs
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath, startShop } from '../lib/shop-server.mjs';
import { median } from '../lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const dist = path.resolve(import.meta.dirname, '../../shell/dist');
const indexFile = path.join(dist, 'index.html');

/** The first screen of `/` as a visitor who closed the sign-in dialog sees it, with its CSS. */
async function renderFirstScreen(baseURL) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${baseURL}/`);
    await page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const root = document.getElementById('root').cloneNode(true);
      for (const dialog of root.querySelectorAll('[role="dialog"], [aria-modal="true"]')) dialog.remove();
      const css = [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => rule.cssText);
          } catch {
            return [];
          }
        })
        .join('\n');
      return { html: root.innerHTML, css };
    });
  } finally {
    await browser.close();
  }
}

async function lighthouseMobile(chrome, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const audits = result.lhr.audits;
    runs.push({
      score: Math.round(result.lhr.categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      observedLcp: audits.metrics.details.items[0].observedLargestContentfulPaint,
      observedFcp: audits.metrics.details.items[0].observedFirstContentfulPaint,
      lcpElement: audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.snippet,
    });
  }
  console.log(
    `  LCP element ${runs[0].lcpElement}, observed (unthrottled) FCP ${Math.round(runs[0].observedFcp)} ms, LCP ${runs.map((r) => Math.round(r.observedLcp)).join(', ')} ms`,
  );
  const row = {};
  for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls']) row[key] = median(runs.map((r) => r[key]));
  return row;
}

const print = (label, r) =>
  console.log(
    `${label.padEnd(34)} score ${r.score}  FCP ${Math.round(r.fcp)} ms  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  (load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})`,
  );

const { baseURL, stop } = await startShop();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
const variants = ['', '.gz', '.br'].filter((ext) => existsSync(indexFile + ext));
try {
  const { html, css } = await renderFirstScreen(baseURL);
  const original = readFileSync(indexFile, 'utf8');
  // #root holds only the boot placeholder of the page (config/webpack/page.html).
  const emptyRoot = /<div id="?root"?>(<div class="?boot"?>[^<]*<\/div>)?<\/div>/;
  if (!emptyRoot.test(original)) throw new Error('index.html has no #root with only its placeholder to fill');
  const prerendered = original
    .replace('</head>', () => `<style data-first-screen>${css}</style></head>`)
    .replace(emptyRoot, () => `<div id="root">${html}</div>`);
  console.log(
    `first screen: ${(html.length / 1024).toFixed(1)} KB of HTML, ${(css.length / 1024).toFixed(1)} KB of CSS`,
  );

  print('as built (client-rendered)', await lighthouseMobile(chrome, `${baseURL}/`));
  for (const ext of variants) renameSync(indexFile + ext, `${indexFile}${ext}.experiment-backup`);
  try {
    writeFileSync(indexFile, prerendered);
    if (variants.includes('.gz')) writeFileSync(`${indexFile}.gz`, gzipSync(prerendered, { level: 9 }));
    if (variants.includes('.br')) writeFileSync(`${indexFile}.br`, brotliCompressSync(prerendered));
    const served = await fetch(`${baseURL}/`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) =>
      r.text(),
    );
    if (!served.includes('hero-title'))
      throw new Error('the shell does not serve the first screen in its HTML');
    print('first screen in the HTML', await lighthouseMobile(chrome, `${baseURL}/`));
  } finally {
    for (const ext of variants) renameSync(`${indexFile}${ext}.experiment-backup`, indexFile + ext);
  }
} finally {
  await chrome.kill();
  await stop();
}
