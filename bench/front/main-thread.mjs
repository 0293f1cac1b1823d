// The main thread's work while a page loads, counted in CPU time rather than wall time, for two builds of the
// shop side by side (shop A: the packages' dist/; shop B: the same with the folders given by --b, as in
// compare-builds.mjs). Lighthouse's blocking time is a wall-clock figure, and on a shared machine a task's wall
// time grows with whatever else runs; the thread time of the same task hardly does. For each visit (a fresh
// browser context, 412 × 823, no throttling) the Chromium trace gives every main-thread task's thread time;
// the script prints, per shop, the medians of:
//   - cpu: the thread time of all tasks until the page has been quiet for 2 s;
//   - tbt×4: Σ max(0, 4 × thread time − 50 ms) over those tasks, i.e. the blocking time the tasks would add
//     on a phone four times slower (Lighthouse mobile's slowdown), without the waits of a busy machine;
//   - long: how many tasks that would be over 50 ms at 4×; and the longest task at 4×;
//   - compile: the thread time V8 spent parsing and compiling JavaScript on the main thread (the rest of its
//     compile work runs on the script-streaming threads).
//
//   node bench/main-thread.mjs --b shell=/tmp/old/shell [--b-env K=V] [--path /] [--runs 7]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromeFlags, chromePath, shopBEnv, startShop } from '../lib/shop-server.mjs';
import { median } from '../lib/stats.mjs';
import { mainThreadEvents } from '../lib/trace.mjs';

const { values: args } = parseArgs({
  options: {
    b: { type: 'string', multiple: true, default: [] },
    'b-env': { type: 'string', multiple: true, default: [] },
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '7' },
  },
});
const overrides = shopBEnv(args);
if (process.env.BASE_URL) throw new Error('main-thread.mjs serves its own shops: unset BASE_URL');

const SLOWDOWN = 4;
const base = Number(process.env.BENCH_PORT_BASE || 7500);
const shops = { A: await startShop({ base }) };
if (Object.keys(overrides).length) shops.B = await startShop({ base: base + 50, env: overrides });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

/**
 * One cold visit, until the page is quiet for 2 s: the thread time of each main-thread task and of V8's compile
 * work on the main thread (outermost compile events only, so nested ones are not counted twice), in ms.
 */
async function visit(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const onMain = await mainThreadEvents(cdp, async () => {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
  }, ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'v8', 'disabled-by-default-v8.compile']);
  await context.close();
  const tasks = onMain.filter((e) => e.name === 'RunTask').map((e) => (e.tdur ?? e.dur) / 1000);
  let compile = 0;
  let coveredUntil = 0;
  for (const e of onMain
    .filter((e) => /^V8\.(Compile|Parse)|^v8\.compile$/.test(e.name))
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts < coveredUntil) continue;
    compile += (e.tdur ?? e.dur) / 1000;
    coveredUntil = e.ts + e.dur;
  }
  return { tasks, compile };
}

const results = Object.fromEntries(Object.keys(shops).map((name) => [name, []]));
try {
  for (let run = 0; run < Number(args.runs); run++) {
    const order = Object.keys(shops);
    for (const name of run % 2 ? order.reverse() : order) {
      const { tasks, compile } = await visit(`${shops[name].baseURL}${args.path}`);
      const slow = tasks.map((t) => t * SLOWDOWN);
      const row = {
        cpu: Math.round(tasks.reduce((sum, t) => sum + t, 0)),
        tbt: Math.round(slow.reduce((sum, t) => sum + Math.max(0, t - 50), 0)),
        long: slow.filter((t) => t > 50).length,
        longest: Math.round(Math.max(0, ...slow)),
        compile: Math.round(compile),
      };
      results[name].push(row);
      console.log(
        `${name} cpu ${row.cpu} ms  tbt×4 ${row.tbt} ms  long ${row.long}  longest ${row.longest} ms  compile ${row.compile} ms  (load ${loadavg()[0].toFixed(2)})`,
      );
    }
  }
  for (const [name, rows] of Object.entries(results))
    console.log(
      `${name} median: cpu ${median(rows.map((r) => r.cpu))} ms  tbt×4 ${median(rows.map((r) => r.tbt))} ms  ` +
        `long ${median(rows.map((r) => r.long))}  longest ${median(rows.map((r) => r.longest))} ms  ` +
        `compile ${median(rows.map((r) => r.compile))} ms`,
    );
} finally {
  await browser.close();
  await Promise.all(Object.values(shops).map((shop) => shop.stop()));
}
