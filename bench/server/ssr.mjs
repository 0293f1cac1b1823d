#!/usr/bin/env node
// `npm run bench:ssr`: what server rendering costs, on a production build with a throw-away embedded database.
// 1) Throughput and p99 at 50 connections, in one run: the shell's static index.html from the same server, then a
//    product page and /products from the page cache, then the same pages rendered for every request (a query
//    parameter the page ignores makes each URL new to the cache).
// 2) Memory of the renderer, in this process: heap after a full GC across 10,000 renders and across 20 swaps of the
//    catalog's version (each a container of its own, loaded from its own URL).
// Recorded in docs/benchmarks.md (`--no-write`: printed only).
// Env: BENCH_PORT_BASE (default 5300), BENCH_SSR_SECONDS (10), BENCH_SSR_RENDERS (10000), BENCH_SSR_SWAPS (20).
// Run with --expose-gc and a 64 MB heap (the npm script does): with room to spare V8 keeps the compiled code of a
// version nothing uses any more for a long while, and only a bounded heap shows what the server really retains.
import 'tsx';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadedSharesOf, machine, recordSection } from '../lib/record.mjs';
import { firstProductId, startShop } from '../lib/shop-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// The shop's server is TypeScript (shell/src/server/http), loaded through tsx as scripts/serve.mjs loads it.
const { createStaticSite } = createRequire(import.meta.url)('../../shell/src/server/http/static-site.ts');
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const seconds = Number(process.env.BENCH_SSR_SECONDS || 10);
const renders = Number(process.env.BENCH_SSR_RENDERS || 10_000);
const swaps = Number(process.env.BENCH_SSR_SWAPS || 20);
const base = Number(process.env.BENCH_PORT_BASE || 5300);

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');

/**
 * Heap after full collections. Several: V8 ages compiled code out of its caches over a few collections (each version
 * of a remote is new code), so one or two collections show code that nothing uses any more.
 */
const heapMb = () => {
  for (let i = 0; i < 8; i += 1) globalThis.gc();
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
};

async function load(title, baseURL, path, { fresh = false } = {}) {
  let n = 0;
  const result = await autocannon({
    url: `${baseURL}${path}`,
    connections: 50,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
    requests: fresh
      ? [
          {
            setupRequest: (request) => {
              n += 1;
              return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}v=${n}` };
            },
          },
        ]
      : undefined,
  });
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  console.log(
    `${title.padEnd(34)} ${String(row.rps).padStart(6)} req/s   p99 ${String(row.p99).padStart(4)} ms   errors ${row.errors}`,
  );
  return row;
}

async function throughput(shop) {
  const product = `/products/${await firstProductId(shop.baseURL)}`;
  // Warm: the catalog's server build loaded, the pages cached.
  for (const path of [product, '/products'])
    await fetch(`${shop.baseURL}${path}`, { headers: { accept: 'text/html' } });
  console.log(`\nThroughput at 50 connections, ${seconds} s each (${product}):`);
  const rows = [
    await load('static index.html', shop.baseURL, '/index.html'),
    await load('product page, cached', shop.baseURL, product),
    await load('/products, cached', shop.baseURL, '/products'),
    await load('product page, rendered each time', shop.baseURL, product, { fresh: true }),
    await load('/products, rendered each time', shop.baseURL, '/products', { fresh: true }),
  ];
  const [staticPage] = rows;
  console.log(
    `cached/static: product ${Math.round((rows[1].rps / staticPage.rps) * 100)} %, /products ${Math.round((rows[2].rps / staticPage.rps) * 100)} %`,
  );
  return { product, rows };
}

/** The renderer in this process, against the shop's API and catalog: heap after GC across renders and swaps. */
async function memory(shop) {
  const { loadRenderer } = require(path.join(root, 'shell/dist/server/render.js'));
  const renderer = await loadRenderer();
  renderer.configureApi(`http://127.0.0.1:${base + 10}/api/`);
  const catalogDist = path.join(root, 'mf-catalog/dist');
  // Versions of the catalog's server build, each under a URL of its own, served from a copy of its folder.
  const served = mkdtempSync(path.join(tmpdir(), 'kasuwa-bench-ssr-'));
  const serverDir = path.join(catalogDist, 'server');
  const entry = readdirSync(serverDir).find((file) => /^remoteEntry\.[0-9a-f]+\.js$/.test(file));
  for (const file of readdirSync(serverDir))
    if (file.endsWith('.js')) copyFileSync(path.join(serverDir, file), path.join(served, file));
  for (let i = 1; i <= swaps; i += 1)
    copyFileSync(path.join(serverDir, entry), path.join(served, `remoteEntry.v${i}.js`));
  const site = await createStaticSite({ root: served, cors: true });
  await site.listen({ port: base + 20, host: '127.0.0.1' });
  const version = (i) => [
    { name: 'catalog', version: `v${i}`, ssrEntry: `http://127.0.0.1:${base + 20}/remoteEntry.v${i}.js` },
  ];
  const render = async (url, remotes) => {
    const page = await renderer.renderPage({ url, remotes });
    for await (const _chunk of page.body);
    if (page.rendered.length !== 1) throw new Error(`${url} was not rendered with the catalog`);
  };
  try {
    const { data } = await (await fetch(`${shop.baseURL}/api/products?page_size=24`)).json();
    if (!data) throw new Error('The API did not answer the product list');
    const ids = data.results.map((product) => product.id);
    await render(`/products/${ids[0]}`, version(1));
    const renderHeap = [[0, heapMb()]];
    for (let n = 1; n <= renders; n += 1) {
      await render(n % 2 ? `/products/${ids[n % ids.length]}` : `/products?page=${1 + (n % 3)}`, version(1));
      if (n % (renders / 5) === 0) renderHeap.push([n, heapMb()]);
    }
    console.log(
      `\nHeap after GC across ${renders} renders (MB): ${renderHeap.map(([n, mb]) => `${n}: ${mb}`).join(', ')}`,
    );
    const swapHeap = [[1, heapMb()]];
    for (let i = 2; i <= swaps; i += 1) {
      for (let n = 0; n < 20; n += 1) await render(`/products/${ids[n % ids.length]}`, version(i));
      if (i % 5 === 0 || i === 2) swapHeap.push([i, heapMb()]);
    }
    console.log(
      `Heap after GC across ${swaps} versions of the catalog, 20 renders each (MB): ${swapHeap.map(([n, mb]) => `v${n}: ${mb}`).join(', ')}; loaded now: ${renderer.loadedVersions().join(' ')}`,
    );
    // Every library shared with the catalog's server build, loaded once: the shell's copy.
    const { loaded } = loadedSharesOf(globalThis.__FEDERATION__);
    const twice = Object.entries(loaded).filter(([, versions]) => versions.length > 1);
    const singletons = Object.entries(loaded).map(([key, [version]]) => `${key} ${version}`);
    console.log(`Shared on the server, each loaded once: ${singletons.join(', ')}`);
    if (twice.length) console.log(`LOADED MORE THAN ONCE ON THE SERVER: ${JSON.stringify(twice)}`);
    return { renderHeap, swapHeap, singletons, twice };
  } finally {
    await site.close();
    rmSync(served, { recursive: true, force: true });
  }
}

// Every request of the benchmark comes from this machine's one address: the API's per-address limit is lifted.
/** docs/architecture.md: cached pages at least half as fast as the static page; rendered ones 100 req/s on this machine. */
const BUDGET = { cachedShareOfStatic: 0.5, renderedRps: 100 };

function failures({ rows }, heap) {
  const [staticPage, ...pages] = rows;
  const failed = heap.twice.map(([key, versions]) => `${key} loaded ${versions.length} times on the server`);
  for (const row of pages) {
    if (row.title.includes('cached') && row.rps < staticPage.rps * BUDGET.cachedShareOfStatic)
      failed.push(`${row.title}: ${row.rps} req/s < half of the static page's ${staticPage.rps}`);
    if (row.title.includes('rendered') && row.rps < BUDGET.renderedRps)
      failed.push(`${row.title}: ${row.rps} req/s < ${BUDGET.renderedRps}`);
    if (row.errors > 0) failed.push(`${row.title}: ${row.errors} errors`);
  }
  return failed;
}

const MARK_START = '<!-- npm run bench:ssr: start -->';
const MARK_END = '<!-- npm run bench:ssr: end -->';

function report({ date, before, after, load: loadRun, heap, failed }) {
  const lines = [
    MARK_START,
    '',
    '# Server rendering (`npm run bench:ssr`, part of `npm run bench`)',
    '',
    'Produced by `bench/server/ssr.mjs`: a production build served by `scripts/serve.mjs` on a throw-away embedded',
    `database. autocannon, 50 connections, ${seconds} s a row, in one run: the shell's static \`index.html\` from the`,
    "same server, pages from the server's page cache, and pages rendered for every request (a query parameter the page",
    "ignores makes each URL new to the cache). The heap is measured in the benchmark's own process, which loads the",
    "shell's server build, after full collections, with a 64 MB heap (`--max-old-space-size=64`).",
    '',
    `- Date: ${date}`,
    `- Machine at the start: ${before}`,
    `- Machine at the end: ${after}`,
    `- Budgets (docs/architecture.md): cached pages ≥ ${BUDGET.cachedShareOfStatic * 100} % of the static page's req/s; rendered pages ≥ ${BUDGET.renderedRps} req/s; the heap flat.`,
    `- Result: ${failed.length === 0 ? '**every budget met**' : `**${failed.length} over budget**: ${failed.join('; ')}`}`,
    '',
    `| page (${loadRun.product} for the product) | req/s | p99 |`,
    '| --- | ---: | ---: |',
    ...loadRun.rows.map((row) => `| ${row.title} | ${row.rps} | ${row.p99} ms |`),
    '',
    `Heap after GC across ${renders} renders (MB): ${heap.renderHeap.map(([n, mb]) => `${n}: ${mb}`).join(', ')}.`,
    '',
    `Heap after GC across ${swaps} versions of the catalog, 20 renders each (MB): ${heap.swapHeap.map(([n, mb]) => `v${n}: ${mb}`).join(', ')}.`,
    '',
    `Shared on the server, each loaded once (the shell's copy, which the catalog's server build uses): ${heap.singletons.join(', ')}.`,
    '',
    MARK_END,
  ];
  return lines.join('\n');
}

const record = (text) => recordSection(text, MARK_START, MARK_END);

const date = new Date().toISOString();
const before = machine();
console.log(`machine: ${before}`);
// One address sends every request here: neither the API's limit nor the render limit may refuse them.
const shop = await startShop({
  base,
  env: { RATE_LIMIT_MAX: '10000000', RENDER_RATE_LIMIT_MAX: '10000000' },
});
let loadRun;
let heap;
try {
  if (seconds > 0) loadRun = await throughput(shop);
  heap = await memory(shop);
} finally {
  await shop.stop();
}
const after = machine();
console.log(`machine: ${after}`);
if (loadRun) {
  const failed = failures(loadRun, heap);
  for (const line of failed) console.log(`over budget: ${line}`);
  if (!process.argv.includes('--no-write'))
    await record(report({ date, before, after, load: loadRun, heap, failed }));
  process.exitCode = failed.length ? 1 : 0;
}
process.exit();
