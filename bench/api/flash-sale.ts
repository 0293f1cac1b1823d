/**
 * A Black Friday rush (`npm run bench:flash-sale`): 1,000 shoppers, each with an account, a shipping address and a
 * cart of their own, check out within a few seconds for one product with 100 units at a promotion price, all of
 * them with a code capped at 300 uses; half pay on delivery, half pay now (against the Paystack simulator, which the
 * bench starts). PostgreSQL with 2 API replicas and Redis, then PGlite with 1 API. Every figure is checked from the
 * database afterwards; the bench prints its table, records it in docs/benchmarks.md (`BENCH_WRITE=0` does not) and
 * exits non-zero when an invariant fails. Not a test (`npm test` never runs it).
 *
 * What it does, as the shop would see it:
 * - a database of its own: a fresh PostgreSQL database (`kasuwa_flash_<pid>`, created and dropped, on
 *   `BENCH_DATABASE_URL` or `DATABASE_URL`'s server, else 127.0.0.1:5432), or a throw-away PGlite folder; migrated
 *   and seeded by the API's own code;
 * - the 1,000 accounts are written straight to the database with one precomputed password hash (registration is
 *   rate-limited and each scrypt hash costs a few hundred milliseconds); their access tokens are signed with the
 *   API's secret, as a sign-in would;
 * - the admin signs in and creates the products, the automatic promotion and the code through the admin API;
 * - each shopper fills their cart and asks for the checkout quote with the code (the storefront's checkout page),
 *   then, all at once, places the order with the quoted total as `expected_total` (as mf-cart does);
 * - pay-now winners pay at the simulator and come back to the shop (`payments/verify`), as a browser would.
 * Processes: the API replicas (`node --import tsx src/server.ts`, as the fault suite starts them), the simulator,
 * and a redis-server of the bench's own (the API has no key prefix, so the machine's Redis is left alone), on
 * BENCH_PORT_BASE (9000) …+20. Every process is stopped and the database dropped at the end, failed or not.
 *
 * The parts, in flash-sale/: settings.ts (sizes, prices, records), processes.ts, http.ts, shoppers.ts (accounts,
 * carts), sale.ts (the admin's set-up), rush.ts (checkouts, payments), checks.ts (the database's figures), run.ts
 * (one run) and report.ts (invariants and the table).
 */
import { loadavg } from 'node:os';
import { recordSection } from '../lib/record.mjs';
import { failures, report } from './flash-sale/report.js';
import { runOnce } from './flash-sale/run.js';
import { MARK_END, MARK_START, ONLY, type Run } from './flash-sale/settings.js';

async function main() {
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const kinds: ('postgres' | 'pglite')[] = ONLY ? [ONLY] : ['postgres', 'pglite'];
  const runs: Run[] = [];
  for (const kind of kinds) runs.push(await runOnce(kind));
  const text = report(runs, loadAtStart);
  console.info(`\n${text}\n`);
  if (process.env.BENCH_WRITE !== '0') await recordSection(text, MARK_START, MARK_END);
  const failed = runs.flatMap((r) => failures(r).map((f) => `${r.label}: ${f}`));
  if (failed.length > 0) {
    console.error(`\nInvariants failed:\n- ${failed.join('\n- ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
