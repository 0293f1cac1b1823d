import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * The shop's revenue, defined once for the dashboard, the reports, their CSV and the Transactions ledger (the words
 * are `REVENUE_DEFINITION` in shared-contracts): money received — online payments the provider confirmed, pay-later
 * instalments, cash taken on delivery — less refunds. Each movement of money counts on the Lagos day it happened;
 * an order that is only placed, or a payment that was declined, moves no money.
 *
 * Refunds are those asked of the provider and not failed, the returns of an order paid on delivery refunded by
 * bank transfer, and the instalments handed back when a pay-later order was cancelled after some were paid (its
 * payment status then reads refunded). An online payment that arrived after its order was cancelled counts in and
 * out again, as it is refunded in full.
 *
 * Each movement is one row: `id` unique across the ledger (`online-3`, `refund-7`), `kind` what moved (a refund
 * is negative), `at` when.
 */
export const MONEY_MOVEMENTS = sql`(
  select 'payment-' || p.id as id, p.kind as kind, p.created_at as at, p.amount_kobo::bigint as kobo,
         p.order_id as order_id
    from payments p where p.kind in ('delivery', 'instalment')
  union all
  select 'online-' || op.id, 'online', coalesce(op.paid_at, op.updated_at), op.amount_kobo, op.order_id
    from online_payments op where op.status in ('succeeded', 'refunded')
  union all
  select 'refund-' || r.id, 'refund', r.created_at, -r.amount_kobo, op.order_id
    from refunds r join online_payments op on op.id = r.payment_id where r.status <> 'failed'
  union all
  select 'transfer-' || rt.id, 'refund', rt.refunded_at, -rt.refund_kobo::bigint, rt.order_id
    from returns rt
    where rt.status = 'refunded' and rt.refund_route = 'bank_transfer' and rt.refunded_at is not null
      and rt.refund_kobo > 0
  union all
  select 'cancel-' || p.id, 'refund', o.updated_at, -p.amount_kobo::bigint, o.id
    from payments p join orders o on o.id = p.order_id
    where p.kind = 'instalment' and o.payment_method = 'pay_later' and o.payment_status = 'refunded'
) as money`;

/** Nigeria keeps West Africa Time all year (no daylight saving), so a Lagos day starts at 00:00+01:00. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
const LAGOS_OFFSET = '+01:00';
/** Written into the statement, not bound: GROUP BY must see the same expression as the select list. */
const AT_LAGOS = sql.raw(`'${LAGOS_TIME_ZONE}'`);

/** The instant a Lagos calendar day (`YYYY-MM-DD`) starts. */
export const lagosDayStart = (day: string): Date => new Date(`${day}T00:00:00.000${LAGOS_OFFSET}`);
/** The instant the Lagos calendar day after `day` starts. */
export const lagosNextDayStart = (day: string): Date => new Date(lagosDayStart(day).getTime() + 86_400_000);

/** A timestamp column's Lagos calendar day, truncated to `unit` ('day', 'week' or 'month'), as `YYYY-MM-DD`. */
export const lagosPeriod = (column: unknown, unit: SQL): SQL<string> =>
  sql<string>`to_char(date_trunc(${unit}, ${column} at time zone ${AT_LAGOS}), 'YYYY-MM-DD')`;

/** Revenue in kobo over [from, to), or over all time. */
export async function revenueKobo(db: Executor, range?: { from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ kobo: sql<string>`coalesce(sum(money.kobo), 0)::text` })
    .from(MONEY_MOVEMENTS)
    .where(range ? sql`money.at >= ${range.from} and money.at < ${range.to}` : undefined);
  return Number(row?.kobo ?? 0);
}

/** Revenue in kobo per period (`unit`: 'day', 'week' or 'month' of Lagos time) over [from, to). */
export async function revenueByPeriod(
  db: Executor,
  unit: SQL,
  range: { from: Date; to: Date },
): Promise<Map<string, number>> {
  const period = lagosPeriod(sql`money.at`, unit);
  const rows = await db
    .select({ period, kobo: sql<string>`sum(money.kobo)::text` })
    .from(MONEY_MOVEMENTS)
    .where(sql`money.at >= ${range.from} and money.at < ${range.to}`)
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.period, Number(r.kobo)]));
}

/**
 * Revenue in kobo over [from, to) of the orders placed with each promotion, by promotion id: the same money as
 * `revenueKobo`, counted for every promotion the order was placed with.
 */
export async function revenueByPromotion(
  db: Executor,
  range: { from: Date; to: Date },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ promotionId: sql<number>`op.promotion_id`, kobo: sql<string>`sum(money.kobo)::text` })
    .from(MONEY_MOVEMENTS)
    .innerJoin(sql`order_promotions op`, sql`op.order_id = money.order_id`)
    .where(sql`money.at >= ${range.from} and money.at < ${range.to}`)
    .groupBy(sql`op.promotion_id`);
  return new Map(rows.map((r) => [Number(r.promotionId), Number(r.kobo)]));
}
