import { and, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { ReportInterval, SalesReport, reportQuerySchema } from 'shared-contracts/schemas/admin-reports';
import { NIGERIAN_STATES, ORDER_CHANNELS, type NigerianState } from 'shared-contracts/schemas/orders';
import type * as v from 'valibot';
import type { Executor } from '../../db/client.js';
import { categories, orderItems, orders, products } from '../../db/schema.js';
import { orderPromotions, promotions } from '../promotions/index.js';
import { lagosDayStart, lagosNextDayStart } from 'shared-contracts/dates';
import { lagosPeriod, revenueByPeriod, revenueByPromotion, revenueKobo } from './revenue.js';

export type ReportFilter = v.InferOutput<typeof reportQuerySchema>;

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/** The first day of the period holding `day` (weeks start on Monday, as PostgreSQL's date_trunc has them). */
export function periodStart(day: Date, interval: ReportInterval): Date {
  if (interval === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  if (interval === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return day;
}

/** Every period from the one holding `from` to the one holding `to`, as `YYYY-MM-DD` of its first day. */
export function periodsBetween(from: string, to: string, interval: ReportInterval): string[] {
  const last = utcDay(to).getTime();
  const periods: string[] = [];
  let cursor = periodStart(utcDay(from), interval);
  while (cursor.getTime() <= last) {
    periods.push(cursor.toISOString().slice(0, 10));
    cursor =
      interval === 'month'
        ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1))
        : new Date(cursor.getTime() + (interval === 'week' ? 7 : 1) * DAY_MS);
  }
  return periods;
}

/** date_trunc's unit, from the validated picklist only, so it can be written into the statement. */
const TRUNC: Record<ReportInterval, ReturnType<typeof sql.raw>> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};

const toNaira = (kobo: string | number | null | undefined) => fromKobo(Number(kobo ?? 0));

/** The instants from the start of Lagos day `from` to the end of Lagos day `to`. */
export const lagosRange = (from: string, to: string) => ({
  from: lagosDayStart(from),
  to: lagosNextDayStart(to),
});

/**
 * The orders a report counts: placed in the range and not cancelled (every other status, `ready_for_pickup`
 * included, is an order). The dashboard and Reports both count with this.
 */
export const placedIn = (range: { from: Date; to: Date }) =>
  and(ne(orders.status, 'cancelled'), gte(orders.createdAt, range.from), lt(orders.createdAt, range.to));

/** Units and money (kobo) of each order line sent back by a refunded return. */
const RETURNED = sql`(
  select rl.order_item_id, sum(rl.quantity)::int as quantity, sum(rl.refund_kobo)::bigint as kobo
    from return_lines rl join returns r on r.id = rl.return_id
    where r.status = 'refunded' and rl.active
    group by rl.order_item_id
) as returned`;

/**
 * The orders placed over [from, to) (not cancelled), their value (`ORDERS_VALUE_DEFINITION`: what the shoppers
 * were charged, VAT and delivery included, discounts taken off, before refunds) and the revenue that moved then
 * (kobo): the figures the dashboard shows for a period, the same as Reports' totals for it.
 */
export async function salesTotals(
  db: Executor,
  range: { from: Date; to: Date },
): Promise<{ orders: number; ordersValueKobo: number; revenueKobo: number }> {
  const [[row], revenue] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        kobo: sql<string>`coalesce(sum(${orders.totalKobo}), 0)::text`,
      })
      .from(orders)
      .where(placedIn(range)),
    revenueKobo(db, range),
  ]);
  return { orders: row?.orders ?? 0, ordersValueKobo: Number(row?.kobo ?? 0), revenueKobo: revenue };
}

/**
 * What the shop sold between two Lagos days (inclusive), per day, week or month: the orders placed and their value
 * (`placedIn`: cancelled orders are not sales), the revenue (revenue.ts: money received less refunds), the
 * top products and categories by net sales (the lines' prices less their discounts and what refunded returns gave
 * back, VAT included, delivery not), orders per state of delivery, and sales by promotion (the orders placed with
 * each, the discount it gave them, and the revenue of those orders). Every figure is one SQL aggregate; only the
 * empty periods and states are filled in here.
 */
export async function salesReport(db: Executor, filter: ReportFilter): Promise<SalesReport> {
  const range = lagosRange(filter.from, filter.to);
  const inRange = placedIn(range);
  const period = lagosPeriod(orders.createdAt, TRUNC[filter.interval]);
  const lineRevenue = sql<string>`sum(${orderItems.unitPriceKobo} * ${orderItems.quantity}
    - ${orderItems.discountKobo} - coalesce(returned.kobo, 0))::bigint`;
  const lineQuantity = sql<number>`sum(${orderItems.quantity} - coalesce(returned.quantity, 0))::int`;

  /**
   * The orders in the range and their value (kobo), by `key`: the period they were placed in, the state they go to or
   * the channel they came by. Grouped by the first column's position: the period's expression carries parameters,
   * which PostgreSQL would not match between the select list and a GROUP BY written out again.
   */
  const ordersBy = <K extends SQL<string> | typeof orders.shippingState | typeof orders.channel>(key: K) =>
    db
      .select({
        key,
        orders: sql<number>`count(*)::int`,
        kobo: sql<string>`sum(${orders.totalKobo})::bigint`,
      })
      .from(orders)
      .where(inRange)
      .groupBy(sql`1`);

  const [
    perPeriod,
    revenue,
    productRows,
    categoryRows,
    stateRows,
    promotionRows,
    promotionRevenue,
    channelRows,
  ] = await Promise.all([
    ordersBy(period),
    revenueByPeriod(db, TRUNC[filter.interval], range),
    db
      .select({
        productId: orderItems.productId,
        name: sql<string>`coalesce(${products.name}, min(${orderItems.productName}))`,
        quantity: lineQuantity,
        kobo: lineRevenue,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(RETURNED, sql`returned.order_item_id = ${orderItems.id}`)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inRange)
      .groupBy(orderItems.productId, products.name)
      .orderBy(desc(lineRevenue), desc(lineQuantity), sql`2`)
      .limit(filter.limit),
    db
      .select({
        categoryId: categories.id,
        name: sql<string>`coalesce(${categories.name}, 'Products since deleted')`,
        quantity: lineQuantity,
        kobo: lineRevenue,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(RETURNED, sql`returned.order_item_id = ${orderItems.id}`)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inRange)
      .groupBy(categories.id, categories.name)
      .orderBy(desc(lineRevenue), desc(lineQuantity), sql`2`)
      .limit(filter.limit),
    ordersBy(orders.shippingState),
    db
      .select({
        promotionId: promotions.id,
        name: promotions.name,
        code: promotions.code,
        orders: sql<number>`count(*)::int`,
        kobo: sql<string>`sum(${orderPromotions.discountKobo})::bigint`,
      })
      .from(orderPromotions)
      .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
      .innerJoin(promotions, eq(promotions.id, orderPromotions.promotionId))
      .where(inRange)
      .groupBy(promotions.id, promotions.name, promotions.code),
    revenueByPromotion(db, range),
    ordersBy(orders.channel),
  ]);

  const byPeriod = new Map(perPeriod.map((r) => [r.key, r]));
  const sales = periodsBetween(filter.from, filter.to, filter.interval).map((p) => {
    const row = byPeriod.get(p);
    return {
      period: p,
      orders: row?.orders ?? 0,
      orders_value: toNaira(row?.kobo),
      revenue: toNaira(revenue.get(p)),
    };
  });
  const byState = new Map(stateRows.map((r) => [r.key, r]));
  const orders_by_state = NIGERIAN_STATES.map((state: NigerianState) => {
    const row = byState.get(state);
    return { state, orders: row?.orders ?? 0, orders_value: toNaira(row?.kobo) };
  }).sort((a, b) => b.orders - a.orders || b.orders_value - a.orders_value || a.state.localeCompare(b.state));
  const totalKobo = perPeriod.reduce((sum, r) => sum + Number(r.kobo), 0);
  const revenueTotal = [...revenue.values()].reduce((sum, kobo) => sum + kobo, 0);

  return {
    from: filter.from,
    to: filter.to,
    interval: filter.interval,
    totals: {
      orders: perPeriod.reduce((sum, r) => sum + r.orders, 0),
      orders_value: fromKobo(totalKobo),
      revenue: fromKobo(revenueTotal),
    },
    sales,
    top_products: productRows.map((r) => ({
      product_id: r.productId,
      name: r.name,
      quantity: r.quantity,
      net_sales: toNaira(r.kobo),
    })),
    top_categories: categoryRows.map((r) => ({
      category_id: r.categoryId,
      name: r.name,
      quantity: r.quantity,
      net_sales: toNaira(r.kobo),
    })),
    orders_by_state,
    by_promotion: promotionRows
      .map((r) => ({
        promotion_id: r.promotionId,
        name: r.name,
        code: r.code,
        orders: r.orders,
        discount: toNaira(r.kobo),
        revenue: toNaira(promotionRevenue.get(r.promotionId)),
      }))
      .sort((a, b) => b.orders - a.orders || b.discount - a.discount || a.name.localeCompare(b.name)),
    by_channel: ORDER_CHANNELS.map((channel) => {
      const row = channelRows.find((r) => r.key === channel);
      return { channel, orders: row?.orders ?? 0, orders_value: toNaira(row?.kobo) };
    }),
  };
}
