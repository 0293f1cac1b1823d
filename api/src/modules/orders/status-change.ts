import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CANCELLED_BY_SHOPPER,
  ORDER_STATUS_WORDS,
  ORDER_TRANSITIONS,
  canTransition,
  type OrderStatus,
  type PaymentStatus,
} from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, variants } from '../../db/schema.js';
import { onlinePayments } from '../payments/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { JobSender } from '../../services/mail-queue.js';
import { payLaterPlans, recordPayment, reserveRefund } from '../payments/index.js';
import { releasePromotionUses } from '../promotions/index.js';
import { creditBackOrder } from '../transfers/index.js';
import type { StatusActor } from 'shared-contracts/schemas/order-values';
import { newPickupCode, recordOrderStatus } from './order-status.js';

/** Changing an order's status: the shop moving it along, and cancelling it (by the shopper or the shop). */

function transitionMessage(from: OrderStatus, to: OrderStatus): string {
  const words = ORDER_STATUS_WORDS;
  if (from === to) return `The order is already ${words[from]}.`;
  const allowed = ORDER_TRANSITIONS[from];
  const next =
    allowed.length === 0
      ? `A ${words[from]} order cannot change any more.`
      : `From ${words[from]} it can move to ${allowed.map((s) => words[s]).join(' or ')}.`;
  return `Cannot change the order from ${words[from]} to ${words[to]}. ${next}`;
}

/** Who cancels: the shopper who owns the order (pending or confirmed, nothing paid yet), or the shop (pending or confirmed). */
export type Canceller = { shopper: number } | 'shop';

export interface CancelOptions {
  /** Why, when the shop says (kept on the order and shown to the shopper). */
  reason?: string;
  /** Who, for the order's history, when the shop cancels (an admin, a payment, its own jobs); the shop's jobs by default. */
  actor?: StatusActor;
  /** The job queue: the refund of a payment the order had taken is a job (needed to cancel a paid order). */
  jobs?: JobSender;
}

/**
 * Cancels an order in one transaction (a savepoint when `db` is already a transaction): the order row is
 * locked, every line goes back into stock (variants in id order, like checkout takes them), money taken
 * is marked refunded and a plan still waiting for approval is rejected. The shopper cancelling an order that is
 * already cancelled changes nothing.
 */
export async function cancelOrder(
  db: Executor,
  orderId: number,
  by: Canceller,
  options: CancelOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        by === 'shop' ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, by.shopper)),
      )
      .for('update');
    if (!order) throw notFound('Order not found.');
    // A shopper's cancel is safe to repeat: an order already cancelled is answered as it is, never restocked twice.
    if (by !== 'shop' && order.status === 'cancelled') return;
    // The shopper may cancel until the order is being prepared (pending or confirmed), as long as no money
    // has been taken on it: refunds go through the shop.
    if (by !== 'shop' && !canTransition(order.status, 'cancelled'))
      throw conflict(
        `Only pending or confirmed orders can be cancelled; this one is ${ORDER_STATUS_WORDS[order.status]}.`,
      );
    if (by !== 'shop' && order.paymentStatus !== 'unpaid')
      throw conflict('A payment has been made on this order, so please contact us to cancel it.');
    if (!canTransition(order.status, 'cancelled'))
      throw conflict(transitionMessage(order.status, 'cancelled'));

    const lines = await tx
      .select({ variantId: orderItems.variantId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
      .groupBy(orderItems.variantId)
      .orderBy(asc(orderItems.variantId));
    for (const line of lines) {
      if (line.variantId === null) continue;
      await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${line.quantity}` })
        .where(eq(variants.id, line.variantId));
    }
    // Promotion uses the order held are given back (after the stock, in the order checkout takes them).
    await releasePromotionUses(tx, orderId);
    const online = order.paymentMethod === 'pay_now';
    if (online) await settleOnlinePaymentsOnCancel(tx, orderId, options.jobs);
    // What the shopper's transfers paid towards it goes back to their store credit.
    if (order.paymentMethod === 'account_transfer') await creditBackOrder(tx, order);
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        // An online payment is refunded through the provider: the order reads refunded once the refund is processed.
        paymentStatus: online ? order.paymentStatus : refundedStatus(order.paymentStatus),
        // The shopper's own cancel says so, to them (not "not approved") and to the shop.
        cancelReason: options.reason ?? (by === 'shop' ? null : CANCELLED_BY_SHOPPER),
        reservedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    await recordOrderStatus(
      tx,
      {
        orderId,
        status: 'cancelled',
        actor: by === 'shop' ? (options.actor ?? { by: 'system' }) : { by: 'shopper', userId: by.shopper },
        note: options.reason ?? null,
      },
      options.jobs,
    );
    await tx
      .update(payLaterPlans)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(and(eq(payLaterPlans.orderId, orderId), eq(payLaterPlans.status, 'pending')));
  });
}

/**
 * A pay-now order being cancelled (the order row is locked): its payment that succeeded is refunded in full (the
 * provider is asked once the transaction commits), and attempts still open are abandoned; should one of them
 * succeed after all, it is refunded when it is settled (modules/payments/settle.ts).
 */
async function settleOnlinePaymentsOnCancel(
  tx: Executor,
  orderId: number,
  jobs: JobSender | undefined,
): Promise<void> {
  const [paid] = await tx
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'succeeded')));
  if (paid) {
    if (!jobs) throw new Error('cancelling a paid order needs the job queue for its refund');
    await reserveRefund(jobs, tx, paid.id, 'Order cancelled');
  }
  await tx
    .update(onlinePayments)
    .set({ status: 'abandoned', reason: 'The order was cancelled', updatedAt: new Date() })
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'pending')));
}

/** A cancelled order owes nothing: money taken (in part or in full) is refunded, an unpaid order stays unpaid. */
export const refundedStatus = (status: PaymentStatus): PaymentStatus =>
  status === 'paid' || status === 'partially_paid' ? 'refunded' : status;

/** What the shop gives with a status change: who made it, the courier of a shipment, the code shown at a station. */
export interface StatusChangeOptions {
  jobs?: JobSender | undefined;
  actor?: StatusActor;
  courier?: string | undefined;
  trackingNumber?: string | undefined;
  pickupCode?: string | undefined;
}

/**
 * Moves an order along ORDER_TRANSITIONS for the shop, and records it in the order's history (the shopper is told
 * of it when `jobs` is given). Cancelling goes through `cancelOrder`; delivering a pay-on-delivery order marks it
 * paid. Only a pickup order becomes ready for pickup (with a new pickup code), and one that is ready is handed over
 * only against that code. Shipping keeps the courier and tracking number given.
 */
export async function changeOrderStatus(
  db: Executor,
  orderId: number,
  to: OrderStatus,
  options: StatusChangeOptions = {},
): Promise<void> {
  const { jobs } = options;
  const actor = options.actor ?? { by: 'system' as const };
  if (to === 'cancelled') return cancelOrder(db, orderId, 'shop', { ...(jobs ? { jobs } : {}), actor });
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found.');
    if (!canTransition(order.status, to)) throw conflict(transitionMessage(order.status, to));
    if (to === 'ready_for_pickup' && order.deliveryMethod !== 'pickup')
      throw conflict('Only an order to collect from a pickup station can be ready for pickup.');
    if (to === 'delivered' && order.status === 'ready_for_pickup') {
      const message = 'The pickup code does not match. Ask for the 6-digit code in the shopper’s mail.';
      if (!options.pickupCode) {
        const missing = 'Enter the 6-digit pickup code the shopper shows.';
        throw badRequest(missing, { pickup_code: [missing] });
      }
      if (options.pickupCode !== order.pickupCode) throw badRequest(message, { pickup_code: [message] });
    }
    const cashOnDelivery = to === 'delivered' && order.paymentMethod === 'pay_on_delivery';
    const paymentStatus = cashOnDelivery ? 'paid' : order.paymentStatus;
    await tx
      .update(orders)
      .set({
        status: to,
        paymentStatus,
        ...(to === 'delivered' ? { deliveredAt: new Date() } : {}),
        ...(to === 'ready_for_pickup' ? { pickupCode: newPickupCode() } : {}),
        ...(to === 'shipped'
          ? { courier: options.courier ?? null, trackingNumber: options.trackingNumber ?? null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    const note =
      to === 'shipped' && (options.courier || options.trackingNumber)
        ? [options.courier, options.trackingNumber && `tracking ${options.trackingNumber}`]
            .filter(Boolean)
            .join(', ')
        : null;
    await recordOrderStatus(tx, { orderId, status: to, actor, note }, jobs);
    if (cashOnDelivery) await recordPayment(tx, orderId, 'delivery', order.totalKobo);
  });
}
