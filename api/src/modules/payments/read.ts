import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { OnlinePayment, OrderPayments, PaymentReview } from 'shared-contracts/schemas/payments';
import type { Executor } from '../../db/client.js';
import type { OpenDispute, PaymentAttention, PaymentDispute } from 'shared-contracts/schemas/disputes';
import { orders } from '../../db/schema.js';
import { onlinePayments, refunds } from './tables.js';
import { notFound } from '../../lib/http-error.js';
import type { PaymentRow } from './deps.js';
import { paymentDisputes, paymentEvents } from './tables.js';

const toPayment = (p: PaymentRow, refundRows: (typeof refunds.$inferSelect)[]): OnlinePayment => ({
  id: p.id,
  reference: p.reference,
  status: p.status,
  amount: fromKobo(Number(p.amountKobo)),
  currency: p.currency,
  channel: p.channel,
  paid_at: p.paidAt?.toISOString() ?? null,
  reason: p.reason,
  refunded_amount: fromKobo(Number(p.refundedKobo)),
  charged_amount: p.chargedKobo === null ? null : fromKobo(Number(p.chargedKobo)),
  fees: p.feesKobo === null ? null : fromKobo(Number(p.feesKobo)),
  created_at: p.createdAt.toISOString(),
  refunds: refundRows
    .filter((r) => r.paymentId === p.id)
    .map((r) => ({
      id: r.id,
      amount: fromKobo(Number(r.amountKobo)),
      status: r.status,
      reason: r.reason,
      provider_note: r.providerNote,
      retried_at: r.retriedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
});

/** An order's payments, newest first; with their events for the admin. `userId` limits it to the owner's order. */
export async function orderPayments(
  db: Executor,
  orderId: number,
  { userId, withEvents }: { userId?: number; withEvents: boolean },
): Promise<OrderPayments> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)),
    );
  if (!order) throw notFound('Order not found.');
  const rows = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, orderId))
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id));
  const ids = rows.map((r) => r.id);
  const refundRows = ids.length
    ? await db.select().from(refunds).where(inArray(refunds.paymentId, ids)).orderBy(asc(refunds.id))
    : [];
  const disputeRows = ids.length
    ? await db
        .select()
        .from(paymentDisputes)
        .where(inArray(paymentDisputes.paymentId, ids))
        .orderBy(asc(paymentDisputes.id))
    : [];
  const answer: OrderPayments = {
    payments: rows.map((p) => toPayment(p, refundRows)),
    disputes: disputeRows.map(toDispute),
  };
  if (withEvents) {
    const events = ids.length
      ? await db
          .select()
          .from(paymentEvents)
          .where(inArray(paymentEvents.paymentId, ids))
          .orderBy(asc(paymentEvents.id))
      : [];
    answer.events = events.map((e) => ({
      id: e.id,
      payment_id: e.paymentId,
      source: e.source,
      event: e.event,
      signature_valid: e.signatureValid,
      outcome: e.outcome,
      created_at: e.createdAt.toISOString(),
    }));
  }
  return answer;
}

/** Payments that need a person: a success that did not match its order. */
export async function paymentsNeedingReview(db: Executor): Promise<PaymentReview[]> {
  const rows = await db
    .select({ payment: onlinePayments, number: orders.number })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(eq(onlinePayments.status, 'needs_review'))
    .orderBy(desc(onlinePayments.updatedAt))
    .limit(100);
  return rows.map(({ payment, number }) => ({
    id: payment.id,
    order_id: payment.orderId,
    order_number: number,
    reference: payment.reference,
    amount: fromKobo(Number(payment.amountKobo)),
    reason: payment.reason,
    created_at: payment.createdAt.toISOString(),
  }));
}

const toDispute = (d: typeof paymentDisputes.$inferSelect): PaymentDispute => ({
  id: d.id,
  payment_id: d.paymentId,
  status: d.status,
  resolution: d.resolution,
  category: d.category,
  refund_amount: d.refundAmountKobo === null ? null : fromKobo(Number(d.refundAmountKobo)),
  due_at: d.dueAt?.toISOString() ?? null,
  resolved_at: d.resolvedAt?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

/** What the admin must act on: refunds that need the customer's bank account, disputes still open. */
export async function paymentsNeedingAttention(db: Executor): Promise<PaymentAttention> {
  const refundRows = await db
    .select({ refund: refunds, orderId: orders.id, number: orders.number })
    .from(refunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(eq(refunds.status, 'needs_attention'))
    .orderBy(asc(refunds.updatedAt))
    .limit(100);
  const disputeRows = await db
    .select({ dispute: paymentDisputes, orderId: orders.id, number: orders.number })
    .from(paymentDisputes)
    .innerJoin(onlinePayments, eq(onlinePayments.id, paymentDisputes.paymentId))
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(isNull(paymentDisputes.resolvedAt))
    .orderBy(asc(paymentDisputes.dueAt), asc(paymentDisputes.id))
    .limit(100);
  return {
    refunds: refundRows.map(({ refund, orderId, number }) => ({
      id: refund.id,
      order_id: orderId,
      order_number: number,
      amount: fromKobo(Number(refund.amountKobo)),
      provider_note: refund.providerNote,
      retried_at: refund.retriedAt?.toISOString() ?? null,
      created_at: refund.createdAt.toISOString(),
    })),
    disputes: disputeRows.map(({ dispute, orderId, number }): OpenDispute => ({
      ...toDispute(dispute),
      order_id: orderId,
      order_number: number,
    })),
  };
}
