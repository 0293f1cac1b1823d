// Where a page's main thread spends its time while it loads, as a phone would feel it: one cold visit at Lighthouse
// mobile's 4× CPU slowdown (412 × 823), a V8 CPU profile from navigation until the page has been quiet for 2 s,
// median of --runs visits. Prints the time per script (self time of its functions), the costliest functions
// (name, script, line), and the main thread's long tasks. Uses the source maps in the build folders to name the
// source file of each function in the shop's own scripts.
//
// With --tasks, also what each long task of the first visit ran: its start, its length and the source files whose
// functions took most of it (self time of the samples inside the task). The time is also given by package (a
// library's name, or the shop package whose source it is), so the costs of React, the federation runtime and the
// shop's own code can be read side by side. With --prompted the visit is a shopper's who has already been asked to
// sign in this session, so the sign-in dialog does not open by itself (docs/storefront.md §2.3). With --until-tap
// the visit is a phone's (touch) that taps the navbar's menu button until it answers, and the profile ends then:
// what runs before the page answers a tap (bench/front/first-tap.mjs).
//
//   node bench/front/profile.mjs [--path /] [--runs 3] [--top 25] [--tasks] [--prompted] [--until-tap]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { mapsFromBuilds, normaliseSource } from './composition.mjs';
import { buildFolders, chromeFlags, chromePath, startShop } from '../lib/shop-server.mjs';
import { median } from '../lib/stats.mjs';
import { mainThreadEvents } from '../lib/trace.mjs';
import { markTheAnswer, tapUntilAnswered } from '../lib/tap.mjs';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '25' },
    tasks: { type: 'boolean', default: false },
    prompted: { type: 'boolean', default: false },
    'until-tap': { type: 'boolean', default: false },
  },
});
const SLOWDOWN = 4;

const { baseURL, stop } = await startShop({ base: Number(process.env.BENCH_PORT_BASE || 7600) });
const folders = await buildFolders(baseURL);
const readMap = mapsFromBuilds(folders);
const maps = new Map();
/** The source file of a position in a served script, from its build's source map (null when there is none). */
async function sourceOf(url, line, column) {
  const found = await originalOf(url, line, column);
  return found?.source ? normaliseSource(found.source).path : null;
}

/** The original position (source, line, name) of a position in a served script, from its build's source map. */
async function originalOf(url, line, column) {
  if (!maps.has(url))
    maps.set(
      url,
      readMap(url).then(
        (text) => (text ? new SourceMapConsumer(JSON.parse(text)) : null),
        () => null,
      ),
    );
  const consumer = await maps.get(url);
  return consumer?.originalPositionFor({ line: line + 1, column }) ?? null;
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(native)');

async function visit(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    ...(args['until-tap'] && { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }),
  });
  if (args['until-tap']) await markTheAnswer(context);
  if (args.prompted)
    await context.addInitScript(() => sessionStorage.setItem('kasuwa:sign-in-prompted', '1'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  let profile;
  const onMain = await mainThreadEvents(cdp, async () => {
    if (args['until-tap']) await tapUntilAnswered(page, url);
    else {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
    }
    ({ profile } = await cdp.send('Profiler.stop'));
  }, ['disabled-by-default-devtools.timeline', 'devtools.timeline']);
  await browser.close();

  // Self time per profile node, from the samples' time deltas.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byScript = new Map();
  const byFunction = new Map();
  const byPackage = new Map();
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
    const pkg = packageOf(source, script);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const runTasks = onMain.filter((e) => e.name === 'RunTask');
  const tasks = runTasks.map((e) => e.dur / 1000);
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t - 50), 0);
  const longTasks = args.tasks
    ? await contentsOf(
        profile,
        onMain,
        runTasks.filter((e) => e.dur > 50_000),
      )
    : [];
  return { byScript, byFunction, byPackage, tasks: tasks.filter((t) => t > 50), blocking, longTasks };
}

/**
 * The package a sample's code belongs to: a library's name (`react-dom`, `@module-federation/runtime-core`), the
 * shop package whose source it is (`shell`, `shop-sdk`), webpack's runtime, or the script itself when it has no
 * source map; a native function (appendChild, the garbage collector) counts as `(native)`.
 */
function packageOf(source, script) {
  if (!script) return '(native)';
  if (!source) return shortUrl(script);
  if (source.startsWith('webpack/')) return 'webpack runtime';
  const library = source.match(/^(@[^/]+\/[^/]+|[^/]+)\/(dist|cjs|esm|build|lib|src\/.*\.js$)/);
  if (library && !source.startsWith('src/')) return library[1];
  const own = source.match(/^(shop-sdk|shared-contracts|shell|mf-[a-z]+)\//);
  if (own) return own[1];
  return `${shortUrl(script)} (own source)`;
}

/**
 * For each task, the source files (or scripts, or native functions) whose samples fall inside it, by self time.
 * The profile's sample times and the trace's timestamps are on the same clock (microseconds).
 */
async function contentsOf(profile, onMain, tasks) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const start = tasks[0]?.ts ?? 0;
  const sampleTimes = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
  const out = [];
  for (const task of tasks) {
    const inside = new Map();
    const functions = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const at = sampleTimes[i];
      if (at < task.ts || at > task.ts + task.dur) continue;
      const { functionName, url, lineNumber, columnNumber } = nodes.get(profile.samples[i]).callFrame;
      if (['(idle)', '(program)'].includes(functionName)) continue;
      const source = url ? ((await sourceOf(url, lineNumber, columnNumber)) ?? shortUrl(url)) : functionName;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      inside.set(source, (inside.get(source) ?? 0) + ms);
      const original = url ? await originalOf(url, lineNumber, columnNumber) : null;
      const name = `${original?.name ?? functionName ?? '(anonymous)'} ${source}:${original?.line ?? lineNumber + 1}`;
      functions.set(name, (functions.get(name) ?? 0) + ms);
    }
    // The trace's events one level under the task: parsing, script, style and layout, by name (and script URL).
    const children = new Map();
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const parent = onMain.find(
        (other) =>
          other !== event &&
          other.ts <= event.ts &&
          other.ts + other.dur >= event.ts + event.dur &&
          other.ts >= task.ts &&
          other !== task &&
          other.dur > event.dur,
      );
      if (parent) continue;
      const url = event.args?.data?.url ? ` ${shortUrl(event.args.data.url)}` : '';
      const name = `${event.name}${url}`;
      children.set(name, (children.get(name) ?? 0) + event.dur / 1000);
    }
    out.push({
      at: (task.ts - start) / 1000,
      ms: task.dur / 1000,
      inside: [...inside].sort((a, b) => b[1] - a[1]),
      functions: [...functions].sort((a, b) => b[1] - a[1]),
      children: [...children].sort((a, b) => b[1] - a[1]),
    });
  }
  return out;
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
  for (const task of runs[0].longTasks) {
    const parts = task.inside.slice(0, 5).map(([source, ms]) => `${source} ${Math.round(ms)}`);
    const events = task.children.slice(0, 4).map(([name, ms]) => `${name} ${Math.round(ms)}`);
    console.log(
      `  +${Math.round(task.at)} ms: ${Math.round(task.ms)} ms  [${events.join(', ')}]  ${parts.join(', ')}`,
    );
    if (task.ms > 150)
      for (const [name, ms] of task.functions.slice(0, 8))
        console.log(`      ${String(Math.round(ms)).padStart(4)} ms  ${name}`);
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
  console.log('\nself time by package');
  for (const [name, ms] of medianOf('byPackage').slice(0, top))
    console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
  console.log('\nself time by function');
  for (const [name, ms] of medianOf('byFunction').slice(0, top))
    console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
} finally {
  await stop();
}
