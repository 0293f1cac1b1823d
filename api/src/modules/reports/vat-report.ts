import { sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { VatReport, VatReportRow, vatReportQuerySchema } from 'shared-contracts/schemas/admin-reports';
import { VAT_CLASSES, type VatClass } from 'shared-contracts/schemas/orders';
import type * as v from 'valibot';
import type { Executor } from '../../db/client.js';
import { vatContainedKobo } from '../checkout/index.js';
import { loadSettingsRow } from '../settings/index.js';
import { LAGOS_TIME_ZONE, lagosDayStart } from 'shared-contracts/dates';

export type VatReportFilter = v.InferOutput<typeof vatReportQuerySchema>;

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Written into the statement, not bound: GROUP BY must see the same expression as the select list. */
const lagosMonth = (column: SQL) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${LAGOS_TIME_ZONE}'`)}, 'YYYY-MM')`;

/** Every month from `from` to `to` (inclusive), `YYYY-MM`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > to) return months;
    months.push(text);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

const nextMonth = (month: string) => {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/** The standard rate an order was charged at: its VAT snapshot's positive rate (0 for an order without one). */
const ORDER_STANDARD_BP = sql`coalesce((select max((e->>'rate_bp')::int) from jsonb_array_elements(o.vat_lines) e), 0)`;
/** What each line of an order sold for, VAT included, after its discounts. */
const LINE_NET = sql`(oi.unit_price_kobo * oi.quantity - oi.discount_kobo)`;
const LINE_CLASS = sql`coalesce(oi.vat_class, 'standard')`;
const LINE_RATE = sql`coalesce(oi.vat_rate_bp, case when oi.vat_class in ('zero', 'exempt') then 0 else ${ORDER_STANDARD_BP} end)`;
/** What the shopper paid for delivery (the fee less any waiver): the total less its lines. */
const DELIVERY_CHARGED = sql`(o.total_kobo - coalesce((select sum(oi.unit_price_kobo * oi.quantity - oi.discount_kobo)
  from order_items oi where oi.order_id = o.id), 0))`;

interface Part {
  vatClass: VatClass;
  rateBp: number;
  kobo: number;
}

const key = (month: string, vatClass: VatClass, rateBp: number) => `${month}|${vatClass}|${rateBp}`;
const asClass = (value: string): VatClass =>
  (VAT_CLASSES as readonly string[]).includes(value) ? (value as VatClass) : 'standard';

/** The VAT contained in `kobo` of a class at a rate, as checkout computes it (exempt sales contain none). */
const vatOf = (vatClass: VatClass, rateBp: number, kobo: number) =>
  vatClass === 'exempt' ? 0 : Math.sign(kobo) * vatContainedKobo(Math.abs(kobo), rateBp);

/**
 * `amount` spread over `parts` in proportion to their kobo, to the kobo (largest remainder), so the shares add up
 * to it exactly.
 */
export function spread(amount: number, parts: Part[]): Part[] {
  const whole = parts.reduce((sum, p) => sum + p.kobo, 0);
  if (whole <= 0 || parts.length === 0) return [];
  const shares = parts.map((p) => {
    const exact = (BigInt(amount) * BigInt(p.kobo)) / BigInt(whole);
    const rest = (BigInt(amount) * BigInt(p.kobo)) % BigInt(whole);
    return { part: p, kobo: Number(exact), rest };
  });
  let left = amount - shares.reduce((sum, s) => sum + s.kobo, 0);
  for (const s of [...shares].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
    if (left <= 0) break;
    s.kobo += 1;
    left -= 1;
  }
  return shares.map((s) => ({ ...s.part, kobo: s.kobo }));
}

/**
 * VAT per Lagos calendar month and rate, for the monthly return to FIRS. Prices are VAT-inclusive and every order
 * keeps the VAT it was charged (`vat_lines`, what its receipt says it includes), so:
 * - sales: each order placed in the month and not cancelled, by the class and rate of its lines (after their
 *   discounts), and the delivery it charged at the standard rate;
 * - VAT: the orders' own VAT, to the kobo of their receipts;
 * - refunds count in the month they were given: a refunded return by its lines' class and rate; any other
 *   refund (online, of part of an order) spread over the order's sales by rate; the VAT they contain is computed
 *   as checkout computes it and taken off. A cancelled order is no sale, and its refund is not counted either.
 */
export async function vatReport(db: Executor, filter: VatReportFilter): Promise<VatReport> {
  const range = { from: lagosDayStart(`${filter.from}-01`), to: lagosDayStart(`${nextMonth(filter.to)}-01`) };
  const placed = sql`o.status <> 'cancelled' and o.created_at >= ${range.from} and o.created_at < ${range.to}`;
  const orderMonth = lagosMonth(sql`o.created_at`);

  const [lineRows, deliveryRows, vatRows, returnRows, refundRows, settings] = await Promise.all([
    rowsOf<{ month: string; vat_class: string; rate_bp: number; kobo: string }>(
      db,
      sql`
      select ${orderMonth} as month, ${LINE_CLASS} as vat_class, ${LINE_RATE}::int as rate_bp, sum(${LINE_NET})::text as kobo
        from order_items oi join orders o on o.id = oi.order_id
        where ${placed} group by 1, 2, 3`,
    ),
    rowsOf<{ month: string; rate_bp: number; kobo: string }>(
      db,
      sql`
      select ${orderMonth} as month, ${ORDER_STANDARD_BP}::int as rate_bp, sum(${DELIVERY_CHARGED})::text as kobo
        from orders o where ${placed} and ${DELIVERY_CHARGED} > 0 group by 1, 2`,
    ),
    rowsOf<{ month: string; rate_bp: number; kobo: string }>(
      db,
      sql`
      select ${orderMonth} as month, (e->>'rate_bp')::int as rate_bp, sum((e->>'kobo')::bigint)::text as kobo
        from orders o cross join lateral jsonb_array_elements(o.vat_lines) e
        where ${placed} and (e->>'rate_bp')::int > 0 group by 1, 2`,
    ),
    rowsOf<{ month: string; vat_class: string; rate_bp: number; kobo: string }>(
      db,
      sql`
      select ${lagosMonth(sql`rt.refunded_at`)} as month, ${LINE_CLASS} as vat_class, ${LINE_RATE}::int as rate_bp,
             rl.refund_kobo::text as kobo
        from return_lines rl join returns rt on rt.id = rl.return_id
        join order_items oi on oi.id = rl.order_item_id join orders o on o.id = oi.order_id
        where rt.status = 'refunded' and rl.active and o.status <> 'cancelled' and rl.refund_kobo > 0
          and rt.refunded_at >= ${range.from} and rt.refunded_at < ${range.to}`,
    ),
    rowsOf<{ month: string; order_id: number; kobo: string }>(
      db,
      sql`
      select ${lagosMonth(sql`r.created_at`)} as month, o.id as order_id, r.amount_kobo::text as kobo
        from refunds r join online_payments op on op.id = r.payment_id join orders o on o.id = op.order_id
        where r.status <> 'failed' and o.status <> 'cancelled'
          and not exists (select 1 from returns rt where rt.refund_id = r.id)
          and r.created_at >= ${range.from} and r.created_at < ${range.to}`,
    ),
    loadSettingsRow(db),
  ]);

  // What each refunded order sold, by class and rate: the shares its refunds are spread over.
  const refundedOrders = [...new Set(refundRows.map((r) => Number(r.order_id)))];
  const composition = new Map<number, Part[]>();
  if (refundedOrders.length > 0) {
    const ids = sql.join(
      refundedOrders.map((id) => sql`${id}`),
      sql`, `,
    );
    const parts = await rowsOf<{
      order_id: number;
      vat_class: string;
      rate_bp: number;
      kobo: string;
    }>(
      db,
      sql`
      select o.id as order_id, ${LINE_CLASS} as vat_class, ${LINE_RATE}::int as rate_bp, sum(${LINE_NET})::text as kobo
        from order_items oi join orders o on o.id = oi.order_id where o.id in (${ids}) group by 1, 2, 3
      union all
      select o.id, 'standard', ${ORDER_STANDARD_BP}::int, ${DELIVERY_CHARGED}::text
        from orders o where o.id in (${ids}) and ${DELIVERY_CHARGED} > 0`,
    );
    // Lines and delivery at the same class and rate are one share.
    for (const p of parts) {
      const list = composition.get(Number(p.order_id)) ?? [];
      const [vatClass, rateBp] = [asClass(p.vat_class), Number(p.rate_bp)];
      const same = list.find((part) => part.vatClass === vatClass && part.rateBp === rateBp);
      if (same) same.kobo += Number(p.kobo);
      else list.push({ vatClass, rateBp, kobo: Number(p.kobo) });
      composition.set(Number(p.order_id), list);
    }
  }

  const cells = new Map<string, { sales: number; refunds: number; vat: number }>();
  const cell = (month: string, vatClass: VatClass, rateBp: number) => {
    const k = key(month, vatClass, rateBp);
    let found = cells.get(k);
    if (!found) cells.set(k, (found = { sales: 0, refunds: 0, vat: 0 }));
    return found;
  };
  for (const r of lineRows) cell(r.month, asClass(r.vat_class), Number(r.rate_bp)).sales += Number(r.kobo);
  for (const r of deliveryRows) cell(r.month, 'standard', Number(r.rate_bp)).sales += Number(r.kobo);
  for (const r of vatRows) cell(r.month, 'standard', Number(r.rate_bp)).vat += Number(r.kobo);
  const refund = (month: string, part: Part) => {
    const c = cell(month, part.vatClass, part.rateBp);
    c.refunds += part.kobo;
    c.vat -= vatOf(part.vatClass, part.rateBp, part.kobo);
  };
  for (const r of returnRows)
    refund(r.month, { vatClass: asClass(r.vat_class), rateBp: Number(r.rate_bp), kobo: Number(r.kobo) });
  for (const r of refundRows)
    for (const part of spread(Number(r.kobo), composition.get(Number(r.order_id)) ?? []))
      refund(r.month, part);

  const rows: VatReportRow[] = [];
  for (const month of monthsBetween(filter.from, filter.to)) {
    const standardRates = new Set<number>();
    for (const k of cells.keys())
      if (k.startsWith(`${month}|standard|`)) standardRates.add(Number(k.split('|')[2]));
    if (standardRates.size === 0) standardRates.add(settings.vatRateBp);
    const wanted: [VatClass, number][] = [
      ...[...standardRates].sort((a, b) => b - a).map((bp): [VatClass, number] => ['standard', bp]),
      ['zero', 0],
      ['exempt', 0],
    ];
    for (const [vatClass, rateBp] of wanted) {
      const c = cells.get(key(month, vatClass, rateBp)) ?? { sales: 0, refunds: 0, vat: 0 };
      rows.push({
        month,
        vat_class: vatClass,
        rate: rateBp / 100,
        sales: fromKobo(c.sales),
        refunds: fromKobo(c.refunds),
        net_sales: fromKobo(c.sales - c.refunds),
        vat: fromKobo(c.vat),
      });
    }
  }
  const sum = (pick: (c: { sales: number; refunds: number; vat: number }) => number) =>
    [...cells.entries()]
      .filter(([k]) => {
        const month = k.slice(0, 7);
        return month >= filter.from && month <= filter.to;
      })
      .reduce((total, [, c]) => total + pick(c), 0);
  return {
    from: filter.from,
    to: filter.to,
    rows,
    totals: {
      sales: fromKobo(sum((c) => c.sales)),
      refunds: fromKobo(sum((c) => c.refunds)),
      net_sales: fromKobo(sum((c) => c.sales - c.refunds)),
      vat: fromKobo(sum((c) => c.vat)),
    },
  };
}
