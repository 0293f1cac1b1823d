import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema.js';
import { onlinePayments } from './tables.js';
import { HttpError, conflict, notFound } from '../../lib/http-error.js';
import { ProviderError, type OfflineCharge, type OfflineChoice } from '../../lib/payments/provider.js';
import { recordEvent, type PaymentDeps } from './deps.js';
import { refreshOpenPayments } from './settle.js';
import { paymentEmailOf } from '../customers/index.js';

/** `KSW-42-9f1c0a7b3e2d4c5a`: the order's id and 16 random hex digits; letters, digits and `-` only. */
export const newPaymentReference = (orderId: number) => `KSW-${orderId}-${randomBytes(8).toString('hex')}`;

/**
 * A new attempt for a pay-now order still holding its stock: checks the order can still be paid, then a new
 * reference (older open attempts are abandoned) recorded before the provider is asked anything.
 */
async function openAttempt(deps: PaymentDeps, userId: number, orderId: number) {
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
  const reservedUntil = order.reservedUntil;
  if (!reservedUntil || reservedUntil.getTime() <= Date.now()) {
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
  return {
    payment,
    reference,
    reservedUntil,
    email: order.email ?? paymentEmailOf(order.phone, deps.appUrl),
    metadata: { order_id: orderId, payment_id: payment.id },
  };
}

/** Asks the provider to open what `attempt` is for; its refusal fails the attempt and is a 502 to the shopper. */
async function askProvider<T>(
  deps: PaymentDeps,
  orderId: number,
  paymentId: number,
  source: 'initialize' | 'charge',
  ask: () => Promise<T>,
): Promise<T> {
  const { db } = deps;
  try {
    const answer = await ask();
    await recordEvent(db, { paymentId, source: 'initialize', event: source, outcome: 'opened' });
    return answer;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.log.warn({ err, orderId }, `payment provider refused ${source}`);
    await db
      .update(onlinePayments)
      .set({ status: 'failed', reason: err.message.slice(0, 300), updatedAt: new Date() })
      .where(and(eq(onlinePayments.id, paymentId), eq(onlinePayments.status, 'pending')));
    await recordEvent(db, { paymentId, source: 'initialize', event: source, outcome: 'provider error' });
    throw new HttpError(502, 'The payment provider could not be reached. Please try again in a moment.');
  }
}

/**
 * Opens a new attempt for a pay-now order still holding its stock: a new reference (older open attempts are
 * abandoned), then the provider's checkout page. A retry is the same call.
 */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
): Promise<{ reference: string; authorization_url: string }> {
  const attempt = await openAttempt(deps, userId, orderId);
  const init = await askProvider(deps, orderId, attempt.payment.id, 'initialize', () =>
    deps.provider.initialize({
      reference: attempt.reference,
      amountKobo: attempt.payment.amountKobo,
      currency: 'NGN',
      email: attempt.email,
      callbackUrl: `${deps.appUrl}/orders/${orderId}`,
      metadata: attempt.metadata,
    }),
  );
  await deps.db
    .update(onlinePayments)
    .set({ authorizationUrl: init.authorizationUrl, updatedAt: new Date() })
    .where(eq(onlinePayments.id, attempt.payment.id));
  return { reference: attempt.reference, authorization_url: init.authorizationUrl };
}

/**
 * Opens a new attempt paid away from any page, for a shopper with no card or no data (the USSD storefront): a bank's
 * USSD code to dial, or an account to transfer to that takes the payment until the order's stock is released. The
 * order is paid when the provider's `charge.success` comes and holds, as for a payment on its page.
 */
export async function payOffline(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  method: OfflineChoice,
): Promise<OfflineCharge> {
  const attempt = await openAttempt(deps, userId, orderId);
  return askProvider(deps, orderId, attempt.payment.id, 'charge', () =>
    deps.provider.charge({
      reference: attempt.reference,
      amountKobo: attempt.payment.amountKobo,
      currency: 'NGN',
      email: attempt.email,
      metadata: attempt.metadata,
      method: method.kind === 'ussd' ? method : { kind: 'bank_transfer', expiresAt: attempt.reservedUntil },
    }),
  );
}
