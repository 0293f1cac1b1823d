import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { onlinePayments, refunds } from './tables.js';
import {
  ProviderError,
  type DisputeEvent,
  type RefundEvent,
  type WebhookParse,
} from '../../lib/payments/provider.js';
import { recordEvent, type PaymentDeps, type PaymentRow } from './deps.js';
import { applyRefundResult, OPEN_REFUND } from './refund.js';
import { verifyAndSettle } from './settle.js';
import { paymentDisputes, paymentEvents } from './tables.js';
import { webhookEventLabel, webhookResult, type WebhookReceipt } from './webhook-metrics.js';

export type WebhookAnswer = {
  status: 200 | 400 | 401 | 500;
  message: string;
  /** The stored event, which its `payment-webhook` job processes. */
  eventId?: number;
};

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Processes one stored webhook (`processWebhookEvent`), queued in the transaction that stored it. */
    'payment-webhook': { eventId: number };
  }
}

/** How long a replica holds an event it is processing; a replica that dies lets it go when this lapses. */
const CLAIM_MS = 2 * 60_000;

/**
 * A webhook: the signature over the raw bytes first (401 and nothing changes when it fails), then the event is
 * stored once (a repeat is 200 and does nothing) with the job that processes it (`processWebhookEvent`), in one
 * transaction, and answered 200 at once, as Paystack asks; the provider is asked, never the body believed, before
 * money moves.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookAnswer> {
  const parsed = deps.provider.parseWebhook(rawBody, headers);
  const answer = await storeWebhook(deps, rawBody, parsed);
  const receipt: WebhookReceipt =
    answer.status === 401
      ? 'bad_signature'
      : answer.status === 400
        ? 'malformed'
        : answer.eventId === undefined
          ? 'duplicate'
          : 'received';
  deps.metrics?.webhookReceived(webhookEventLabel(parsed.signatureValid ? parsed.event : null), receipt);
  return answer;
}

async function storeWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  parsed: WebhookParse,
): Promise<WebhookAnswer> {
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
  const stored = rawBody.toString('utf8');
  if (parsed.event === null) {
    await recordEvent(deps.db, {
      paymentId: null,
      source: 'webhook',
      event: 'malformed',
      outcome: `refused: ${parsed.reason}`,
      rawBody: stored.slice(0, 64 * 1024),
      signatureValid: true,
    });
    return { status: 400, message: 'Malformed event.' };
  }
  const event = parsed.event;
  const dedupKey = parsed.dedupKey;
  const claimed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentEvents)
      .values({
        paymentId: null,
        source: 'webhook',
        event: event.slice(0, 64),
        dedupKey: dedupKey.slice(0, 200),
        rawBody: stored,
        signatureValid: true,
        outcome: 'received',
      })
      .onConflictDoNothing({ target: paymentEvents.dedupKey })
      .returning({ id: paymentEvents.id });
    if (row)
      await deps.jobs.send(tx, 'payment-webhook', { eventId: row.id }, { key: `payment-event-${row.id}` });
    return row;
  });
  if (!claimed) return { status: 200, message: 'Duplicate event.' };
  return { status: 200, message: 'Received.', eventId: claimed.id };
}

/**
 * Processes one stored webhook, once: a conditional update claims it (an event already processed, or held by
 * another replica, is left alone); its effects are conditional updates that change nothing the second time, so
 * an event taken up again after a replica died between its effect and its `processed_at` changes nothing more.
 * A failure (the provider unreachable) lets the claim lapse sooner, and the reconciliation takes it up again.
 */
export async function processWebhookEvent(deps: PaymentDeps, eventId: number): Promise<string | null> {
  const [event] = await deps.db
    .update(paymentEvents)
    .set({
      claimedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
      attempts: sql`${paymentEvents.attempts} + 1`,
    })
    .where(
      and(
        eq(paymentEvents.id, eventId),
        isNull(paymentEvents.processedAt),
        or(isNull(paymentEvents.claimedUntil), lt(paymentEvents.claimedUntil, sql`now()`)),
      ),
    )
    .returning({
      rawBody: paymentEvents.rawBody,
      attempts: paymentEvents.attempts,
      event: paymentEvents.event,
    });
  if (!event) return null;
  const outcome = await processClaimed(deps, eventId, event);
  deps.metrics?.webhookProcessed(webhookEventLabel(event.event), webhookResult(outcome));
  return outcome;
}

async function processClaimed(
  deps: PaymentDeps,
  eventId: number,
  event: { rawBody: string | null; attempts: number },
): Promise<string> {
  const finish = (outcome: string, paymentId: number | null) =>
    deps.db
      .update(paymentEvents)
      .set({ outcome: outcome.slice(0, 64), paymentId, processedAt: new Date(), claimedUntil: null })
      .where(and(eq(paymentEvents.id, eventId), isNull(paymentEvents.processedAt)));
  try {
    const parsed = deps.provider.parseEvent(Buffer.from(event.rawBody ?? '', 'utf8'));
    if (!parsed.signatureValid || parsed.event === null) {
      await finish('malformed', null);
      return 'malformed';
    }
    const payment = parsed.reference
      ? (await deps.db.select().from(onlinePayments).where(eq(onlinePayments.reference, parsed.reference)))[0]
      : undefined;
    let outcome: string;
    if (!payment && parsed.event === 'charge.success' && parsed.reference && deps.receiveTransfer) {
      outcome = await deps.receiveTransfer(deps, parsed.reference);
    } else if (!payment && (parsed.event === 'charge.success' || parsed.refund || parsed.dispute)) {
      outcome = 'unknown reference';
    } else if (payment && parsed.event === 'charge.success') {
      outcome = await verifyAndSettle(deps, payment, 'webhook');
    } else if (payment && parsed.refund) {
      outcome = await refundEventOutcome(deps, payment, parsed.refund);
    } else if (payment && parsed.dispute) {
      outcome = await recordDispute(deps, payment, parsed.event, parsed.dispute);
    } else {
      outcome = 'ignored';
    }
    await finish(outcome, payment?.id ?? null);
    return outcome;
  } catch (err) {
    deps.log.warn({ err, eventId }, 'webhook not processed yet; it is taken up again');
    // Sooner than the claim, later each time (30 s, 1 min, … up to an hour).
    const backoffMs = Math.min(3_600_000, 30_000 * 2 ** Math.min(7, event.attempts - 1));
    await deps.db
      .update(paymentEvents)
      .set({ outcome: 'error', claimedUntil: sql`now() + ${`${backoffMs} milliseconds`}::interval` })
      .where(and(eq(paymentEvents.id, eventId), isNull(paymentEvents.processedAt)));
    return 'error';
  }
}

/** Stored webhooks whose processing never finished (the replica died, or the provider was unreachable). */
export async function processStoredWebhooks(deps: PaymentDeps, limit = 100): Promise<number> {
  const due = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.source, 'webhook'),
        isNull(paymentEvents.processedAt),
        isNotNull(paymentEvents.dedupKey),
        or(isNull(paymentEvents.claimedUntil), lt(paymentEvents.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(paymentEvents.id))
    .limit(limit);
  let done = 0;
  for (const { id } of due) if ((await processWebhookEvent(deps, id)) !== null) done += 1;
  return done;
}

/**
 * A refund event names the transaction and the amount, not our refund: the refund still open on that payment
 * for that amount (or with the id a `needs-attention` event carries) is asked about at the provider, whose answer
 * decides. A refund whose id we have not stored yet (the event beat the answer to our call) is taken up again.
 */
async function refundEventOutcome(deps: PaymentDeps, payment: PaymentRow, event: RefundEvent) {
  const open = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, [...OPEN_REFUND])))
    .orderBy(asc(refunds.id));
  const byId = event.providerRefundId
    ? open.filter((r) => r.providerRefundId === event.providerRefundId)
    : [];
  const candidates = byId.length > 0 ? byId : open.filter((r) => r.amountKobo === event.amountKobo);
  if (candidates.length === 0) return 'no open refund matches';
  const known = candidates.filter((r) => r.providerRefundId !== null);
  if (known.length === 0) throw new Error('the refund has no provider id yet');
  const outcomes: string[] = [];
  for (const refund of known) {
    const result = await deps.provider.fetchRefund(refund.providerRefundId ?? '');
    outcomes.push(await applyRefundResult(deps, result, payment.id));
  }
  return outcomes.join(', ');
}

/**
 * A dispute is recorded as the provider reports it (it moves no money in the shop), and only once the provider
 * has said so: the event names a dispute, and `GET /dispute/:id` must know it, for the same transaction (this
 * payment's) and the same amount. A dispute the provider does not know, or one that differs, is not recorded (it
 * would show on the order and the dashboard) and is logged. What is recorded is the provider's answer: one row per
 * dispute, updated by later events; a resolved dispute is not reopened by a reminder that arrives late.
 */
async function recordDispute(deps: PaymentDeps, payment: PaymentRow, event: string, claimed: DisputeEvent) {
  const refuse = (reason: string) => {
    deps.log.warn(
      {
        disputeId: claimed.providerDisputeId,
        reference: claimed.transactionReference,
        paymentId: payment.id,
        event,
      },
      `A dispute webhook was refused: ${reason}`,
    );
    return `refused: ${reason}`;
  };
  let dispute: DisputeEvent;
  try {
    dispute = await deps.provider.fetchDispute(claimed.providerDisputeId);
  } catch (err) {
    // Unknown to the provider: not a dispute. Anything else (unreachable, a 5xx) is asked again later.
    if (err instanceof ProviderError && (err.status === 404 || err.status === 400)) {
      return refuse('dispute unknown to Paystack');
    }
    throw err;
  }
  if (
    dispute.providerDisputeId !== claimed.providerDisputeId ||
    dispute.transactionReference !== claimed.transactionReference ||
    dispute.transactionReference !== payment.reference ||
    dispute.refundAmountKobo !== claimed.refundAmountKobo
  ) {
    return refuse('dispute differs from Paystack');
  }
  const values = {
    status: dispute.status.slice(0, 40),
    resolution: dispute.resolution?.slice(0, 40) ?? null,
    category: dispute.category?.slice(0, 40) ?? null,
    refundAmountKobo: dispute.refundAmountKobo,
    currency: dispute.currency.slice(0, 3),
    dueAt: dispute.dueAt,
    resolvedAt: dispute.resolvedAt,
    lastEvent: event.slice(0, 64),
    updatedAt: new Date(),
  };
  const [row] = await deps.db
    .insert(paymentDisputes)
    .values({
      paymentId: payment.id,
      provider: payment.provider,
      providerDisputeId: dispute.providerDisputeId.slice(0, 64),
      ...values,
    })
    .onConflictDoUpdate({
      target: [paymentDisputes.provider, paymentDisputes.providerDisputeId],
      set: values,
      setWhere: sql`${paymentDisputes.resolvedAt} is null or excluded.resolved_at is not null`,
    })
    .returning({ id: paymentDisputes.id });
  return row ? `dispute ${dispute.status}`.slice(0, 64) : 'dispute already resolved';
}
