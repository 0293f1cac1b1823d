import { and, eq, inArray, ne } from 'drizzle-orm';
import type { OnlinePaymentStatus } from 'shared-contracts/schemas/payments';
import { orders, users } from '../../db/schema.js';
import { onlinePayments } from './tables.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { ProviderError, type Verification } from '../../lib/payments/provider.js';
import { queueMail } from '../../services/mail-queue.js';
import { queueSms } from '../../services/sms-queue.js';
import { formatPlainNaira, fromKobo } from 'shared-contracts/money';
import { toGsm7 } from 'shared-contracts/text';
import { recordEvent, type EventSource, type PaymentDeps, type PaymentRow } from './deps.js';
import { confirmPaidOrder } from './paid.js';
import { reserveRefund } from './refund.js';

/** What settling a payment led to. `unchanged`: another caller had already settled it, or it is still open. */
export type SettleOutcome = 'paid' | 'needs_review' | 'failed' | 'refunding' | 'pending' | 'unchanged';

const PAY_LATER_THAN_CANCEL = 'Paid after the order was cancelled or already paid: refunded in full';

/** What the provider's verified answer means for this payment: the target status, and why. */
export function judge(
  payment: Pick<PaymentRow, 'reference' | 'amountKobo' | 'orderId'>,
  verification: Verification,
): { status: Exclude<OnlinePaymentStatus, 'refunded'>; reason: string | null } {
  if (verification.status === 'failed' || verification.status === 'reversed') {
    return { status: 'failed', reason: verification.gatewayResponse ?? verification.status };
  }
  if (verification.status !== 'success') return { status: 'pending', reason: null };
  const problems: string[] = [];
  if (verification.reference !== payment.reference)
    problems.push(`reference ${verification.reference} is not ${payment.reference}`);
  if (verification.orderId !== null && verification.orderId !== payment.orderId) {
    problems.push(`it names order ${verification.orderId}`);
  }
  // When the shop passes Paystack's fee to the customer, `amount` is what was asked plus the fee: the payment is
  // judged on `requested_amount` (what the shop asked for), and the charge must cover it.
  const paid = verification.requestedKobo ?? verification.amountKobo;
  if (paid === null) problems.push('its amount is not whole kobo');
  else if (paid !== payment.amountKobo) {
    problems.push(`paid ${paid} kobo, owed ${payment.amountKobo} kobo`);
  } else if (verification.amountKobo === null || verification.amountKobo < paid) {
    problems.push(`charged ${verification.amountKobo ?? 'no whole'} kobo, less than the ${paid} kobo asked`);
  }
  if (verification.currency !== 'NGN')
    problems.push(`paid in ${verification.currency || 'no currency'}, not NGN`);
  if (problems.length > 0)
    return { status: 'needs_review', reason: `Success that does not match: ${problems.join('; ')}` };
  return { status: 'succeeded', reason: null };
}

interface Winner {
  outcome: SettleOutcome;
  orderId: number;
}

/**
 * Applies the provider's verified answer to one payment. The order row is locked first, so a cancel, the expiry
 * of its reservation and another settle of the same order take turns; the payment moves only from an open status
 * (pending, or abandoned by a retry), so of the webhook, the return and the reconciliation only one wins.
 */
export async function settlePayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  reported: Verification,
  source: EventSource,
): Promise<SettleOutcome> {
  let verification = reported;
  let verdict = judge(payment, verification);
  if (verdict.status === 'pending') return 'pending';
  if (verification.providerId && verdict.status !== 'failed') {
    // One provider transaction pays one attempt: an id already on another attempt (test and live keys mixed on one
    // database, say) is for a person to look at.
    const [other] = await deps.db
      .select({ reference: onlinePayments.reference })
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.provider, payment.provider),
          eq(onlinePayments.providerId, verification.providerId),
          ne(onlinePayments.id, payment.id),
        ),
      );
    if (other) {
      verdict = {
        status: 'needs_review',
        reason: `Provider transaction ${verification.providerId} is already recorded for payment ${other.reference}`,
      };
      verification = { ...verification, providerId: '' };
    }
  }
  const winner = await deps.db.transaction(async (tx): Promise<Winner> => {
    const [order] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        email: users.email,
        phone: users.phone,
        phoneVerifiedAt: users.phoneVerifiedAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, payment.orderId))
      .for('update', { of: orders });
    if (!order) return { outcome: 'unchanged', orderId: payment.orderId };
    const open = ['pending', 'abandoned'] as const;
    const details = {
      providerId: verification.providerId || null,
      channel: verification.channel,
      paidAt: verification.paidAt,
      requestedKobo: verification.requestedKobo,
      chargedKobo: verification.amountKobo,
      feesKobo: verification.feesKobo,
      updatedAt: new Date(),
    };
    const move = (
      status: OnlinePaymentStatus,
      reason: string | null,
      from: readonly OnlinePaymentStatus[] = open,
    ) =>
      tx
        .update(onlinePayments)
        .set({ ...details, status, reason })
        .where(and(eq(onlinePayments.id, payment.id), inArray(onlinePayments.status, [...from])))
        .returning({ id: onlinePayments.id });

    let outcome: SettleOutcome = 'unchanged';
    if (verdict.status === 'succeeded') {
      const payable = order.status !== 'cancelled' && order.paymentStatus === 'unpaid';
      if (!payable) {
        // Money for an order that no longer takes it: give it all back.
        const [won] = await move('refunded', PAY_LATER_THAN_CANCEL);
        if (won) {
          await reserveRefund(
            deps.jobs,
            tx,
            payment.id,
            'Paid after the order was cancelled or already paid',
            undefined,
            ['refunded'],
          );
          outcome = 'refunding';
        }
      } else {
        const [won] = await move('succeeded', null);
        if (won) {
          // Money verified with the provider is what the shop waited for: a pending order is confirmed with it.
          await confirmPaidOrder(
            tx,
            order,
            payment.amountKobo,
            {
              actor: { by: 'payment' },
              note: 'Paid online',
            },
            deps.recordOrderStatus,
          );
          await tx
            .update(onlinePayments)
            .set({ status: 'abandoned', reason: 'Another attempt paid the order', updatedAt: new Date() })
            .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'pending')));
          outcome = 'paid';
          await queueMail(deps.jobs, tx, {
            kind: 'payment-received',
            paymentId: payment.id,
            channel: verification.channel,
          });
          // A shopper without an email (an account of a phone number: a USSD caller, phone sign-in) is told by text.
          if (!order.email && order.phone && order.phoneVerifiedAt)
            await queueSms(deps.jobs, tx, {
              to: order.phone,
              // In GSM-7 (₦ as N): one SMS of 160 characters, not 70.
              text: toGsm7(
                `Kasuwa: we received ${formatPlainNaira(fromKobo(Number(payment.amountKobo)))} for order ${order.number}. Thank you!`,
              ),
              key: `payment-received-${payment.id}`,
            });
        }
      }
    } else if (verdict.status === 'needs_review') {
      const [won] = await move('needs_review', verdict.reason);
      if (won) outcome = 'needs_review';
    } else if (verdict.status === 'failed') {
      const [won] = await move('failed', verdict.reason, ['pending']);
      if (won) outcome = 'failed';
    }
    await recordEvent(tx, {
      paymentId: payment.id,
      source,
      event: `verify ${verification.status}`,
      outcome,
    });
    return { outcome, orderId: order.id };
  });

  return winner.outcome;
}

/** Asks the provider about one payment and settles it. */
export async function verifyAndSettle(
  deps: PaymentDeps,
  payment: PaymentRow,
  source: EventSource,
): Promise<SettleOutcome> {
  let verification: Verification;
  try {
    verification = await deps.provider.verify(payment.reference);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.log.warn({ err, reference: payment.reference }, 'payment provider could not verify');
    throw new HttpError(502, 'The payment provider could not be reached. Please try again in a moment.');
  }
  return settlePayment(deps, payment, verification, source);
}

/** Settles the order's open attempts (pending, or abandoned by a retry but perhaps paid after all). */
export async function refreshOpenPayments(
  deps: PaymentDeps,
  orderId: number,
  source: EventSource,
): Promise<void> {
  const open = await deps.db
    .select()
    .from(onlinePayments)
    .where(
      and(eq(onlinePayments.orderId, orderId), inArray(onlinePayments.status, ['pending', 'abandoned'])),
    );
  for (const payment of open) {
    try {
      await verifyAndSettle(deps, payment, source);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    }
  }
}

/**
 * The shopper is back from the provider's page with `reference`: verify it, if it is one of this order's
 * payments and the order is theirs (another's reference, or one of another order, is 404).
 */
export async function verifyReturn(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  reference: string,
): Promise<{ payment_status: OnlinePaymentStatus; order_id: number }> {
  const [row] = await deps.db
    .select({ payment: onlinePayments })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(and(eq(onlinePayments.reference, reference), eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('No payment with that reference on this order.');
  await verifyAndSettle(deps, row.payment, 'verify');
  const [after] = await deps.db
    .select({ status: onlinePayments.status })
    .from(onlinePayments)
    .where(eq(onlinePayments.id, row.payment.id));
  return { payment_status: after?.status ?? row.payment.status, order_id: orderId };
}
