// `npm run bench`: the front-end budgets of docs/architecture.md, measured in one run against a production build served by
// scripts/serve.mjs (or BASE_URL), median of BENCH_RUNS (3) runs each:
//   - first-load JavaScript (gzip level 9 of each script, as served) of /, /products, a product page, /cart
//     (signed in) and /admin (signed in): in all once the network is idle, and what was requested before the page's
//     content (the first product card, the product, the cart, the dashboard) was visible;
//   - each shared singleton loaded exactly once (from the federation runtime's share scopes): fails loudly if not;
//   - Lighthouse 12 mobile and desktop performance of /, /products and a product page (score, TBT, CLS); with
//     --emulate-index, mobile only, as on a machine of that benchmark index (bench-lighthouse.mjs).
// Records the date, the machine and its load average into docs/benchmarks.md (unless --no-write).
//
//   node bench/front/bench.mjs [--no-lighthouse] [--no-size] [--no-write] [--runs N] [--list] [--against DIR | --against-rev REV]
//     [--locales ha,yo] [--emulate-index 1100]
//
// The parts: bench-options.mjs (the command line), bench-budget.mjs (the budgets and what is over them),
// bench-sizes.mjs (each route's JavaScript and shared singletons), bench-lighthouse.mjs and bench-report.mjs (the
// section of docs/benchmarks.md).
import { machine } from '../lib/record.mjs';
import { firstProductId, startShop } from '../lib/shop-server.mjs';
import { againstCheckout } from '../lib/worktree.mjs';
import { args } from './bench-options.mjs';
import { failures } from './bench-budget.mjs';
import { measureSizes } from './bench-sizes.mjs';
import { measureLighthouse } from './bench-lighthouse.mjs';
import { record, report } from './bench-report.mjs';

const date = new Date().toISOString();
const machineBefore = machine();
console.log(`machine: ${machineBefore}`);
// An earlier release's built checkout (--against-rev builds one in a worktree; --against takes one already built),
// served beside this one on ports 100 higher.
const earlier = againstCheckout(args);
const { baseURL, stop } = await startShop();
const against = earlier
  ? await startShop({ base: Number(new URL(baseURL).port) + 100, from: earlier.dir })
  : null;
let sizes;
let lighthouse;
try {
  const productId = await firstProductId(baseURL);
  if (!args['no-size']) sizes = await measureSizes(baseURL, productId);
  const shops = [{ label: 'this', baseURL, productId }];
  if (against)
    shops.push({
      label: earlier.label,
      baseURL: against.baseURL,
      productId: await firstProductId(against.baseURL),
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
