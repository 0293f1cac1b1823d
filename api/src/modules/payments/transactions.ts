import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type {
  Transaction,
  TransactionPage,
  transactionListQuerySchema,
} from 'shared-contracts/schemas/admin-reports';
import type * as v from 'valibot';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';
import { redeemPromotionUses } from '../promotions/index.js';
import { lagosDayStart, lagosNextDayStart } from 'shared-contracts/dates';
import { emailOrPhone } from '../customers/index.js';
import { payments } from './tables.js';

/**
 * The shop's revenue, defined once for the dashboard, the reports, their CSV and the Transactions ledger (the words
 * are `REVENUE_DEFINITION` in shared-contracts): money received — online payments the provider confirmed, pay-later
 * instalments, cash taken on delivery, the shopper's transfers to their own account number as they pay an order
 * (store credit not yet spent is the shopper's, not revenue; a cancelled order's transfers back to credit go out
 * again) — less refunds. Each movement of money counts on the Lagos day it happened;
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
  select 'credit-' || cl.id, case when cl.kind = 'order' then 'transfer' else 'refund' end, cl.created_at,
         -cl.amount_kobo::bigint, cl.order_id
    from credit_ledger cl where cl.kind in ('order', 'order_back')
  union all
  select 'cancel-' || p.id, 'refund', o.updated_at, -p.amount_kobo::bigint, o.id
    from payments p join orders o on o.id = p.order_id
    where p.kind = 'instalment' and o.payment_method = 'pay_later' and o.payment_status = 'refunded'
) as money`;

/**
 * Writes one payment event inside the transaction that changed the order: the cash taken on delivery, one
 * pay-later instalment, or an online payment verified with the provider. Nothing is written for a zero amount (a free order owes nothing).
 */
export async function recordPayment(
  tx: Executor,
  orderId: number,
  kind: 'delivery' | 'instalment' | 'online',
  amountKobo: number,
): Promise<void> {
  if (amountKobo <= 0) return;
  await tx.insert(payments).values({ orderId, kind, amountKobo });
  // Money came in for the order: the promotion uses it holds are redeemed.
  await redeemPromotionUses(tx, orderId);
}

export type TransactionFilter = v.InferOutput<typeof transactionListQuerySchema>;

/**
 * A refund line reads refunded; money that came in reads refunded too once its order's payment was given back in
 * full (cancelled after the money came in), received otherwise.
 */
const status = sql<
  Transaction['status']
>`case when money.kind = 'refund' or ${orders.paymentStatus} = 'refunded'
  then 'refunded' else 'received' end`;

/**
 * The ledger: every movement of money that revenue counts (modules/reports/revenue.ts), money in as positive lines and
 * refunds as negative ones, so the lines of a period add up to its revenue. Newest first; `from`/`to` are inclusive
 * Lagos days; the total covers every matching line, not one page.
 */
export async function listTransactions(db: Executor, filter: TransactionFilter): Promise<TransactionPage> {
  const where: SQL[] = [];
  if (filter.method) where.push(eq(orders.paymentMethod, filter.method));
  if (filter.status === 'refunded') where.push(sql`${status} = 'refunded'`);
  if (filter.status === 'received') where.push(sql`${status} = 'received'`);
  if (filter.from) where.push(sql`money.at >= ${lagosDayStart(filter.from)}`);
  if (filter.to) where.push(sql`money.at < ${lagosNextDayStart(filter.to)}`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(
      or(
        ilike(orders.number, pattern),
        ilike(emailOrPhone, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ) as SQL,
    );
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        id: sql<string>`money.id`,
        createdAt: sql<Date | string>`money.at`,
        kind: sql<Transaction['kind']>`money.kind`,
        amountKobo: sql<string>`money.kobo::text`,
        orderId: orders.id,
        number: orders.number,
        method: orders.paymentMethod,
        status,
        userId: users.id,
        email: emailOrPhone,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(MONEY_MOVEMENTS)
      .innerJoin(orders, sql`${orders.id} = money.order_id`)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(condition)
      .orderBy(sql`money.at desc`, sql`money.id desc`)
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size),
    db
      .select({
        n: sql<number>`count(*)::int`,
        kobo: sql<string>`coalesce(sum(money.kobo), 0)::text`,
      })
      .from(MONEY_MOVEMENTS)
      .innerJoin(orders, sql`${orders.id} = money.order_id`)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(condition),
  ]);
  return {
    results: rows.map((r) => ({
      id: r.id,
      created_at: new Date(r.createdAt).toISOString(),
      order_id: r.orderId,
      order_number: r.number,
      customer: { id: r.userId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
      method: r.method,
      kind: r.kind,
      amount: fromKobo(Number(r.amountKobo)),
      status: r.status,
    })),
    count: summary?.n ?? 0,
    page: filter.page,
    page_size: filter.page_size,
    total_amount: fromKobo(Number(summary?.kobo ?? 0)),
  };
}
