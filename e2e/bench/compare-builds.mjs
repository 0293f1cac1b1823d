// Lighthouse mobile on two builds of the shop at once, to tell a change from this machine's noise: shop A serves
// the packages' own dist/ folders, shop B the same except for the folders given with --b; the runs alternate
// (A B, B A, ...) so both see the same load. Prints each run and the medians.
//
//   node bench/compare-builds.mjs --b shell=/tmp/shell-dist --b catalog=/tmp/catalog-dist [--path /] [--runs 4]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath } from './shop-server.mjs';

const { values: args } = parseArgs({
  options: {
    b: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '4' },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const base = Number(process.env.BENCH_PORT_BASE || 7400);
const overrides = Object.fromEntries(
  args.b.map((pair) => {
    const [name, dir] = pair.split('=');
    if (!name || !dir) throw new Error(`--b wants NAME=DIR, got ${pair}`);
    return [`${name.toUpperCase()}_DIST`, path.resolve(dir)];
  }),
);
if (!Object.keys(overrides).length) throw new Error('give at least one --b NAME=DIR');

async function startShop(ports, extra) {
  const env = {
    ...process.env,
    ...extra,
    SHELL_PORT: String(ports),
    CATALOG_PORT: String(ports + 1),
    CART_PORT: String(ports + 2),
    ACCOUNT_PORT: String(ports + 3),
    ADMIN_PORT: String(ports + 4),
    API_PORT: String(ports + 10),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kasuwa-compare-')),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn('node', [path.join(root, 'scripts/serve.mjs')], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid, 'SIGTERM');
  const url = `http://localhost:${ports}`;
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the shop on ${url} did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, stop };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const shops = { A: await startShop(base, {}), B: await startShop(base + 50, overrides) };
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
const results = { A: [], B: [] };
try {
  for (let run = 0; run < Number(args.runs); run++) {
    for (const name of run % 2 ? ['B', 'A'] : ['A', 'B']) {
      const { lhr } = await lighthouse(`${shops[name].url}${args.path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const row = {
        score: Math.round(lhr.categories.performance.score * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      };
      results[name].push(row);
      console.log(
        `${name} score ${row.score}  TBT ${row.tbt} ms  LCP ${row.lcp} ms  (load ${loadavg()[0].toFixed(2)})`,
      );
    }
  }
} finally {
  await chrome.kill();
  shops.A.stop();
  shops.B.stop();
}
for (const name of ['A', 'B']) {
  const rows = results[name];
  console.log(
    `${name} median: score ${median(rows.map((r) => r.score))}  TBT ${median(rows.map((r) => r.tbt))} ms  LCP ${median(rows.map((r) => r.lcp))} ms`,
  );
}
