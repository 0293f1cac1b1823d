import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { formatNaira, fromKobo } from 'shared-contracts/money';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { onlinePayments, refunds } from './tables.js';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { ProviderError, type RefundResult } from '../../lib/payments/provider.js';
import { queueMail, type JobSender } from '../../services/mail-queue.js';
import { recordEvent, type PaymentDeps } from './deps.js';
import { queueWhatsAppUpdate } from '../whatsapp/index.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Asks the provider for one reserved refund (`sendRefund`), queued in the transaction that reserved it. */
    refund: { refundId: number };
  }
}

/** A refund the provider has not finished with. */
export const OPEN_REFUND = ['pending', 'processing', 'needs_attention'] as const;

/**
 * Sets money aside for a refund of an online payment, inside the caller's transaction: one conditional update adds
 * the amount to what was refunded only while the total stays within what was paid, so two refunds racing can never
 * give back more than was paid. The provider is asked by a `refund` job queued in the same transaction, so a refund
 * reserved is asked for exactly when the reservation is committed (`sendRefund` below).
 * Without an amount, all that is left.
 */
export async function reserveRefund(
  jobs: JobSender,
  tx: Executor,
  paymentId: number,
  reason: string,
  amountKobo?: bigint,
  /** A success refunded because its order no longer takes it has already moved to `refunded`. */
  fromStatuses: ('succeeded' | 'refunded')[] = ['succeeded'],
): Promise<number> {
  const amount =
    amountKobo === undefined
      ? sql`${onlinePayments.amountKobo} - ${onlinePayments.refundedKobo}`
      : sql`${amountKobo}::bigint`;
  const [payment] = await tx
    .update(onlinePayments)
    .set({ refundedKobo: sql`${onlinePayments.refundedKobo} + ${amount}`, updatedAt: new Date() })
    .where(
      and(
        eq(onlinePayments.id, paymentId),
        inArray(onlinePayments.status, fromStatuses),
        sql`${amount} > 0`,
        sql`${onlinePayments.refundedKobo} + ${amount} <= ${onlinePayments.amountKobo}`,
      ),
    )
    .returning({ refundedKobo: onlinePayments.refundedKobo, amountKobo: onlinePayments.amountKobo });
  if (!payment) {
    const [current] = await tx
      .select({ refundedKobo: onlinePayments.refundedKobo, amountKobo: onlinePayments.amountKobo })
      .from(onlinePayments)
      .where(eq(onlinePayments.id, paymentId));
    const left = current ? current.amountKobo - current.refundedKobo : 0n;
    throw conflict(
      `A refund can never be more than was paid: ${formatNaira(fromKobo(Number(left)))} is left to refund on this payment.`,
    );
  }
  const refunded = amountKobo ?? payment.refundedKobo - (await previouslyRefunded(tx, paymentId));
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId, amountKobo: refunded, reason })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('refund row not written');
  await jobs.send(tx, 'refund', { refundId: refund.id }, { key: `refund-${refund.id}` });
  return refund.id;
}

/** What earlier refunds of the payment (not those that failed) add up to (so a refund of "all that is left" knows its amount). */
async function previouslyRefunded(tx: Executor, paymentId: number): Promise<bigint> {
  const [row] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return BigInt(row?.kobo ?? '0');
}

/**
 * Sends the order's refunds that the provider has not heard of yet and no attempt has begun asking for (the
 * reconciliation's net under the `refund` jobs).
 */
export async function sendPendingRefunds(deps: PaymentDeps, orderId: number): Promise<void> {
  const waiting = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
    .where(
      and(
        eq(onlinePayments.orderId, orderId),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        isNull(refunds.askedAt),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const { id } of waiting) await sendRefund(deps, id);
}

/** A refund an earlier attempt began asking the provider for and never heard back about: it is not asked again. */
export class RefundFateUnknownError extends Error {
  constructor(refundId: number) {
    super(
      `Refund ${refundId}: an earlier attempt stopped while asking Paystack, so it is not asked again. Look the refund up in Paystack's dashboard; its webhook settles it here.`,
    );
    this.name = 'RefundFateUnknownError';
  }
}

/**
 * Asks the provider for one reserved refund, at most once. The attempt is claimed first by a committed conditional
 * update (`asked_at`), so two workers, a job's retry and the reconciliation never ask together. A provider that
 * answers no (or cannot be reached) gives the claim back, to be asked again; an attempt that stopped between its
 * claim and the provider's answer (the worker was killed) leaves it, and the refund is never asked again
 * (RefundFateUnknownError): Paystack's refund webhook, matched by transaction and amount, settles it.
 * Answers 'asked', 'not pending' (asked already, or finished) or 'provider error'.
 */
export async function sendRefund(
  deps: PaymentDeps,
  refundId: number,
): Promise<'asked' | 'not pending' | 'provider error'> {
  const [claimed] = await deps.db
    .update(refunds)
    .set({ askedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, refundId),
        isNull(refunds.providerRefundId),
        eq(refunds.status, 'pending'),
        isNull(refunds.askedAt),
      ),
    )
    .returning({ id: refunds.id, paymentId: refunds.paymentId, amountKobo: refunds.amountKobo });
  if (!claimed) {
    const [current] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (current?.status === 'pending' && current.providerRefundId === null && current.askedAt !== null)
      throw new RefundFateUnknownError(refundId);
    return 'not pending';
  }
  const [payment] = await deps.db
    .select({ reference: onlinePayments.reference })
    .from(onlinePayments)
    .where(eq(onlinePayments.id, claimed.paymentId));
  if (!payment) return 'not pending';
  let result: RefundResult;
  try {
    result = await deps.provider.refund({ reference: payment.reference, amountKobo: claimed.amountKobo });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.log.warn({ err, refundId }, 'refund not sent; it is asked again');
    await deps.db
      .update(refunds)
      .set({ askedAt: null, updatedAt: new Date() })
      .where(and(eq(refunds.id, refundId), isNull(refunds.providerRefundId)));
    await recordEvent(deps.db, {
      paymentId: claimed.paymentId,
      source: 'refund',
      event: 'refund',
      outcome: 'provider error',
    });
    return 'provider error';
  }
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
  return 'asked';
}

/** The `refund` job: a provider that answered no makes the job fail, to be retried later. */
export async function runRefundJob(deps: PaymentDeps, refundId: number): Promise<void> {
  if ((await sendRefund(deps, refundId)) === 'provider error')
    throw new Error(`Refund ${refundId}: Paystack did not take it; it is asked again.`);
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
  if (result.status === 'processing' || result.status === 'needs_attention') {
    // Still on its way, or waiting for the customer's bank account (the admin sends it): shown, not final. A
    // refund that needs attention goes back to processing only once the account was sent: the events of one
    // refund are processed side by side, and an earlier 'processing' read before it needed attention must not
    // undo it.
    const moved = await deps.db
      .update(refunds)
      .set({
        status: result.status,
        providerNote: result.status === 'needs_attention' ? (result.note ?? '').slice(0, 300) || null : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(refunds.providerRefundId, result.providerRefundId),
          inArray(refunds.status, [...OPEN_REFUND]),
          ne(refunds.status, result.status),
          result.status === 'processing'
            ? or(ne(refunds.status, 'needs_attention'), isNotNull(refunds.retriedAt))
            : undefined,
        ),
      )
      .returning({ paymentId: refunds.paymentId });
    if (moved[0]) {
      await recordEvent(deps.db, {
        paymentId: moved[0].paymentId,
        source: 'refund',
        event: `refund ${result.status}`,
        outcome: 'applied',
      });
    }
    return moved[0] ? `refund ${result.status}` : 'unchanged';
  }
  const done = await deps.db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ status: result.status, updatedAt: new Date() })
      .where(
        and(
          inArray(refunds.status, [...OPEN_REFUND]),
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
    if (result.status === 'processed') {
      await queueMail(deps.jobs, tx, { kind: 'refund-processed', refundId: refund.id });
      await queueWhatsAppUpdate(deps.jobs, tx, {
        orderId: payment.orderId,
        template: 'refund_sent',
        amountKobo: Number(refund.amountKobo),
      });
    }
    await recordEvent(tx, {
      paymentId: payment.id,
      source: 'refund',
      event: `refund ${result.status}`,
      outcome: 'applied',
    });
    return { refund };
  });
  if (!done) return 'unchanged';
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
    await reserveRefund(deps.jobs, tx, payment.id, 'Refunded by the shop', amountKobo);
  });
}

/**
 * A refund that needs attention, sent again to the customer's bank account (Paystack's
 * `POST /refund/retry_with_customer_details/{id}`). Taken by one conditional update, so two admins pressing at
 * once send it once; a provider that refuses leaves it as it was, to try again.
 */
export async function retryRefundToAccount(
  deps: PaymentDeps,
  refundId: number,
  account: { accountNumber: string; bankId: string },
): Promise<number> {
  // Answers the order's id.
  const [taken] = await deps.db
    .update(refunds)
    .set({ retriedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'needs_attention'),
        sql`${refunds.providerRefundId} is not null`,
        or(isNull(refunds.retriedAt), sql`${refunds.retriedAt} < now() - interval '1 minute'`),
      ),
    )
    .returning();
  if (!taken) {
    const [current] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!current) throw notFound('Refund not found.');
    throw conflict(
      current.status === 'needs_attention'
        ? 'The bank account was just sent for this refund. Wait a minute before sending it again.'
        : 'This refund does not need attention any more.',
    );
  }
  try {
    const result = await deps.provider.retryRefund(taken.providerRefundId ?? '', {
      ...account,
      currency: 'NGN',
    });
    await recordEvent(deps.db, {
      paymentId: taken.paymentId,
      source: 'refund',
      event: 'refund retry',
      outcome: `asked: ${result.status}`,
    });
    await applyRefundResult(deps, result, taken.paymentId);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await deps.db.update(refunds).set({ retriedAt: null }).where(eq(refunds.id, refundId));
    throw new HttpError(
      502,
      `The payment provider did not take the account: ${err.message.replace(/^Paystack refused: /, '')}`,
    );
  }
  const [payment] = await deps.db
    .select({ orderId: onlinePayments.orderId })
    .from(onlinePayments)
    .where(eq(onlinePayments.id, taken.paymentId));
  return payment?.orderId ?? 0;
}
