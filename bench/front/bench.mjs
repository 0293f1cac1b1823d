// `npm run bench`: the front-end budgets of docs/architecture.md, measured in one run against a production build served by
// scripts/serve.mjs (or BASE_URL), median of BENCH_RUNS (3) runs each:
//   - first-load JavaScript (gzip level 9 of each script, as served) of /, /products, a product page, /cart
//     (signed in) and /admin (signed in): in all once the network is idle, and what was requested before the page's
//     content (the first product card, the product, the cart, the dashboard) was visible;
//   - each shared singleton loaded exactly once (from the federation runtime's share scopes): fails loudly if not;
//   - Lighthouse 12 mobile and desktop performance of /, /products and a product page (score, TBT, CLS).
// Records the date, the machine and its load average into docs/benchmarks.md (unless --no-write).
//
//   node bench/front/bench.mjs [--no-lighthouse] [--no-size] [--no-write] [--runs N] [--list] [--against DIR | --against-rev REV]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median } from '../lib/stats.mjs';
import { attributeScript, COLUMNS, composition, mapsFromBuilds } from './composition.mjs';
import { joinedAt, recordJoinTimes } from './page-clock.mjs';
import { load, loadedSharesOf, machine, recordSection } from '../lib/record.mjs';
import { buildFolders, chromeFlags, chromePath, startShop } from '../lib/shop-server.mjs';
import { builtWorktree } from '../lib/worktree.mjs';

const { values: args } = parseArgs({
  options: {
    'no-lighthouse': { type: 'boolean', default: false },
    'no-size': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    // Print every route's scripts (only `/`'s otherwise).
    list: { type: 'boolean', default: false },
    // A built checkout of an earlier release, measured by Lighthouse beside this one (runs alternating).
    against: { type: 'string' },
    // The same, for a commit of this repository: built first in a worktree of its own (bench/lib/worktree.mjs).
    'against-rev': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const KB = 1024;
export const BUDGET = {
  /**
   * The public routes render on the server: their content is in the HTML, before any script; their JavaScript in
   * all is no more than it was before server rendering (KB gz; the product page by any id).
   */
  publicTotalKb: { '/': 215, '/products': 223, product: 219 },
  /**
   * The signed-in routes render their content in the browser (the session is a Bearer token it keeps): the stack and
   * the composition weigh about 169 KB before any of the shop's code (docs/performance.md).
   */
  signedInBeforeContentKb: 200,
  mobileScore: 95,
  desktopScore: 100,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0,
};
const publicTotalKb = (path) => BUDGET.publicTotalKb[path] ?? BUDGET.publicTotalKb.product;
/** Shared singletons that every page of the shop loads; each must be there exactly once. */
const ALWAYS_SHARED = ['react', 'react-dom', 'react-router-dom', 'shop-runtime'];
const DEMO = {
  shopper: { email: 'shopper@kasuwa.test', password: process.env.SHOPPER_PASSWORD || 'KasuwaShopper1' },
  admin: { email: 'admin@kasuwa.test', password: process.env.ADMIN_PASSWORD || 'KasuwaAdmin1' },
};

const kb = (bytes) => (bytes / KB).toFixed(1);

async function signIn(baseURL, who) {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO[who], remember: false }),
  });
  if (!response.ok) throw new Error(`signing in as ${who}: HTTP ${response.status}`);
  const { data: tokens } = await response.json();
  return { tokens, role: who === 'admin' ? 'ADMIN' : 'REGULAR' };
}

/** What "the page's content is visible" means on each route. */
function routes(productId) {
  const productCard = (page) => page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first();
  return [
    { path: '/', content: productCard, what: 'first product card', serverRendered: true },
    { path: '/products', content: productCard, what: 'first product card', serverRendered: true },
    {
      path: `/products/${productId}`,
      // Its name: without script the page asks for JavaScript instead of showing Add to Cart (a no-script note).
      content: (page) => page.locator('main h1').first(),
      what: 'product name',
      serverRendered: true,
    },
    {
      path: '/cart',
      session: 'shopper',
      content: (page) =>
        page
          .locator('main section[aria-label="Cart items"]')
          .or(page.getByText('Your cart is empty'))
          .first(),
      what: 'cart lines or empty cart',
    },
    {
      path: '/admin',
      session: 'admin',
      content: (page) => page.getByRole('heading', { name: 'Dashboard' }),
      what: 'dashboard',
    },
  ];
}

/** The share scopes of the page (see `loadedSharesOf`). */
const loadedShares = (page) => page.evaluate(`(${loadedSharesOf})(globalThis.__FEDERATION__)`);

/** Whether the route's content is in its HTML: visible in a browser that runs no script at all. */
async function contentInHtml(browser, baseURL, route) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}${route.path}`);
    return await route
      .content(page)
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    await context.close();
  }
}

/** One cold visit (fresh context, empty cache) of a route. */
async function visit(browser, baseURL, route, sessions) {
  // Content in the HTML waits for no script: none counts before it, however early the page asks for its scripts.
  const inHtml = route.serverRendered ? await contentInHtml(browser, baseURL, route) : false;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (route.session)
    await context.addInitScript(
      (session) => localStorage.setItem('auth', JSON.stringify(session)),
      sessions[route.session],
    );
  await context.addInitScript(recordJoinTimes);
  const page = await context.newPage();
  const scripts = new Map();
  const bodies = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !scripts.has(request.url()))
      scripts.set(request.url(), { beforeContent: false, gzip: 0, raw: 0 });
  });
  page.on('response', (response) => {
    const entry = scripts.get(response.url());
    if (!entry || !response.ok()) return;
    bodies.push(
      response.body().then(
        (body) => {
          entry.raw = body.length;
          entry.gzip = gzipSync(body, { level: 9 }).length;
          entry.code = body.toString('utf8');
        },
        () => {},
      ),
    );
  });
  await page.goto(`${baseURL}${route.path}`);
  const content = route.content(page);
  await content.waitFor({ state: 'visible', timeout: 60_000 });
  const contentAt = await joinedAt(content);
  const contentMs = Math.round(contentAt);
  await page.waitForLoadState('networkidle');
  // What the shell loads when the browser is idle after the first render counts toward the total.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  // A script counts before the content when the page asked for it before the content joined the document (a
  // resource's timing entry is there once it has arrived, so they are read after the network is idle).
  const requestedAt = await page.evaluate(() =>
    Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    ),
  );
  for (const [url, entry] of scripts)
    entry.beforeContent = !inHtml && (requestedAt[url] ?? Infinity) < contentAt;
  const shares = await loadedShares(page);
  await context.close();
  const list = [...scripts].map(([url, s]) => ({ url, ...s }));
  const sum = (items) => items.reduce((total, s) => total + s.gzip, 0);
  return {
    scripts: list,
    total: sum(list),
    beforeContent: sum(list.filter((s) => s.beforeContent)),
    count: list.length,
    countBefore: list.filter((s) => s.beforeContent).length,
    contentMs,
    shares,
  };
}

function checkSingletons(route, shares) {
  const problems = [];
  for (const [key, versions] of Object.entries(shares.loaded))
    if (versions.length > 1)
      problems.push(`${route}: ${key} is loaded ${versions.length} times (${versions.join(', ')})`);
  for (const key of ALWAYS_SHARED)
    if (!shares.loaded[key]) problems.push(`${route}: ${key} was never loaded through the share scope`);
  return problems;
}

async function measureSizes(baseURL, productId) {
  const sessions = { shopper: await signIn(baseURL, 'shopper'), admin: await signIn(baseURL, 'admin') };
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const rows = [];
  const problems = [];
  const attributions = new Map();
  const readMap = mapsFromBuilds(await buildFolders(baseURL));
  try {
    for (const route of routes(productId)) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await visit(browser, baseURL, route, sessions));
      for (const run of runs) problems.push(...checkSingletons(route.path, run.shares));
      // Where the bytes come from, from the first run's scripts and the source maps in the build folders (a script is
      // the same file on every route: its map is read once).
      const attributed = await Promise.all(
        runs[0].scripts.map(async (script) => {
          if (!attributions.has(script.url)) attributions.set(script.url, attributeScript(script, readMap));
          return { script, attribution: await attributions.get(script.url) };
        }),
      );
      const row = {
        path: route.path,
        kinds: {
          total: composition(attributed),
          beforeContent: composition(attributed, (script) => script.beforeContent),
        },
        what: route.what,
        signedIn: route.session ?? null,
        total: median(runs.map((r) => r.total)),
        beforeContent: median(runs.map((r) => r.beforeContent)),
        count: median(runs.map((r) => r.count)),
        countBefore: median(runs.map((r) => r.countBefore)),
        contentMs: median(runs.map((r) => r.contentMs)),
        singletons: Object.keys(runs[0].shares.loaded).length,
      };
      rows.push(row);
      console.log(
        `${route.path.padEnd(14)} ${kb(row.total).padStart(6)} KB gz in ${row.count} scripts, ${kb(row.beforeContent).padStart(6)} KB before the ${route.what} (${row.contentMs} ms)   [load ${load()}]`,
      );
      console.log(
        `${''.padEnd(14)} before content / in all: ${COLUMNS.map(
          (kind) => `${kind} ${kb(row.kinds.beforeContent[kind])} / ${kb(row.kinds.total[kind])}`,
        ).join(', ')}`,
      );
      if (args.list)
        console.log(
          `${''.padEnd(14)} second copies in all: ${row.kinds.total.secondCopies
            .slice(0, 8)
            .map((copy) => `${copy.path} ${kb(copy.gzip)} (${copy.builds} builds)`)
            .join(', ')}`,
        );
      if (route.path === '/' || args.list)
        for (const s of runs[0].scripts.sort((a, b) => b.gzip - a.gzip))
          console.log(
            `     ${kb(s.gzip).padStart(6)} KB gz ${kb(s.raw).padStart(7)} KB raw ${s.beforeContent ? ' ' : '+'} ${s.url}`,
          );
    }
  } finally {
    await browser.close();
  }
  return { rows, problems };
}

/** One Lighthouse run of a page: its figures, and the scripts that cost its main thread most (bootup-time). */
async function lighthouseRun(lighthouse, port, url, config, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    config,
  );
  const audits = result?.lhr?.audits;
  if (!audits) throw new Error(`no Lighthouse result for ${url}`);
  // A trace Lighthouse could not read (NO_NAVSTART, now and then on a busy machine) is a failed run: run it again.
  if (result.lhr.runtimeError && attempt < 3)
    return lighthouseRun(lighthouse, port, url, config, attempt + 1);
  if (result.lhr.runtimeError)
    throw new Error(
      `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scripting: scriptingMs(audits),
    // Lighthouse's measure of the machine's speed at the time of the run (a loop it times before the page loads).
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    bootup: audits['bootup-time'].details?.items ?? [],
  };
}

/**
 * Lighthouse mobile and desktop on `/`, `/products` and a product page of each shop, RUNS times each; with two
 * shops (this build and --against's) the runs alternate (A B, B A, ...) so that both see the machine's same load.
 * @param {{ label: string, baseURL: string, productId: number }[]} shops
 */
async function measureLighthouse(shops) {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  const rows = [];
  const pages = (shop) => ['/', '/products', `/products/${shop.productId}`];
  try {
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ])
      for (const [index] of pages(shops[0]).entries()) {
        const runs = new Map(shops.map((shop) => [shop, []]));
        for (let run = 0; run < RUNS; run++)
          for (const shop of run % 2 ? [...shops].reverse() : shops)
            runs
              .get(shop)
              .push(
                await lighthouseRun(lighthouse, chrome.port, `${shop.baseURL}${pages(shop)[index]}`, config),
              );
        for (const shop of shops) {
          const page = pages(shop)[index];
          const shopRuns = runs.get(shop);
          const row = { preset, page, shop: shop.label };
          for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'scripting', 'benchmarkIndex'])
            row[key] = median(shopRuns.map((r) => r[key]));
          rows.push(row);
          console.log(
            `${shop.label.padEnd(8)} ${preset.padEnd(8)} ${page.padEnd(14)} score ${String(row.score).padStart(3)}  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  scripting ${Math.round(row.scripting)} ms  benchmark index ${Math.round(row.benchmarkIndex)}   (scores ${shopRuns.map((r) => r.score).join(', ')}; TBT ${shopRuns.map((r) => Math.round(r.tbt)).join(', ')}; load ${load()})`,
          );
          // The scripts that cost the main thread most, in the first run (ms at Lighthouse's slowdown).
          for (const item of shopRuns[0].bootup.slice(0, 5))
            console.log(
              `${''.padEnd(33)}${String(Math.round(item.scripting)).padStart(5)} ms scripting ${String(Math.round(item.scriptParseCompile)).padStart(4)} ms compile  ${item.url}`,
            );
        }
      }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * Main-thread script work of a Lighthouse run, in ms at its CPU slowdown: evaluation plus parse and compile
 * (the `scriptEvaluation` and `scriptParseCompile` groups of mainthread-work-breakdown).
 */
function scriptingMs(audits) {
  const groups = audits['mainthread-work-breakdown'].details?.items ?? [];
  return groups
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((sum, item) => sum + item.duration, 0);
}

function failures(sizes, lighthouse) {
  const failed = [];
  for (const row of sizes?.rows ?? []) {
    if (row.signedIn === null) {
      const total = publicTotalKb(row.path);
      if (row.total > total * KB) failed.push(`${row.path}: ${kb(row.total)} KB > ${total} KB in all`);
      if (row.beforeContent > 0)
        failed.push(`${row.path}: ${kb(row.beforeContent)} KB of script before the ${row.what}, not 0`);
    } else if (row.beforeContent > BUDGET.signedInBeforeContentKb * KB)
      failed.push(
        `${row.path}: ${kb(row.beforeContent)} KB > ${BUDGET.signedInBeforeContentKb} KB before the ${row.what}`,
      );
  }
  for (const row of (lighthouse ?? []).filter((r) => r.shop === 'this')) {
    const min = row.preset === 'mobile' ? BUDGET.mobileScore : BUDGET.desktopScore;
    if (row.score < min) failed.push(`Lighthouse ${row.preset} ${row.page}: score ${row.score} < ${min}`);
    if (row.preset === 'mobile' && row.tbt > BUDGET.tbtMs)
      failed.push(`Lighthouse mobile ${row.page}: TBT ${Math.round(row.tbt)} ms > ${BUDGET.tbtMs} ms`);
    if (row.preset === 'mobile' && row.lcp > BUDGET.lcpMs)
      failed.push(`Lighthouse mobile ${row.page}: LCP ${Math.round(row.lcp)} ms > ${BUDGET.lcpMs} ms`);
    if (row.cls > BUDGET.cls)
      failed.push(`Lighthouse ${row.preset} ${row.page}: CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
  }
  return failed;
}

const MARK_START = '<!-- npm run bench: start -->';
const MARK_END = '<!-- npm run bench: end -->';

function report({ date, machineBefore, machineAfter, sizes, lighthouse, failed }) {
  const lines = [MARK_START, '', '# Front-end budgets (`npm run bench`)', ''];
  lines.push(
    'Produced by `npm run bench` (`bench/front/bench.mjs`): a production build served by `scripts/serve.mjs`, Chromium,',
    `the median of ${RUNS} cold visits per row. Scripts are gzipped at level 9 as served; "before content" counts the`,
    "scripts the page asked for before the named content joined it (both read from the page's own clock), or none",
    'when the content is in the HTML (visible in a browser that runs no script: the server-rendered routes), "in all"',
    'everything until the network was idle',
    '(including what the shell loads when the browser is idle). Signed-in rows set the session before the visit.',
    '',
    `- Date: ${date}`,
    `- Machine at the start: ${machineBefore}`,
    `- Machine at the end: ${machineAfter}`,
    `- Budgets (docs/architecture.md): public routes (server-rendered) 0 KB of script before content and in all ≤ ${Object.values(BUDGET.publicTotalKb).join(' / ')} KB; signed-in routes ≤ ${BUDGET.signedInBeforeContentKb} KB before content; Lighthouse mobile ≥ ${BUDGET.mobileScore} with LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms and CLS ${BUDGET.cls}, desktop ${BUDGET.desktopScore}.`,
    `- Result: ${failed.length === 0 ? '**every budget met**' : `**${failed.length} over budget**: ${failed.join('; ')}`}`,
    '',
  );
  if (sizes) {
    lines.push(
      '| route | signed in | KB gz in all | scripts | KB gz before content | scripts | content | visible after |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |',
    );
    for (const r of sizes.rows)
      lines.push(
        `| \`${r.path}\` | ${r.signedIn ?? 'no'} | ${kb(r.total)} | ${r.count} | ${kb(r.beforeContent)} | ${r.countBefore} | ${r.what} | ${r.contentMs} ms |`,
      );
    lines.push(
      '',
      'Where those bytes come from (KB gz before content / in all), read from the source maps in the build folders:',
      '*libraries* are packages from node_modules other than the federation runtime, *federation* is what composing',
      "at runtime adds (the federation runtime, webpack's chunk loading and share tables, each remote's entry), *shop",
      "code* the workspace's own sources. *Second copies* are bytes of a source the page already has from another",
      'build (valibot, the bundler runtime of each remote entry, a kit component), counted in the three columns too.',
      "A script's gzip size is shared among its sources by their share of its characters: an estimate.",
      '',
      `| route | ${COLUMNS.join(' | ')} |`,
      `| --- | ${COLUMNS.map(() => '---:').join(' | ')} |`,
    );
    for (const r of sizes.rows)
      lines.push(
        `| \`${r.path}\` | ${COLUMNS.map(
          (kind) => `${kb(r.kinds.beforeContent[kind])} / ${kb(r.kinds.total[kind])}`,
        ).join(' | ')} |`,
      );
    lines.push(
      '',
      `Shared singletons: ${sizes.problems.length === 0 ? 'each loaded exactly once on every route' : sizes.problems.join('; ')}.`,
      '',
    );
  }
  if (lighthouse) {
    lines.push(
      'Lighthouse 12 in the system Chromium, performance category, anonymous visitor (the sign-in dialog opens on',
      "load, as docs/storefront.md §2.3 says); mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown).",
      '',
      "The benchmark index is Lighthouse's own measure of the machine's speed during the runs (median).",
      '',
      '| build | preset | page | score | FCP | LCP | TBT | CLS | script work | benchmark index |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const r of lighthouse)
      lines.push(
        `| ${r.shop} | ${r.preset} | \`${r.page}\` | ${r.score} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.scripting)} ms | ${Math.round(r.benchmarkIndex)} |`,
      );
    lines.push('');
  }
  lines.push(MARK_END);
  return lines.join('\n');
}

const record = (text) => recordSection(text, MARK_START, MARK_END);

const date = new Date().toISOString();
const machineBefore = machine();
console.log(`machine: ${machineBefore}`);
const firstProduct = (baseURL) =>
  fetch(`${baseURL}/api/products?page_size=1`)
    .then((r) => r.json())
    .then((body) => body.data.results[0].id);
// An earlier release's built checkout (--against-rev builds one in a worktree; --against takes one already built),
// served beside this one on ports 100 higher.
const againstDir = args['against-rev'] ? builtWorktree(args['against-rev']) : args.against;
const { baseURL, stop } = await startShop();
const against = againstDir
  ? await startShop({ base: Number(new URL(baseURL).port) + 100, from: path.resolve(againstDir) })
  : null;
const againstRev = againstDir
  ? execFileSync('git', ['-C', againstDir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  : null;
let sizes;
let lighthouse;
try {
  const productId = await firstProduct(baseURL);
  if (!args['no-size']) sizes = await measureSizes(baseURL, productId);
  const shops = [{ label: 'this', baseURL, productId }];
  if (against)
    shops.push({
      label: againstRev,
      baseURL: against.baseURL,
      productId: await firstProduct(against.baseURL),
    });
  if (!args['no-lighthouse']) lighthouse = await measureLighthouse(shops);
} finally {
  await Promise.all([stop(), against?.stop()]);
}
const failed = failures(sizes, lighthouse);
const machineAfter = machine();
console.log(`machine: ${machineAfter}`);
if (sizes?.problems.length) {
  console.error(
    `\n✖ SHARED SINGLETON LOADED MORE THAN ONCE OR NOT AT ALL:\n  ${sizes.problems.join('\n  ')}`,
  );
}
for (const line of failed) console.log(`over budget: ${line}`);
if (!args['no-write']) await record(report({ date, machineBefore, machineAfter, sizes, lighthouse, failed }));
// The singleton check always fails the run; budgets fail it too, so CI or a script can act on the exit code.
process.exitCode = sizes?.problems.length ? 2 : failed.length ? 1 : 0;
