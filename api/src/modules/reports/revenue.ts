import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { LAGOS_TIME_ZONE } from 'shared-contracts/dates';
import { MONEY_MOVEMENTS } from '../payments/index.js';

/** Written into the statement, not bound: GROUP BY must see the same expression as the select list. */
const AT_LAGOS = sql.raw(`'${LAGOS_TIME_ZONE}'`);

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
