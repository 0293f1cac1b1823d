import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { formatNaira, fromKobo } from 'shared-contracts/money';
import type {
  OnlinePayment,
  OnlinePaymentStatus,
  OrderPayments,
  PaymentEvent,
  PaymentReview,
} from 'shared-contracts/payments';
import type { Db, Executor } from '../db/client.js';
import { jobLeases, onlinePayments, orders, paymentEvents, refunds, users } from '../db/schema.js';
import { HttpError, conflict, notFound } from '../lib/http-error.js';
import {
  ProviderError,
  type PaymentProvider,
  type RefundResult,
  type Verification,
} from '../lib/payments/provider.js';
import { cancelOrder } from './orders.js';
import { reserveRefund } from './payment-refunds.js';
import { recordPayment } from './transactions.js';

/**
 * Online payments (docs/payments.md). The rules: an order is paid only after the provider's own answer to a
 * verify says success for exactly the order's amount in NGN, for this reference and order; every change of a
 * payment's status is a conditional UPDATE that one caller wins, and only the winner marks the order paid, writes
 * the transaction and mails the receipt; the provider is never called inside a database transaction.
 */

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  mailer: { send(mail: { to: string; subject: string; text: string }): Promise<void> };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  appUrl: string;
}

type PaymentRow = typeof onlinePayments.$inferSelect;
type EventSource = PaymentEvent['source'];

/** What settling a payment led to. `unchanged`: another caller had already settled it, or it is still open. */
export type SettleOutcome = 'paid' | 'needs_review' | 'failed' | 'refunding' | 'pending' | 'unchanged';

const PAY_LATER_THAN_CANCEL = 'Paid after the order was cancelled or already paid: refunded in full';

/** `KSW-42-9f1c0a7b3e2d4c5a`: the order's id and 16 random hex digits; letters, digits and `-` only. */
export const newPaymentReference = (orderId: number) => `KSW-${orderId}-${randomBytes(8).toString('hex')}`;

const naira = (kobo: bigint) => formatNaira(fromKobo(Number(kobo)));

async function recordEvent(
  db: Executor,
  event: {
    paymentId: number | null;
    source: EventSource;
    event: string;
    outcome: string;
    dedupKey?: string | null;
    rawBody?: string | null;
    signatureValid?: boolean | null;
  },
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: event.paymentId,
    source: event.source,
    event: event.event.slice(0, 64),
    outcome: event.outcome.slice(0, 64),
    dedupKey: event.dedupKey ?? null,
    rawBody: event.rawBody ?? null,
    signatureValid: event.signatureValid ?? null,
  });
}

// ------------------------------------------------------------------ starting a payment

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
      email: order.email,
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

// ------------------------------------------------------------------ settling a payment

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
  if (verification.amountKobo === null) problems.push('its amount is not whole kobo');
  else if (verification.amountKobo !== payment.amountKobo) {
    problems.push(`paid ${verification.amountKobo} kobo, owed ${payment.amountKobo} kobo`);
  }
  if (verification.currency !== 'NGN')
    problems.push(`paid in ${verification.currency || 'no currency'}, not NGN`);
  if (problems.length > 0)
    return { status: 'needs_review', reason: `Success that does not match: ${problems.join('; ')}` };
  return { status: 'succeeded', reason: null };
}

interface Winner {
  outcome: SettleOutcome;
  receipt?: { to: string; number: string; amountKobo: bigint; channel: string | null };
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
    let receipt: Winner['receipt'];
    if (verdict.status === 'succeeded') {
      const payable = order.status !== 'cancelled' && order.paymentStatus === 'unpaid';
      if (!payable) {
        // Money for an order that no longer takes it: give it all back.
        const [won] = await move('refunded', PAY_LATER_THAN_CANCEL);
        if (won) {
          await reserveRefund(
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
          await tx
            .update(orders)
            .set({ paymentStatus: 'paid', reservedUntil: null, updatedAt: new Date() })
            .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'unpaid')));
          await recordPayment(tx, order.id, 'online', Number(payment.amountKobo));
          await tx
            .update(onlinePayments)
            .set({ status: 'abandoned', reason: 'Another attempt paid the order', updatedAt: new Date() })
            .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'pending')));
          outcome = 'paid';
          receipt = {
            to: order.email,
            number: order.number,
            amountKobo: payment.amountKobo,
            channel: verification.channel,
          };
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
    return { outcome, orderId: order.id, ...(receipt ? { receipt } : {}) };
  });

  if (winner.receipt) await sendReceipt(deps, winner.receipt);
  if (winner.outcome === 'refunding') await sendPendingRefunds(deps, winner.orderId);
  return winner.outcome;
}

async function sendReceipt(deps: PaymentDeps, receipt: NonNullable<Winner['receipt']>) {
  try {
    await deps.mailer.send({
      to: receipt.to,
      subject: `Payment received for order ${receipt.number}`,
      text: [
        `Thank you. We have received ${naira(receipt.amountKobo)} for order ${receipt.number}${
          receipt.channel ? ` (paid by ${receipt.channel.replace('_', ' ')})` : ''
        }.`,
        '',
        'We will let you know when it ships.',
      ].join('\n'),
    });
  } catch (err) {
    deps.log.warn({ err, order: receipt.number }, 'receipt mail not sent');
  }
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
async function refreshOpenPayments(deps: PaymentDeps, orderId: number, source: EventSource): Promise<void> {
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

// ------------------------------------------------------------------ webhooks

export type WebhookAnswer = { status: 200 | 400 | 401 | 500; message: string };

const MAX_STORED_BODY = 64 * 1024;

/**
 * A webhook: the signature over the raw bytes first (401 and nothing changes when it fails), then one row per
 * event (a repeat is 200 and does nothing), then the provider is asked, never the body believed.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookAnswer> {
  const parsed = deps.provider.parseWebhook(rawBody, headers);
  if (!parsed.signatureValid) {
    // Anyone can send these: only that one came and its size are kept, never its body (docs/security.md).
    await recordEvent(deps.db, {
      paymentId: null,
      source: 'webhook',
      event: 'unsigned',
      outcome: `refused: bad signature, ${rawBody.length} bytes`,
      rawBody: null,
      signatureValid: false,
    });
    return { status: 401, message: 'Invalid signature.' };
  }
  const stored = rawBody.toString('utf8').slice(0, MAX_STORED_BODY);
  if (parsed.event === null) {
    await recordEvent(deps.db, {
      paymentId: null,
      source: 'webhook',
      event: 'malformed',
      outcome: `refused: ${parsed.reason}`,
      rawBody: stored,
      signatureValid: true,
    });
    return { status: 400, message: 'Malformed event.' };
  }
  // One row per event; a delivery whose handling failed may be handled again when the provider retries it.
  const [claimed] = await deps.db
    .insert(paymentEvents)
    .values({
      paymentId: null,
      source: 'webhook',
      event: parsed.event.slice(0, 64),
      dedupKey: parsed.dedupKey.slice(0, 200),
      rawBody: stored,
      signatureValid: true,
      outcome: 'received',
    })
    .onConflictDoUpdate({
      target: paymentEvents.dedupKey,
      set: { outcome: 'received' },
      setWhere: eq(paymentEvents.outcome, 'error'),
    })
    .returning({ id: paymentEvents.id });
  if (!claimed) return { status: 200, message: 'Duplicate event.' };

  const finish = (outcome: string, paymentId: number | null = null) =>
    deps.db.update(paymentEvents).set({ outcome, paymentId }).where(eq(paymentEvents.id, claimed.id));
  try {
    const payment = parsed.reference
      ? (await deps.db.select().from(onlinePayments).where(eq(onlinePayments.reference, parsed.reference)))[0]
      : undefined;
    if (parsed.event === 'charge.success') {
      if (!payment) {
        await finish('unknown reference');
        return { status: 200, message: 'Unknown reference.' };
      }
      const outcome = await verifyAndSettle(deps, payment, 'webhook');
      await finish(outcome, payment.id);
      return { status: 200, message: outcome };
    }
    if (parsed.event.startsWith('refund.') && parsed.refundId) {
      const refund = await deps.provider.fetchRefund(parsed.refundId);
      const outcome = await applyRefundResult(deps, refund, payment?.id ?? null);
      await finish(outcome, payment?.id ?? null);
      return { status: 200, message: outcome };
    }
    await finish('ignored', payment?.id ?? null);
    return { status: 200, message: 'Ignored.' };
  } catch (err) {
    deps.log.warn({ err, event: parsed.event }, 'webhook not handled; the provider will send it again');
    await finish('error');
    return { status: 500, message: 'Not handled; send it again.' };
  }
}

// ------------------------------------------------------------------ refunds

/** Sends the order's refunds that the provider has not heard of yet (just reserved, or an earlier send failed). */
export async function sendPendingRefunds(deps: PaymentDeps, orderId: number): Promise<void> {
  const waiting = await deps.db
    .select({ refund: refunds, reference: onlinePayments.reference })
    .from(refunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
    .where(
      and(
        eq(onlinePayments.orderId, orderId),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const { refund, reference } of waiting)
    await sendRefund(deps, refund.id, reference, refund.amountKobo);
}

async function sendRefund(deps: PaymentDeps, refundId: number, reference: string, amountKobo: bigint) {
  // Claim the send (a reconciliation elsewhere skips refunds touched in the last two minutes).
  const [claimed] = await deps.db
    .update(refunds)
    .set({ updatedAt: new Date() })
    .where(and(eq(refunds.id, refundId), isNull(refunds.providerRefundId), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id, paymentId: refunds.paymentId });
  if (!claimed) return;
  try {
    const result = await deps.provider.refund({ reference, amountKobo });
    await deps.db
      .update(refunds)
      .set({ providerRefundId: result.providerRefundId, updatedAt: new Date() })
      .where(and(eq(refunds.id, refundId), isNull(refunds.providerRefundId)));
    await recordEvent(deps.db, {
      paymentId: claimed.paymentId,
      source: 'refund',
      event: 'refund',
      outcome: `asked: ${result.status}`,
    });
    if (result.status !== 'pending') await applyRefundResult(deps, result, claimed.paymentId);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.log.warn({ err, refundId }, 'refund not sent; the reconciliation sends it again');
    await recordEvent(deps.db, {
      paymentId: claimed.paymentId,
      source: 'refund',
      event: 'refund',
      outcome: 'provider error',
    });
  }
}

/**
 * The provider's word on a refund: processed moves the refund (once), and the order to refunded when its
 * payment has been given back in full; the shopper is told.
 */
export async function applyRefundResult(
  deps: PaymentDeps,
  result: RefundResult,
  paymentId: number | null,
): Promise<string> {
  if (result.status === 'pending') return 'refund pending';
  const done = await deps.db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ status: result.status, updatedAt: new Date() })
      .where(
        and(
          eq(refunds.status, 'pending'),
          or(
            eq(refunds.providerRefundId, result.providerRefundId),
            // The webhook can come before the answer to our refund call was stored.
            and(
              isNull(refunds.providerRefundId),
              paymentId === null ? sql`false` : eq(refunds.paymentId, paymentId),
              result.amountKobo === null ? sql`false` : eq(refunds.amountKobo, result.amountKobo),
            ),
          ),
        ),
      )
      .returning();
    if (!refund) return null;
    if (result.status === 'failed') {
      // The money was not given back: it can be refunded again.
      await tx
        .update(onlinePayments)
        .set({
          refundedKobo: sql`${onlinePayments.refundedKobo} - ${refund.amountKobo}`,
          updatedAt: new Date(),
        })
        .where(eq(onlinePayments.id, refund.paymentId));
      return { refund, order: null };
    }
    const [payment] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, refund.paymentId));
    if (!payment) return null;
    const [processed] = await tx
      .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)::text` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'processed')));
    const full = BigInt(processed?.kobo ?? '0') >= payment.amountKobo;
    if (full) {
      const [paidTheOrder] = await tx
        .update(onlinePayments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'succeeded')))
        .returning({ id: onlinePayments.id });
      // Only the payment that paid the order makes it refunded (not a stray second payment given back).
      if (paidTheOrder) {
        await tx
          .update(orders)
          .set({ paymentStatus: 'refunded', updatedAt: new Date() })
          .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, 'paid')));
      }
    }
    const [order] = await tx
      .select({ number: orders.number, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, payment.orderId));
    await recordEvent(tx, {
      paymentId: payment.id,
      source: 'refund',
      event: `refund ${result.status}`,
      outcome: 'applied',
    });
    return { refund, order: order ?? null };
  });
  if (!done) return 'unchanged';
  if (done.order && result.status === 'processed') {
    try {
      await deps.mailer.send({
        to: done.order.email,
        subject: `Refund for order ${done.order.number}`,
        text: `We have refunded ${naira(done.refund.amountKobo)} for order ${done.order.number}. Depending on your bank it can take a few working days to show.`,
      });
    } catch (err) {
      deps.log.warn({ err }, 'refund mail not sent');
    }
  }
  return `refund ${result.status}`;
}

/** The admin refunds part or all of what is left of an order's payment. */
export async function refundOrder(
  deps: PaymentDeps,
  orderId: number,
  amountKobo: bigint | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound('Order not found.');
    const [payment] = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'succeeded')));
    if (!payment) throw conflict('This order has no online payment to refund.');
    await reserveRefund(tx, payment.id, 'Refunded by the shop', amountKobo);
  });
  await sendPendingRefunds(deps, orderId);
}

// ------------------------------------------------------------------ expiry and reconciliation

export const RESERVATION_EXPIRED = 'Payment was not completed in time';

/**
 * Releases the stock of pay-now orders whose payment never came: each order is re-checked under its row lock,
 * so two replicas expiring the same order restock it once. Open attempts are asked about first: a payment made
 * at the last minute still counts.
 */
export async function expireReservations(deps: PaymentDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'pay_now'),
        eq(orders.paymentStatus, 'unpaid'),
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
        order.paymentStatus === 'unpaid' &&
        (order.status === 'pending' || order.status === 'confirmed') &&
        order.reservedUntil !== null &&
        order.reservedUntil < now;
      if (!stillDue) return false;
      await cancelOrder(tx, id, 'shop', { reason: RESERVATION_EXPIRED });
      return true;
    });
    if (released) expired += 1;
  }
  return expired;
}

/** Takes the named lease for `ms` if it is free or lapsed (one conditional write; the winner runs the job). */
export async function takeLease(db: Executor, name: string, holder: string, ms: number): Promise<boolean> {
  const until = new Date(Date.now() + ms);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${jobLeases.expiresAt} < now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
}

/**
 * The reconciliation: re-verifies payments left pending (webhooks can be hours late) and, now and then, attempts
 * abandoned in the last day, releases expired reservations, sends refunds the provider has not heard of and asks about refunds still pending. Runs on the
 * replica holding the lease.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  if (!(await takeLease(deps.db, 'payments-reconcile', holder, leaseMs))) return false;
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
    .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.providerRefundId)))
    .limit(100);
  for (const { id, paymentId } of asked) {
    if (!id) continue;
    try {
      await applyRefundResult(deps, await deps.provider.fetchRefund(id), paymentId);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
    }
  }
  return true;
}

// ------------------------------------------------------------------ reading

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
  created_at: p.createdAt.toISOString(),
  refunds: refundRows
    .filter((r) => r.paymentId === p.id)
    .map((r) => ({
      id: r.id,
      amount: fromKobo(Number(r.amountKobo)),
      status: r.status,
      reason: r.reason,
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
  const answer: OrderPayments = { payments: rows.map((p) => toPayment(p, refundRows)) };
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
