import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { onlinePayments, refunds } from './tables.js';
import { ProviderError } from '../../lib/payments/provider.js';
import type { PaymentDeps } from './deps.js';
import { applyRefundResult, sendPendingRefunds } from './refund.js';
import { refreshOpenPayments, verifyAndSettle } from './settle.js';
import { processStoredWebhooks } from './webhook.js';

export const RESERVATION_EXPIRED = 'Payment was not completed in time';

/**
 * Releases the stock of pay-now orders whose payment never came, and of orders waiting for a transfer to the
 * shopper's account that did not come in full in time (what did come is their credit again: the orders' cancel).
 * Each order is re-checked under its row lock, so two replicas expiring the same order restock it once. Open attempts
 * are asked about first: a payment made at the last minute still counts.
 */
export async function expireReservations(deps: PaymentDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentMethod, ['pay_now', 'account_transfer']),
        inArray(orders.paymentStatus, ['unpaid', 'partially_paid']),
        inArray(orders.status, ['pending', 'confirmed']),
        isNotNull(orders.reservedUntil),
        lt(orders.reservedUntil, now),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    await refreshOpenPayments(deps, id, 'reconcile').catch(() => undefined);
    const released = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          reservedUntil: orders.reservedUntil,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      const stillDue =
        order &&
        (order.paymentStatus === 'unpaid' || order.paymentStatus === 'partially_paid') &&
        (order.status === 'pending' || order.status === 'confirmed') &&
        order.reservedUntil !== null &&
        order.reservedUntil < now;
      if (!stillDue) return false;
      await deps.cancelOrder(tx, id, 'shop', { reason: RESERVATION_EXPIRED, jobs: deps.jobs });
      return true;
    });
    if (released) expired += 1;
  }
  if (expired > 0) await deps.stockMoved?.();
  return expired;
}

/**
 * The reconciliation: re-verifies payments left pending (webhooks can be hours late) and, now and then, attempts
 * abandoned in the last day, releases expired reservations, sends refunds the provider has not heard of and asks about
 * refunds still pending. The `payments-reconcile` job, on a schedule: one worker at a time runs it. Each step checks
 * the row it changes again, so a run after a crash (or beside one) changes nothing twice.
 */
export async function reconcilePayments(deps: PaymentDeps): Promise<void> {
  // Webhooks stored but never processed (their replica died, or the provider could not be reached).
  await processStoredWebhooks(deps);
  const settleAfter = new Date(Date.now() - 60_000);
  const pending = await deps.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.status, 'pending'), lt(onlinePayments.createdAt, settleAfter)))
    .orderBy(asc(onlinePayments.id))
    .limit(100);
  for (const payment of pending) await verifyAndSettle(deps, payment, 'reconcile').catch(() => undefined);
  // An attempt abandoned by a retry or a cancel may still have been paid on the provider's page it opened: asked
  // about every ten minutes for a day, in case its webhook never comes (a success then pays or is refunded).
  const recheckBefore = new Date(Date.now() - 10 * 60_000);
  const abandoned = await deps.db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'abandoned'),
        lt(onlinePayments.updatedAt, recheckBefore),
        sql`${onlinePayments.createdAt} > now() - interval '1 day'`,
      ),
    )
    .orderBy(asc(onlinePayments.updatedAt))
    .limit(50);
  for (const payment of abandoned) {
    await verifyAndSettle(deps, payment, 'reconcile').catch(() => undefined);
    await deps.db
      .update(onlinePayments)
      .set({ updatedAt: new Date() })
      .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'abandoned')));
  }
  await expireReservations(deps);
  const resendBefore = new Date(Date.now() - 120_000);
  const unsent = await deps.db
    .selectDistinct({ orderId: onlinePayments.orderId })
    .from(refunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        lt(refunds.updatedAt, resendBefore),
      ),
    );
  for (const { orderId } of unsent) await sendPendingRefunds(deps, orderId);
  const asked = await deps.db
    .select({ id: refunds.providerRefundId, paymentId: refunds.paymentId })
    .from(refunds)
    // Not those that need attention: they wait for the customer's bank account, which the admin sends.
    .where(and(inArray(refunds.status, ['pending', 'processing']), isNotNull(refunds.providerRefundId)))
    .limit(100);
  for (const { id, paymentId } of asked) {
    if (!id) continue;
    try {
      await applyRefundResult(deps, await deps.provider.fetchRefund(id), paymentId);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
    }
  }
}
