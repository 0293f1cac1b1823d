// The main thread's script work before a page answers a tap, for this build and an earlier release side by side.
//
// A cold visit on a phone's screen (412 × 823, touch) at Lighthouse mobile's 4× CPU slowdown (--slowdown), the
// sign-in prompt owed as on a first visit (--prompted: already asked this session). From the moment the navbar's
// menu button is in the server's HTML, the visit taps it every 100 ms, as a shopper does who wants the menu, until
// it answers (the button's `aria-expanded` turns true: React has hydrated it and run its handler). The visit runs no
// script of its own in the page but one small observer (bench/lib/tap.mjs). The Chromium trace of the visit gives, up
// to that moment:
//   - script: the self time of the main thread's script work (evaluation, parse and compile, grouped as
//     Lighthouse's mainthread-work-breakdown groups them), in the thread's own time (which Chromium's CPU throttling
//     slows as it slows the wall clock), so a busy machine's waits for the CPU count less;
//   - answered: the wall time from navigation until the tap was answered, at the slowdown;
//   - blocking: Σ (task − 50 ms) of the main thread's tasks at the slowdown until then.
// Prints each visit and the medians per page and build; pages and builds alternate.
//
//   node bench/front/first-tap.mjs [--against DIR | --against-rev REV] [--runs 5] [--slowdown 4] [--prompted]
//                                  [--path / --path /products …]   (default: /, /products and the first product)
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { machine } from '../lib/record.mjs';
import { chromeFlags, chromePath, firstProductId, startShop } from '../lib/shop-server.mjs';
import { median } from '../lib/stats.mjs';
import { mainThreadOf, traceEvents } from '../lib/trace.mjs';
import { againstCheckout } from '../lib/worktree.mjs';
import { ANSWERED, markTheAnswer, tapUntilAnswered } from '../lib/tap.mjs';

const { values: args } = parseArgs({
  options: {
    against: { type: 'string' },
    'against-rev': { type: 'string' },
    runs: { type: 'string', default: '5' },
    slowdown: { type: 'string', default: '4' },
    prompted: { type: 'boolean', default: false },
    path: { type: 'string', multiple: true },
  },
});
if (process.env.BASE_URL) throw new Error('first-tap.mjs serves its own shops: unset BASE_URL');
const SLOWDOWN = Number(args.slowdown);

/** Lighthouse's task groups of script work (core/lib/tracehouse/task-groups.js); other events inherit their parent's. */
const SCRIPT = new Set([
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
]);
const NOT_SCRIPT = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'UpdateLayoutTree',
  'InvalidateLayout',
  'Layout',
  'Animation',
  'HitTest',
  'PaintSetup',
  'Paint',
  'PaintImage',
  'RasterTask',
  'ScrollLayer',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'PrePaint',
  'GCEvent',
  'MinorGC',
  'MajorGC',
  'BlinkGCMarking',
]);

const cpu = (e) => (e.tdur ?? e.dur) / 1000;

/**
 * The script work of the main thread's events that started before `until` (trace clock, µs): each event's self
 * time (its thread time less its children's), counted when it or the nearest ancestor with a group is script.
 */
function scriptBefore(events, until) {
  const sorted = events
    .filter((e) => e.ts < until && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  let script = 0;
  const close = (node) => {
    if (node.script) script += Math.max(0, cpu(node.event) - node.children);
  };
  for (const event of sorted) {
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts) close(stack.pop());
    const parent = stack.at(-1);
    if (parent) parent.children += cpu(event);
    const own = SCRIPT.has(event.name) ? true : NOT_SCRIPT.has(event.name) ? false : undefined;
    stack.push({ event, children: 0, script: own ?? parent?.script ?? false });
  }
  while (stack.length) close(stack.pop());
  return script;
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

/** One cold visit of `url`, tapping the menu button until it answers. */
async function visit(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (args.prompted)
    await context.addInitScript(() => sessionStorage.setItem('kasuwa:sign-in-prompted', '1'));
  await markTheAnswer(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  let answeredAt = null;
  const events = await traceEvents(cdp, async () => {
    answeredAt = await tapUntilAnswered(page, url);
  }, [
    'toplevel',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink.user_timing',
  ]);
  await context.close();
  const mark = events.find((e) => e.name === ANSWERED);
  if (!mark) throw new Error(`${url}: the trace has no ${ANSWERED} mark`);
  const main = mainThreadOf(events, mark.pid);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts < mark.ts);
  return {
    script: Math.round(scriptBefore(main, mark.ts)),
    answered: Math.round(answeredAt),
    blocking: Math.round(tasks.reduce((sum, e) => sum + Math.max(0, e.dur / 1000 - 50), 0)),
  };
}

console.log(`machine: ${machine()}`);
const earlier = againstCheckout(args);
const base = Number(process.env.BENCH_PORT_BASE || 7500);
const shops = [{ label: 'this', ...(await startShop({ base })) }];
const rows = [];
try {
  if (earlier)
    shops.push({ label: earlier.label, ...(await startShop({ base: base + 100, from: earlier.dir })) });
  for (const shop of shops) {
    const product = `/products/${await firstProductId(shop.baseURL)}`;
    shop.pages = args.path ?? ['/', '/products', product];
  }
  for (let run = 0; run < Number(args.runs); run++)
    for (let p = 0; p < shops[0].pages.length; p++) {
      const order = run % 2 ? [...shops].reverse() : shops;
      for (const shop of order) {
        const page = shop.pages[p];
        const row = { shop: shop.label, page: shops[0].pages[p], ...(await visit(shop.baseURL + page)) };
        rows.push(row);
        console.log(
          `${row.shop.padEnd(8)} ${page.padEnd(14)} script ${row.script} ms  answered ${row.answered} ms  blocking ${row.blocking} ms`,
        );
      }
    }
} finally {
  await browser.close();
  await Promise.all(shops.map((shop) => shop.stop()));
}

console.log(`\nmedians of ${args.runs} visits at ${SLOWDOWN}× CPU${args.prompted ? ', prompted' : ''}:`);
console.log('| build | page | script before the tap is answered | answered at | blocking until then |');
console.log('| ----- | ---- | --------------------------------: | ----------: | ------------------: |');
for (const page of shops[0].pages)
  for (const shop of shops) {
    const mine = rows.filter((r) => r.shop === shop.label && r.page === page);
    const of = (key) => median(mine.map((r) => r[key]));
    const runs = (key) => mine.map((r) => r[key]).join(', ');
    console.log(
      `| ${shop.label} | \`${page}\` | ${of('script')} ms (${runs('script')}) | ${of('answered')} ms | ${of('blocking')} ms |`,
    );
  }
console.log(`machine after: ${machine()}`);
