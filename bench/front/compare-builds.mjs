// Lighthouse (mobile, or desktop with --desktop) on two builds of the shop at once, to tell a change from this
// machine's noise: shop A serves the packages' own dist/ folders, shop B the same except for the folders given with
// --b; the runs alternate (A B, B A, ...) so both see the same load. Prints each run and the medians.
//
//   node bench/compare-builds.mjs --b shell=/tmp/shell-dist --b catalog=/tmp/catalog-dist [--path /] [--runs 4]
//     [--desktop]
//   (--b-env KEY=VALUE sets an environment variable of shop B's server, e.g. PRELOAD_ROUTE_SCRIPTS=0)
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath, shopBEnv, startShop } from '../lib/shop-server.mjs';
import { median } from '../lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    b: { type: 'string', multiple: true, default: [] },
    'b-env': { type: 'string', multiple: true, default: [] },
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '4' },
    // Lighthouse's desktop preset instead of its default (mobile).
    desktop: { type: 'boolean', default: false },
  },
});
const config = args.desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
const base = Number(process.env.BENCH_PORT_BASE || 7400);
const overrides = shopBEnv(args);
if (!Object.keys(overrides).length) throw new Error('give at least one --b NAME=DIR or --b-env KEY=VALUE');
if (process.env.BASE_URL) throw new Error('compare-builds serves its own two shops: unset BASE_URL');

const shops = {
  A: await startShop({ base }),
  B: await startShop({ base: base + 50, env: overrides }),
};
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
const results = { A: [], B: [] };
try {
  for (let run = 0; run < Number(args.runs); run++) {
    for (const name of run % 2 ? ['B', 'A'] : ['A', 'B']) {
      const { lhr } = await lighthouse(
        `${shops[name].baseURL}${args.path}`,
        { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
        config,
      );
      const row = {
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      };
      results[name].push(row);
      console.log(
        `${name} score ${row.score}  TBT ${row.tbt} ms  LCP ${row.lcp} ms  FCP ${row.fcp} ms  (load ${loadavg()[0].toFixed(2)})`,
      );
    }
  }
} finally {
  await chrome.kill();
  await Promise.all([shops.A.stop(), shops.B.stop()]);
}
for (const name of ['A', 'B']) {
  const rows = results[name];
  console.log(
    `${name} median: score ${median(rows.map((r) => r.score))}  TBT ${median(rows.map((r) => r.tbt))} ms  LCP ${median(rows.map((r) => r.lcp))} ms  FCP ${median(rows.map((r) => r.fcp))} ms`,
  );
}
