// `npm run bench:offline`: what a returning shopper downloads, and how soon a phone on a slow connection shows the
// first product, with the shop's service worker (docs/storefront.md §11). In one run against a production build:
//   - a repeat visit of /, /products and a product page: every request that reaches the network (the page's and its
//     worker's, seen by a proxy in front of the shop), the script bytes among them (the target is none: the worker
//     keeps every script), and the status of the runtime config and manifests (answered 304 when unchanged);
//   - the same repeat visit on an emulated slow 3G connection (400 kbit/s, 400 ms round trip, applied by a throttling
//     proxy to everything the browser sends, the worker's requests included): when the first product card is visible
//     (target 1.5 s);
//   - both again with the worker blocked (the browser's HTTP cache only), for comparison.
// Median of BENCH_RUNS (3) runs; records its section of docs/benchmarks.md unless --no-write.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { median } from '../lib/stats.mjs';
import { joinedAt, recordJoinTimes } from './page-clock.mjs';
import { load, machine, recordSection } from '../lib/record.mjs';
import { chromeFlags, chromePath, firstProductId, startShop } from '../lib/shop-server.mjs';

const { values: args } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const KB = 1024;
export const BUDGET = { repeatScriptKb: 0, slow3gFirstCardMs: 1500 };
export const SLOW_3G = { kbitPerSecond: 400, roundTripMs: 400 };

/**
 * An HTTP proxy in front of the shop that logs every request that reaches the network (the page's and its service
 * worker's alike) with its status and the bytes of its answer as sent. With `throttle`, it also holds each answer for a
 * round trip and passes its bytes at the connection's rate, shared by every answer in flight (one radio link). Plain
 * HTTP only: the bench's shop is on localhost.
 */
function startProxy(throttle) {
  const log = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const bytesPerMs = throttle ? (throttle.kbitPerSecond * 1000) / 8 / 1000 : Infinity;
  let linkFreeAt = 0;
  /** When `bytes` more can have crossed the link, sharing it with what is already queued. */
  const reserve = (bytes) => {
    linkFreeAt = Math.max(linkFreeAt, Date.now()) + bytes / bytesPerMs;
    return linkFreeAt;
  };
  const wait = (until) => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
  const server = http.createServer((request, response) => {
    const target = new URL(request.url);
    const entry = { url: target.href, status: 0, bytes: 0, type: '' };
    log.push(entry);
    inFlight += 1;
    response.on('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: request.headers,
      },
      async (answer) => {
        if (throttle) await wait(Date.now() + throttle.roundTripMs);
        entry.status = answer.statusCode ?? 502;
        entry.type = String(answer.headers['content-type'] ?? '');
        response.writeHead(entry.status, answer.headers);
        for await (const chunk of answer) {
          entry.bytes += chunk.length;
          if (throttle) await wait(reserve(chunk.length));
          response.write(chunk);
        }
        response.end();
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('connect', (_request, socket) => socket.destroy());
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        /** What reached the network from now until `read()` is called. */
        watch() {
          const from = log.length;
          return { read: () => log.slice(from) };
        },
        /** Resolves once nothing has crossed the proxy for `quietMs`. */
        async idle(quietMs = 2000) {
          while (inFlight > 0 || Date.now() - lastActivity < quietMs)
            await new Promise((r) => setTimeout(r, 200));
        },
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

const isScript = (row) => /javascript/.test(row.type) || /\.m?js$/.test(new URL(row.url).pathname);
/** What names the builds to run: asked again on each visit, answered 304 while unchanged. */
const namesBuilds = (row) =>
  /\/(runtime-config\.json|mf-manifest[^/]*\.json|sw\.js)$/.test(new URL(row.url).pathname);

const firstCard = (page) => page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first();

/** A returning shopper: a context that has visited the three pages once and, with the worker, kept them. */
async function returningShopper(browser, baseURL, paths, { worker, proxy }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    screen: { width: 375, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    serviceWorkers: worker ? 'allow' : 'block',
    // Everything through the proxy, the shop on localhost included.
    proxy: { server: proxy.url, bypass: '<-loopback>' },
  });
  await context.addInitScript(recordJoinTimes);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${baseURL}${path}`);
    await page.waitForLoadState('networkidle');
    if (worker)
      await page.waitForFunction(
        async () => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(location.href)),
        undefined,
        { timeout: 60_000, polling: 250 },
      );
  }
  // A shopper returns later: whatever the worker was still fetching (its precache) has arrived.
  await proxy.idle();
  await page.close();
  return context;
}

async function repeatVisit(browser, baseURL, paths, options) {
  const context = await returningShopper(browser, baseURL, paths, options);
  try {
    const results = [];
    for (const path of paths) {
      const page = await context.newPage();
      const log = options.proxy.watch();
      await page.goto(`${baseURL}${path}`);
      const card = path.startsWith('/products/')
        ? page.getByRole('button', { name: 'Add to Cart' })
        : firstCard(page);
      await card.waitFor({ state: 'visible', timeout: 60_000 });
      const visibleMs = Math.max(
        await joinedAt(card),
        await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      );
      await page.waitForLoadState('networkidle');
      const rows = log.read();
      await page.close();
      const scripts = rows.filter(isScript);
      if (process.env.BENCH_LIST)
        for (const row of rows) console.log(`    ${path} ${row.status} ${row.bytes} ${row.url}`);
      results.push({
        path,
        visibleMs: Math.round(visibleMs),
        requests: rows.length,
        bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
        scriptBytes: scripts.reduce((sum, row) => sum + row.bytes, 0),
        scripts: scripts.length,
        builds: rows
          .filter(namesBuilds)
          .map((row) => `${new URL(row.url).pathname.split('/').pop()} ${row.status}`),
      });
    }
    return results;
  } finally {
    await context.close();
  }
}

async function measure(baseURL, paths, proxies) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const rows = [];
  try {
    for (const worker of [true, false])
      for (const network of ['local', 'slow 3G']) {
        const runs = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await repeatVisit(browser, baseURL, paths, { worker, proxy: proxies[network] }));
        for (const [index, path] of paths.entries()) {
          const of = runs.map((results) => results[index]);
          const row = {
            worker,
            network,
            path,
            visibleMs: median(of.map((r) => r.visibleMs)),
            requests: median(of.map((r) => r.requests)),
            bytes: median(of.map((r) => r.bytes)),
            scriptBytes: median(of.map((r) => r.scriptBytes)),
            scripts: median(of.map((r) => r.scripts)),
            builds: of[0].builds,
          };
          rows.push(row);
          console.log(
            `${worker ? 'worker   ' : 'no worker'} ${network.padEnd(8)} ${path.padEnd(14)} first card ${String(row.visibleMs).padStart(5)} ms  ${row.requests} requests, ${(row.bytes / KB).toFixed(1)} KB, scripts ${row.scripts} / ${(row.scriptBytes / KB).toFixed(1)} KB  ${row.builds.join(', ')}   [load ${load()}]`,
          );
        }
      }
  } finally {
    await browser.close();
  }
  return rows;
}

function failures(rows) {
  const failed = [];
  for (const row of rows.filter((r) => r.worker)) {
    if (row.network === 'local' && row.scriptBytes > BUDGET.repeatScriptKb * KB)
      failed.push(`${row.path}: ${(row.scriptBytes / KB).toFixed(1)} KB of script on a repeat visit, not 0`);
    if (row.network === 'local' && row.builds.some((entry) => !entry.endsWith(' 304')))
      failed.push(
        `${row.path}: ${row.builds.filter((entry) => !entry.endsWith(' 304')).join(', ')} (not 304)`,
      );
    if (row.network === 'slow 3G' && row.visibleMs > BUDGET.slow3gFirstCardMs)
      failed.push(
        `${row.path}: first card after ${row.visibleMs} ms on slow 3G > ${BUDGET.slow3gFirstCardMs} ms`,
      );
  }
  return failed;
}

const MARK_START = '<!-- npm run bench:offline: start -->';
const MARK_END = '<!-- npm run bench:offline: end -->';

function report({ date, machineBefore, machineAfter, rows, failed }) {
  const lines = [MARK_START, '', '# Repeat visits and slow connections (`npm run bench:offline`)', ''];
  lines.push(
    'Produced by `npm run bench:offline` (`bench/front/offline.mjs`): a production build served by `scripts/serve.mjs`,',
    'Chromium at 375 px (2× pixels). A returning shopper has opened the three pages once; the row is their next visit',
    'in a new tab: every request that reached the network (the page’s and its service worker’s, as a proxy in front of',
    'the shop saw them), the script bytes among',
    'them, and when the first product card (on a product page, Add to Cart) was visible. Slow 3G is',
    `${SLOW_3G.kbitPerSecond} kbit/s with ${SLOW_3G.roundTripMs} ms per round trip, applied by a throttling proxy to`,
    `everything the browser sends. Median of ${RUNS} runs; "no worker" blocks the service worker (HTTP cache only).`,
    '',
    `- Date: ${date}`,
    `- Machine at the start: ${machineBefore}`,
    `- Machine at the end: ${machineAfter}`,
    `- Targets: no script bytes on a repeat visit, the runtime config and manifests answered 304, and the first card within ${BUDGET.slow3gFirstCardMs / 1000} s on slow 3G.`,
    `- Result: ${failed.length === 0 ? '**every target met**' : `**${failed.length} missed**: ${failed.join('; ')}`}`,
    '',
    '| service worker | network | page | first card visible | requests to the network | KB | scripts | script KB | config and manifests |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of rows)
    lines.push(
      `| ${r.worker ? 'yes' : 'no'} | ${r.network} | \`${r.path}\` | ${r.visibleMs} ms | ${r.requests} | ${(r.bytes / KB).toFixed(1)} | ${r.scripts} | ${(r.scriptBytes / KB).toFixed(1)} | ${r.builds.join(', ') || 'none asked'} |`,
    );
  lines.push('', MARK_END);
  return lines.join('\n');
}

const date = new Date().toISOString();
const machineBefore = machine();
console.log(`machine: ${machineBefore}`);
const { baseURL, stop } = await startShop({ base: Number(process.env.BENCH_PORT_BASE || 5300) });
const proxies = { local: await startProxy(null), 'slow 3G': await startProxy(SLOW_3G) };
let rows;
try {
  const productId = await firstProductId(baseURL);
  rows = await measure(baseURL, ['/', '/products', `/products/${productId}`], proxies);
} finally {
  await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
  await stop();
}
const failed = failures(rows);
const machineAfter = machine();
console.log(`machine: ${machineAfter}`);
for (const line of failed) console.log(`missed: ${line}`);
if (!args['no-write']) await record();
process.exitCode = failed.length ? 1 : 0;

async function record() {
  await recordSection(report({ date, machineBefore, machineAfter, rows, failed }), MARK_START, MARK_END);
}
