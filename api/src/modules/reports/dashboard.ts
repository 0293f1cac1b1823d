import { asc, eq, lte, sql } from 'drizzle-orm';
import { lagosToday } from 'shared-contracts/dates';
import { fromKobo } from 'shared-contracts/money';
import type { DashboardKpis } from 'shared-contracts/schemas/admin';
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, products, users, variants } from '../../db/schema.js';
import { recentOrders } from '../orders/index.js';
import { lagosRange, placedIn, salesTotals } from './reports.js';
import { lagosPeriod, revenueByPeriod, revenueKobo } from './revenue.js';

export const LOW_STOCK_THRESHOLD = 5;
const SALES_DAYS = 30;
const DAY_MS = 86_400_000;

/** The last `days` calendar days of Lagos time, oldest first, ending today. */
export function lastDays(now: Date, days: number): string[] {
  const today = new Date(`${lagosToday(now.getTime())}T00:00:00.000Z`).getTime();
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function dashboardKpis(db: Executor, now = new Date()): Promise<DashboardKpis> {
  const days = lastDays(now, SALES_DAYS);
  const day = lagosPeriod(orders.createdAt, sql.raw(`'day'`));
  const today = lagosToday(now.getTime());
  const first = days[0] ?? today;
  const [revenue, month, day0, revenuePerDay, byStatus, [customers], lowStock, perDay, recent] =
    await Promise.all([
      revenueKobo(db),
      salesTotals(db, lagosRange(first, today)),
      salesTotals(db, lagosRange(today, today)),
      revenueByPeriod(db, sql.raw(`'day'`), lagosRange(first, today)),
      db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .groupBy(orders.status),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'REGULAR')),
      db
        .select({
          product_id: products.id,
          variant_id: variants.id,
          product_name: products.name,
          sku: variants.sku,
          stock: variants.stock,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(lte(variants.stock, LOW_STOCK_THRESHOLD))
        .orderBy(asc(variants.stock), asc(products.name), asc(variants.id))
        .limit(50),
      db
        .select({ day, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(placedIn(lagosRange(first, today)))
        .groupBy(sql`1`),
      recentOrders(db, 5),
    ]);
  const orders_by_status = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of byStatus) orders_by_status[row.status] = row.n;
  const totals = new Map(perDay.map((r) => [r.day, r]));
  const period = (from: string, figures: Awaited<ReturnType<typeof salesTotals>>) => ({
    from,
    to: today,
    orders: figures.orders,
    orders_value: fromKobo(figures.ordersValueKobo),
    revenue: fromKobo(figures.revenueKobo),
  });
  return {
    revenue: fromKobo(revenue),
    today: period(today, day0),
    last_30_days: period(first, month),
    orders_by_status,
    customers: customers?.n ?? 0,
    low_stock: lowStock,
    sales_per_day: days.map((date) => {
      return { date, total: fromKobo(revenuePerDay.get(date) ?? 0), orders: totals.get(date)?.n ?? 0 };
    }),
    recent_orders: recent,
  };
}
