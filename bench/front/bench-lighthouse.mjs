// Lighthouse mobile and desktop, as bench.mjs runs it: score, paints, blocking time, layout shift and script work.
import { median } from '../lib/stats.mjs';
import { load } from '../lib/record.mjs';
import { chromeFlags, chromePath } from '../lib/shop-server.mjs';
import { EMULATED_INDEX, RUNS, args } from './bench-options.mjs';

/**
 * With --emulate-index: Lighthouse's mobile config with its CPU slowdown scaled to this machine's speed now, so that
 * the page runs as at 4× on a machine of that index (Lighthouse's "Calibrating the CPU slowdown": the slowdown is
 * relative to the host). The index is Lighthouse's own benchmark (`computeBenchmarkIndex`), run in a tab of the same
 * Chromium just before the run.
 */
async function emulatedMobile(port, slow4G) {
  const [{ chromium }, { pageFunctions }] = await Promise.all([
    import('@playwright/test'),
    import('lighthouse/core/lib/page-functions.js'),
  ]);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  let index;
  try {
    const page = await browser.contexts()[0].newPage();
    index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
    await page.close();
  } finally {
    await browser.close();
  }
  return mobileConfig({
    ...slow4G,
    cpuSlowdownMultiplier: (slow4G.cpuSlowdownMultiplier * index) / EMULATED_INDEX,
  });
}

/** Lighthouse's mobile config with these throttling figures, applied as --devtools-throttling says. */
function mobileConfig(throttling) {
  return {
    extends: 'lighthouse:default',
    settings: {
      throttling,
      ...(args['devtools-throttling'] ? { throttlingMethod: 'devtools' } : {}),
    },
  };
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
    slowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    // Lighthouse's measure of the machine's speed at the time of the run (a loop it times before the page loads).
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    bootup: audits['bootup-time'].details?.items ?? [],
  };
}

/**
 * Lighthouse mobile and desktop on `/`, `/products` and a product page of each shop (or the same pages in the
 * languages of `--locales`), RUNS times each; with two shops (this build and --against's) the runs alternate (A B,
 * B A, ...) so that both see the machine's same load.
 * @param {{ label: string, baseURL: string, productId: number }[]} shops
 */
export async function measureLighthouse(shops) {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }, lighthouseConstants] =
    await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
      import('lighthouse/core/config/desktop-config.js'),
      import('lighthouse/core/config/constants.js'),
    ]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] });
  const rows = [];
  const prefixes = args.locales ? args.locales.split(',').map((locale) => `/${locale.trim()}`) : [''];
  const pages = (shop) =>
    prefixes.flatMap((prefix) => [
      prefix || '/',
      `${prefix}/products`,
      `${prefix}/products/${shop.productId}`,
    ]);
  try {
    const slow4G = lighthouseConstants.throttling.mobileSlow4G;
    // An emulated machine is a phone's: desktop is not run with it.
    for (const [preset, config] of [
      ['mobile', args['devtools-throttling'] ? mobileConfig(slow4G) : undefined],
      ...(EMULATED_INDEX ? [] : [['desktop', desktopConfig]]),
    ])
      for (const [index] of pages(shops[0]).entries()) {
        const runs = new Map(shops.map((shop) => [shop, []]));
        for (let run = 0; run < RUNS; run++)
          for (const shop of run % 2 ? [...shops].reverse() : shops)
            runs
              .get(shop)
              .push(
                await lighthouseRun(
                  lighthouse,
                  chrome.port,
                  `${shop.baseURL}${pages(shop)[index]}`,
                  preset === 'mobile' && EMULATED_INDEX ? await emulatedMobile(chrome.port, slow4G) : config,
                ),
              );
        for (const shop of shops) {
          const page = pages(shop)[index];
          const shopRuns = runs.get(shop);
          const row = { preset, page, shop: shop.label };
          for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'scripting', 'benchmarkIndex', 'slowdown'])
            row[key] = median(shopRuns.map((r) => r[key]));
          rows.push(row);
          console.log(
            `${shop.label.padEnd(8)} ${preset.padEnd(8)} ${page.padEnd(14)} score ${String(row.score).padStart(3)}  FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  scripting ${Math.round(row.scripting)} ms  benchmark index ${Math.round(row.benchmarkIndex)}  CPU ${row.slowdown.toFixed(1)}×   (scores ${shopRuns.map((r) => r.score).join(', ')}; TBT ${shopRuns.map((r) => Math.round(r.tbt)).join(', ')}; load ${load()})`,
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
