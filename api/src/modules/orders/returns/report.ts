import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { ReturnsReport, ReturnsWaiting } from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import { orderItems } from '../../../db/schema.js';
import { returnLines, returns } from '../tables.js';

const DAY_MS = 86_400_000;

/** Returns by reason and by product over the last `days` days (rejected ones left out). */
export async function returnsReport(db: Executor, days: number, now = new Date()): Promise<ReturnsReport> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const where = and(gte(returns.requestedAt, since), ne(returns.status, 'rejected'));
  const [byReason, byProduct] = await readAll(db, [
    () =>
      db
        .select({
          reason: returns.reason,
          returns: sql<number>`count(distinct ${returns.id})::int`,
          units: sql<number>`coalesce(sum(${returnLines.quantity}), 0)::int`,
          refund: sql<string>`coalesce(sum(${returnLines.refundKobo}), 0)::text`,
        })
        .from(returns)
        .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
        .where(where)
        .groupBy(returns.reason)
        .orderBy(desc(sql`count(distinct ${returns.id})`), asc(returns.reason)),
    () =>
      db
        .select({
          productId: sql<number>`coalesce(${orderItems.productId}, 0)::int`,
          productName: sql<string>`max(${orderItems.productName})`,
          returns: sql<number>`count(distinct ${returns.id})::int`,
          units: sql<number>`coalesce(sum(${returnLines.quantity}), 0)::int`,
          refund: sql<string>`coalesce(sum(${returnLines.refundKobo}), 0)::text`,
        })
        .from(returns)
        .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
        .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
        .where(where)
        .groupBy(sql`coalesce(${orderItems.productId}, 0)`)
        .orderBy(desc(sql`sum(${returnLines.quantity})`))
        .limit(50),
  ]);
  return {
    days,
    by_reason: byReason.map((r) => ({ ...r, refund: fromKobo(Number(r.refund)) })),
    by_product: byProduct.map((r) => ({
      product_id: r.productId,
      product_name: r.productName,
      returns: r.returns,
      units: r.units,
      refund: fromKobo(Number(r.refund)),
    })),
  };
}

/** What waits for the shop: returns to decide on, and returns received but not yet refunded. */
export async function returnsWaiting(db: Executor): Promise<ReturnsWaiting> {
  const rows = await db
    .select({ status: returns.status, n: sql<number>`count(*)::int` })
    .from(returns)
    .where(inArray(returns.status, ['requested', 'received']))
    .groupBy(returns.status);
  return {
    requested: rows.find((r) => r.status === 'requested')?.n ?? 0,
    received: rows.find((r) => r.status === 'received')?.n ?? 0,
  };
}
