import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { lineRefundKobo, type CreateReturnInput } from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import { orderItems, orders } from '../../../db/schema.js';
import { returnBankAccounts, returnLines, returns } from '../tables.js';
import { badRequest, conflict, notFound, violatedUnique } from '../../../lib/http-error.js';
import { queueMail, type JobSender } from '../../../services/mail-queue.js';
import { payLaterPlans } from '../../payments/index.js';
import { loadSettingsRow } from '../../settings/index.js';

/**
 * Asking for a return (docs/storefront.md "Returns"): a delivered order within the shop's return window, the refund
 * by the way it was paid. An order line is in at most one return that was not rejected (a unique index), so it
 * cannot be returned twice.
 */

const DAY_MS = 86_400_000;

export interface ResolvedAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** When the order's return window closes; 409 unless the order is delivered and its window is still open. */
async function returnWindowCloses(
  db: Executor,
  order: Pick<typeof orders.$inferSelect, 'status' | 'deliveredAt' | 'updatedAt'>,
  now: Date,
): Promise<Date> {
  if (order.status !== 'delivered')
    throw conflict(`Only a delivered order can be returned; this one is ${order.status}.`);
  const settings = await loadSettingsRow(db);
  const deliveredAt = order.deliveredAt ?? order.updatedAt;
  const closes = new Date(deliveredAt.getTime() + settings.returnWindowDays * DAY_MS);
  if (now > closes)
    throw conflict(
      `The ${settings.returnWindowDays}-day return window for this order closed on ${closes.toISOString().slice(0, 10)}.`,
    );
  return closes;
}

/**
 * The return a shopper may be asking for with a refund by bank transfer: their own delivered order, not paid online,
 * within its return window, with a line not yet being returned. Says which return of the order it would be (one
 * more than it has had, rejected ones too) and when the window closes; otherwise the refusal, in words.
 */
export async function transferReturnOpen(
  db: Executor,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<{ returnNumber: number; closes: Date }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('Order not found.');
  if (order.paymentMethod === 'pay_now')
    throw conflict(
      'This order was paid online, so its refund goes back to the card or account you paid with.',
    );
  const closes = await returnWindowCloses(db, order, now);
  const [[made], [free]] = await readAll(db, [
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(returns)
        .where(eq(returns.orderId, orderId)),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orderId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(returnLines)
                .where(and(eq(returnLines.orderItemId, orderItems.id), eq(returnLines.active, true))),
            ),
          ),
        ),
  ]);
  if (!free?.n) throw conflict('Every item of this order is already being returned.');
  return { returnNumber: (made?.n ?? 0) + 1, closes };
}

/**
 * A shopper asks to return lines of their delivered order, within the shop's return window. The order row is
 * locked, so two requests for the same order are taken one after the other; the unique index on active return
 * lines refuses a line already being returned in any case. Returns the new return's id.
 */
export async function requestReturn(
  jobs: JobSender,
  db: Executor,
  userId: number,
  orderId: number,
  input: CreateReturnInput,
  account: ResolvedAccount | null,
  now = new Date(),
): Promise<number> {
  const seen = new Set<number>();
  for (const line of input.lines) {
    if (seen.has(line.order_item_id))
      throw badRequest('Each item can be listed once.', { lines: ['Each item can be listed once.'] });
    seen.add(line.order_item_id);
  }
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound('Order not found.');
      await returnWindowCloses(tx, order, now);
      const route = order.paymentMethod === 'pay_now' ? 'paystack' : 'bank_transfer';
      if (route === 'bank_transfer' && !account)
        throw badRequest('Give the bank account your refund should go to.', {
          bank_account: ['Choose your bank and enter your account number'],
        });

      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const taken = await tx
        .select({ orderItemId: returnLines.orderItemId })
        .from(returnLines)
        .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
        .where(and(eq(orderItems.orderId, orderId), eq(returnLines.active, true)));
      const lines = input.lines.map((line) => {
        const item = items.find((i) => i.id === line.order_item_id);
        if (!item)
          throw badRequest('That item is not part of this order.', {
            lines: ['That item is not part of this order.'],
          });
        if (line.quantity > item.quantity)
          throw badRequest(
            `You received ${item.quantity} of ${item.productName}, so you can return at most ${item.quantity}.`,
            {
              lines: [`At most ${item.quantity} of ${item.productName}`],
            },
          );
        if (taken.some((t) => t.orderItemId === item.id))
          throw conflict(`${item.productName} is already being returned.`);
        return {
          orderItemId: item.id,
          quantity: line.quantity,
          refundKobo: lineRefundKobo(item.unitPriceKobo, item.quantity, item.discountKobo, line.quantity),
        };
      });
      const asked = lines.reduce((sum, l) => sum + l.refundKobo, 0);
      const [row] = await tx
        .insert(returns)
        .values({
          orderId,
          userId,
          reason: input.reason,
          note: input.note ?? '',
          refundRoute: route,
          refundKobo:
            route === 'bank_transfer' ? Math.min(asked, await refundableByTransfer(tx, order)) : asked,
          requestedAt: now,
          updatedAt: now,
        })
        .returning({ id: returns.id });
      if (!row) throw new Error('return not written');
      await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
      if (route === 'bank_transfer' && account)
        await tx.insert(returnBankAccounts).values({ returnId: row.id, ...account });
      await queueMail(jobs, tx, { kind: 'return', returnId: row.id, status: 'requested' });
      return row.id;
    });
  } catch (err) {
    if (violatedUnique(err) === 'return_lines_one_active_return')
      throw conflict('One of these items is already being returned.');
    throw err;
  }
}

/**
 * What a refund by transfer may still give back for an order: what the shop received for it (the whole total for
 * an order paid on delivery, what has been paid so far of a pay-later plan) less what its earlier returns refund. A
 * refund online is held to what was paid by the refund path itself (`reserveRefund`).
 */
async function refundableByTransfer(
  tx: Executor,
  order: { id: number; paymentMethod: string; totalKobo: number },
): Promise<number> {
  let received = order.totalKobo;
  if (order.paymentMethod === 'pay_later') {
    const [plan] = await tx
      .select({ paid: payLaterPlans.amountPaidKobo })
      .from(payLaterPlans)
      .where(eq(payLaterPlans.orderId, order.id));
    received = plan?.paid ?? 0;
  }
  const [earlier] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${returns.refundKobo}), 0)::text` })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), ne(returns.status, 'rejected')));
  return Math.max(0, received - Number(earlier?.kobo ?? 0));
}
