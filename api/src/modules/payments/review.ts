import { and, eq } from 'drizzle-orm';
import type { PaymentReviewAction } from 'shared-contracts/schemas/disputes';
import { orders } from '../../db/schema.js';
import { onlinePayments } from './tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordEvent, type PaymentDeps } from './deps.js';
import { confirmPaidOrder } from './paid.js';
import { reserveRefund } from './refund.js';

const REVIEWED = 'Reviewed by the shop';

/**
 * The admin decides on a payment that needs review (its success did not match the order), once: `accept` takes it
 * as the order's payment (the order is paid); `refund` gives back what was charged and leaves the order waiting for
 * another payment; `cancel` gives it back and cancels the order. Each moves the payment out of `needs_review` with
 * one conditional update under the order's row lock, so two admins deciding at once decide once (the other gets
 * 409), and each is logged with who decided.
 */
export async function reviewPayment(
  deps: PaymentDeps,
  paymentId: number,
  action: PaymentReviewAction,
  adminId: number,
): Promise<number> {
  const orderId = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, paymentId));
    if (!payment) throw notFound('Payment not found.');
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) throw notFound('Order not found.');
    const target = action === 'accept' ? 'succeeded' : 'refunded';
    if (action === 'accept' && (order.status === 'cancelled' || order.paymentStatus !== 'unpaid')) {
      throw conflict('This order is cancelled or already paid: refund the payment instead.');
    }
    const [moved] = await tx
      .update(onlinePayments)
      .set({
        status: target,
        reason:
          `${payment.reason ?? 'Needs review'} — ${action === 'accept' ? 'accepted' : 'refunded'} by the shop`.slice(
            0,
            300,
          ),
        updatedAt: new Date(),
      })
      .where(and(eq(onlinePayments.id, paymentId), eq(onlinePayments.status, 'needs_review')))
      .returning();
    if (!moved) throw conflict('This payment has already been decided.');
    if (action === 'accept') {
      await confirmPaidOrder(
        tx,
        order,
        payment.amountKobo,
        {
          actor: { by: 'admin', userId: adminId },
          note: 'Payment accepted after review',
        },
        deps.recordOrderStatus,
      );
    } else {
      // What the customer was charged, never more than the payment's amount (the refund's own limit).
      const charged = payment.chargedKobo ?? payment.amountKobo;
      const amount = charged < payment.amountKobo ? charged : payment.amountKobo;
      if (amount > 0n) await reserveRefund(deps.jobs, tx, paymentId, REVIEWED, amount, ['refunded']);
      if (action === 'cancel' && order.status !== 'cancelled') {
        await deps.cancelOrder(tx, order.id, 'shop', {
          reason: 'The payment did not match the order',
          jobs: deps.jobs,
          actor: { by: 'admin', userId: adminId },
        });
      }
    }
    await recordEvent(tx, {
      paymentId,
      source: 'admin',
      event: `review ${action}`,
      outcome: `by admin ${adminId}`,
    });
    return order.id;
  });
  return orderId;
}
