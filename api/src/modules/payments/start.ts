import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema.js';
import { onlinePayments } from './tables.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { ProviderError } from '../../lib/payments/provider.js';
import { recordEvent, type PaymentDeps } from './deps.js';
import { refreshOpenPayments } from './settle.js';
import { paymentEmailOf } from '../customers/index.js';

/** `KSW-42-9f1c0a7b3e2d4c5a`: the order's id and 16 random hex digits; letters, digits and `-` only. */
export const newPaymentReference = (orderId: number) => `KSW-${orderId}-${randomBytes(8).toString('hex')}`;

/**
 * Opens a new attempt for a pay-now order still holding its stock: a new reference (older open attempts are
 * abandoned), then the provider's checkout page. A retry is the same call.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
): Promise<{ reference: string; authorization_url: string }> {
  const { db } = deps;
  const readOrder = async () => {
    const [row] = await db
      .select({
        id: orders.id,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        totalKobo: orders.totalKobo,
        reservedUntil: orders.reservedUntil,
        email: users.email,
        phone: users.phone,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found.');
    return row;
  };
  let order = await readOrder();
  if (order.paymentMethod === 'pay_now' && order.paymentStatus === 'unpaid') {
    // An earlier attempt may have been paid in another tab: settle open attempts first.
    await refreshOpenPayments(deps, orderId, 'verify');
    order = await readOrder();
  }
  if (order.paymentMethod !== 'pay_now') throw conflict('This order is not paid online.');
  if (order.paymentStatus !== 'unpaid') throw conflict('This order is already paid.');
  if (order.status === 'cancelled') throw conflict('This order was cancelled, so it can no longer be paid.');
  if (!order.reservedUntil || order.reservedUntil.getTime() <= Date.now()) {
    throw conflict('The time to pay for this order has run out.');
  }
  if (order.totalKobo <= 0) throw conflict('There is nothing to pay on this order.');

  const reference = newPaymentReference(orderId);
  const payment = await db.transaction(async (tx) => {
    await tx
      .update(onlinePayments)
      .set({ status: 'abandoned', reason: 'A new attempt was started', updatedAt: new Date() })
      .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'pending')));
    const [row] = await tx
      .insert(onlinePayments)
      .values({
        orderId,
        provider: deps.provider.name,
        reference,
        amountKobo: BigInt(order.totalKobo),
        currency: 'NGN',
      })
      .returning();
    if (!row) throw new HttpError(500, 'Payment could not be created');
    return row;
  });

  try {
    const init = await deps.provider.initialize({
      reference,
      amountKobo: payment.amountKobo,
      currency: 'NGN',
      email: order.email ?? paymentEmailOf(order.phone, deps.appUrl),
      callbackUrl: `${deps.appUrl}/orders/${orderId}`,
      metadata: { order_id: orderId, payment_id: payment.id },
    });
    await db
      .update(onlinePayments)
      .set({ authorizationUrl: init.authorizationUrl, updatedAt: new Date() })
      .where(eq(onlinePayments.id, payment.id));
    await recordEvent(db, {
      paymentId: payment.id,
      source: 'initialize',
      event: 'initialize',
      outcome: 'opened',
    });
    return { reference, authorization_url: init.authorizationUrl };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.log.warn({ err, orderId }, 'payment provider refused initialize');
    await db
      .update(onlinePayments)
      .set({ status: 'failed', reason: err.message.slice(0, 300), updatedAt: new Date() })
      .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'pending')));
    await recordEvent(db, {
      paymentId: payment.id,
      source: 'initialize',
      event: 'initialize',
      outcome: 'provider error',
    });
    throw new HttpError(502, 'The payment provider could not be reached. Please try again in a moment.');
  }
}
