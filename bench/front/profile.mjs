// Where a page's main thread spends its time while it loads, as a phone would feel it: one cold visit at Lighthouse
// mobile's 4× CPU slowdown (412 × 823), a V8 CPU profile from navigation until the page has been quiet for 2 s,
// median of --runs visits. Prints the time per script (self time of its functions), the costliest functions
// (name, script, line), and the main thread's long tasks. Uses the source maps in the build folders to name the
// source file of each function in the shop's own scripts.
//
//   node bench/front/profile.mjs [--path /] [--runs 3] [--top 25]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { mapsFromBuilds, normaliseSource } from './composition.mjs';
import { buildFolders, chromeFlags, chromePath, startShop } from '../lib/shop-server.mjs';
import { median } from '../lib/stats.mjs';
import { mainThreadEvents } from '../lib/trace.mjs';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '25' },
  },
});
const SLOWDOWN = 4;

const { baseURL, stop } = await startShop({ base: Number(process.env.BENCH_PORT_BASE || 7600) });
const folders = await buildFolders(baseURL);
const readMap = mapsFromBuilds(folders);
const maps = new Map();
/** The source file of a position in a served script, from its build's source map (null when there is none). */
async function sourceOf(url, line, column) {
  if (!maps.has(url))
    maps.set(
      url,
      readMap(url).then(
        (text) => (text ? new SourceMapConsumer(JSON.parse(text)) : null),
        () => null,
      ),
    );
  const consumer = await maps.get(url);
  const found = consumer?.originalPositionFor({ line: line + 1, column });
  return found?.source ? normaliseSource(found.source).path : null;
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(native)');

async function visit(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  let profile;
  const onMain = await mainThreadEvents(cdp, async () => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    ({ profile } = await cdp.send('Profiler.stop'));
  }, ['disabled-by-default-devtools.timeline', 'devtools.timeline']);
  await browser.close();

  // Self time per profile node, from the samples' time deltas.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
    if (['(idle)', '(program)'].includes(functionName)) continue;
    const scriptKey = script ? shortUrl(script) : functionName;
    byScript.set(scriptKey, (byScript.get(scriptKey) ?? 0) + ms);
    const source = script ? await sourceOf(script, lineNumber, columnNumber) : null;
    const key = `${functionName || '(anonymous)'}  ${source ?? `${shortUrl(script)}:${lineNumber + 1}`}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const tasks = onMain.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000);
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0);
  return { byScript, byFunction, tasks: tasks.filter((t) => t > 50), blocking };
}

try {
  const runs = [];
  for (let run = 0; run < Number(args.runs); run++) {
    const result = await visit(`${baseURL}${args.path}`);
    runs.push(result);
    console.log(
      `run ${run + 1}: blocking ${Math.round(result.blocking)} ms in ${result.tasks.length} long tasks (${result.tasks
        .map(Math.round)
        .sort((a, b) => b - a)
        .join(', ')} ms)`,
    );
  }
  const medianOf = (key) => {
    const names = new Set(runs.flatMap((run) => [...run[key].keys()]));
    return [...names]
      .map((name) => [name, median(runs.map((run) => run[key].get(name) ?? 0))])
      .sort((a, b) => b[1] - a[1]);
  };
  const top = Number(args.top);
  console.log(`\n${args.path} at ${SLOWDOWN}× CPU, median of ${runs.length}: self time by script`);
  for (const [name, ms] of medianOf('byScript').slice(0, top))
    console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
  console.log('\nself time by function');
  for (const [name, ms] of medianOf('byFunction').slice(0, top))
    console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
} finally {
  await stop();
}
