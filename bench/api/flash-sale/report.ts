import { cpus } from 'node:os';
import { REQUEST_TIMEOUT_MS } from '../../../shop-runtime/src/constants.js';
import {
  CODE,
  CODE_CAP,
  CODE_PERCENT,
  FLASH_PERCENT,
  FLASH_PRICE,
  MARK_END,
  MARK_START,
  OTHER_PRICE,
  RUSH_SECONDS,
  SHOPPERS,
  UNITS,
  type Answer,
  type Run,
} from './settings.js';

/** What a run proves: its invariants, each failure in words, and the section of docs/benchmarks.md it writes. */

/** The invariants of a run; each failure in words. */
export function failures(run: Run): string[] {
  const c = run.checks;
  const placed = run.answers.filter((a) => a.orderId !== null);
  const flashPlaced = placed.filter((a) => a.shopper.flash).length;
  const tally = tallyOf(run.answers);
  const problems: string[] = [];
  if (c.unitsSold > UNITS) problems.push(`${c.unitsSold} units sold of ${UNITS}`);
  if (c.unitsSold + c.stockLeft !== UNITS)
    problems.push(`sold ${c.unitsSold} + left ${c.stockLeft} ≠ ${UNITS}`);
  if (c.unitsSold !== flashPlaced)
    problems.push(`${c.unitsSold} units in orders, ${flashPlaced} answered 201`);
  if ((tally.get('sold out') ?? 0) > 0 && c.stockLeft !== 0)
    problems.push(`shoppers told sold out while ${c.stockLeft} are left`);
  if (c.codeUses > CODE_CAP) problems.push(`the code used ${c.codeUses} times of ${CODE_CAP}`);
  if (c.codeUses !== c.codeUsedColumn)
    problems.push(`code uses ${c.codeUses} held, ${c.codeUsedColumn} counted`);
  if (c.codeUses !== placed.length) problems.push(`${c.codeUses} code uses for ${placed.length} orders`);
  if ((tally.get('code used up') ?? 0) + (tally.get('code refused') ?? 0) > 0 && c.codeUses !== CODE_CAP)
    problems.push(`shoppers told the code is used up while ${CODE_CAP - c.codeUses} uses are left`);
  if (c.wrongTotals > 0)
    problems.push(`${c.wrongTotals} orders with a wrong total (${c.wrongTotalIds.join(', ')})`);
  if (c.ordersInDatabase !== placed.length)
    problems.push(`${c.ordersInDatabase} orders in the database, ${placed.length} answered 201`);
  if (c.cartsIntact !== c.losers)
    problems.push(
      `${c.losers - c.cartsIntact} losers' carts changed: ${c.cartProblems.slice(0, 3).join('; ')}`,
    );
  if (c.winnersWithCart > 0) problems.push(`${c.winnersWithCart} winners still have a cart`);
  const serverErrors = run.answers.filter((a) => a.status >= 500 || a.status === 0);
  if (serverErrors.length > 0)
    problems.push(
      `${serverErrors.length} answers 5xx or none: ${[...new Set(serverErrors.map((a) => a.kind))].join('; ')}`,
    );
  const known = new Set(['order placed', 'sold out', 'code used up', 'total changed', 'code refused']);
  const unknown = [...tally.keys()].filter((k) => !known.has(k));
  if (unknown.length > 0) problems.push(`unexpected answers: ${unknown.join('; ')}`);
  const payNowPlaced = placed.filter((a) => a.shopper.method === 'pay_now').length;
  if (run.paid !== payNowPlaced || c.paidInDatabase !== payNowPlaced)
    problems.push(
      `${payNowPlaced} pay-now orders, ${run.paid} verified paid, ${c.paidInDatabase} paid in the database (${run.payFailures.slice(0, 3).join('; ')})`,
    );
  if (c.redeemed !== payNowPlaced)
    problems.push(`${c.redeemed} code uses redeemed for ${payNowPlaced} paid orders`);
  return problems;
}

function tallyOf(answers: Answer[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const a of answers) tally.set(a.kind, (tally.get(a.kind) ?? 0) + 1);
  return tally;
}

/** One example of each kind of answer, as the shopper read it. */
function examplesOf(answers: Answer[]): Map<string, string> {
  const examples = new Map<string, string>();
  for (const a of answers) if (!examples.has(a.kind) && a.orderId === null) examples.set(a.kind, a.message);
  return examples;
}

const ms = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : 'n/a');

export function report(runs: Run[], loadAtStart: string): string {
  const lines = [
    MARK_START,
    '',
    'Produced by `npm run bench:flash-sale` (`bench/api/flash-sale.ts`; not part of `npm test`). A fresh database',
    '(PostgreSQL: a database of its own, created and dropped; PGlite: a throw-away folder), migrated and seeded by',
    `the API's code. The admin signs in and, through the admin API, creates a blender with ${UNITS} units at ₦${FLASH_PRICE.toLocaleString('en-GB')},`,
    `an automatic promotion of ${FLASH_PERCENT}% off it, and the code ${CODE} (${CODE_PERCENT}% off the order, capped at ${CODE_CAP} uses), and`,
    `a second product with plenty of stock (₦${OTHER_PRICE.toLocaleString('en-GB')}). ${SHOPPERS.toLocaleString('en-GB')} shoppers, each an account and a shipping address of their own`,
    '(accounts written straight to the database with one precomputed password hash and access tokens signed with',
    "the API's secret: registration is rate-limited and every scrypt hash costs a few hundred milliseconds), fill",
    'their carts through the API, one item each, half the blender and half the second product, and ask for the',
    `checkout quote with ${CODE}. Then the checkouts are sent ${RUSH_SECONDS > 0 ? `evenly over ${RUSH_SECONDS} s` : 'all at the same instant'} (\`BENCH_RUSH_SECONDS\`), with the code and the quoted total as`,
    '`expected_total` (as the storefront sends them), spread evenly over the replicas; half pay on delivery, half',
    'pay now, whose winners then pay at the Paystack simulator (started by the bench) and come back to the shop',
    `(\`payments/verify\`). Like the storefront, the bench gives up on a request after ${REQUEST_TIMEOUT_MS / 1000} s: a later answer counts as none.`,
    'The API replicas are `src/server.ts` processes with `RATE_LIMIT_MAX` lifted; on',
    "PostgreSQL they share a redis-server of the bench's own. Every figure below is read from the database after",
    'the processes have stopped: units sold (order lines not cancelled), code uses (`order_promotions` reserved or',
    'redeemed, and `promotions.used`), wrong totals (stored total ≠ lines − discount + delivery, or discount ≠ its',
    `lines' and promotions' shares, or ≠ ${FLASH_PERCENT}% then ${CODE_PERCENT}% worked out by the bench, or total ≠ the shopper's quote), and`,
    "each loser's cart. The bench exits non-zero when one fails.",
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} CPU (\`nproc\`), ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, Node ${process.version}, shared with other work; load average at the start: ${loadAtStart}`,
    '',
    '| | ' + runs.map((r) => r.label).join(' | ') + ' |',
    '|---|' + runs.map(() => '---:').join('|') + '|',
  ];
  const row = (name: string, cell: (r: Run) => string | number) =>
    lines.push(`| ${name} | ${runs.map((r) => String(cell(r))).join(' | ')} |`);
  const count = (r: Run, kind: string) => tallyOf(r.answers).get(kind) ?? 0;
  row('shoppers (blender / second product)', (r) => {
    const flashCount = r.answers.filter((a) => a.shopper.flash).length;
    return `${r.answers.length} (${flashCount} / ${r.answers.length - flashCount})`;
  });
  row(`checkouts sent over ${RUSH_SECONDS} s, the last answered after (s)`, (r) => r.rushSeconds.toFixed(1));
  row(`units sold (≤ ${UNITS}) / left`, (r) => `${r.checks.unitsSold} / ${r.checks.stockLeft}`);
  row(
    `code uses (≤ ${CODE_CAP}): held / counted`,
    (r) => `${r.checks.codeUses} / ${r.checks.codeUsedColumn}`,
  );
  row('orders placed (pay on delivery / pay now)', (r) => {
    const placed = r.answers.filter((a) => a.orderId !== null);
    const now = placed.filter((a) => a.shopper.method === 'pay_now').length;
    return `${placed.length} (${placed.length - now} / ${now})`;
  });
  row('orders with a wrong total', (r) => r.checks.wrongTotals);
  row(
    'pay-now orders paid (verified / in the database / code uses redeemed)',
    (r) => `${r.paid} / ${r.checks.paidInDatabase} / ${r.checks.redeemed}`,
  );
  row('told "sold out" (409 stock)', (r) => count(r, 'sold out'));
  row('told "code used up" (409 promotion)', (r) => count(r, 'code used up'));
  row('told "total changed" (409 total)', (r) => count(r, 'total changed'));
  row('told the code was refused (400)', (r) => count(r, 'code refused'));
  row("losers' carts intact", (r) => `${r.checks.cartsIntact} of ${r.checks.losers}`);
  row('checkout p50 / p99, every answer (ms)', (r) => `${ms(r.p50)} / ${ms(r.p99)}`);
  row('checkout p50 / p99, orders placed (ms)', (r) => `${ms(r.placedP50)} / ${ms(r.placedP99)}`);
  row('5xx or no answer', (r) => r.answers.filter((a) => a.status >= 500 || a.status === 0).length);
  row('invariants', (r) => (failures(r).length === 0 ? 'all hold' : `FAILED: ${failures(r).join('; ')}`));
  lines.push('', 'What the losers were told, one example of each:', '');
  const examples = new Map<string, string>();
  for (const r of runs) for (const [k, v] of examplesOf(r.answers)) if (!examples.has(k)) examples.set(k, v);
  for (const [k, v] of examples) lines.push(`- ${k}: “${v}”`);
  lines.push('', MARK_END);
  return lines.join('\n');
}
