import { eq } from 'drizzle-orm';
import { onlinePayments, paymentEvents } from '../../db/schema.js';
import { recordEvent, type PaymentDeps } from './deps.js';
import { applyRefundResult } from './refund.js';
import { verifyAndSettle } from './settle.js';

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
  const stored = rawBody.toString('utf8').slice(0, MAX_STORED_BODY);
  if (!parsed.signatureValid) {
    await recordEvent(deps.db, {
      paymentId: null,
      source: 'webhook',
      event: 'unsigned',
      outcome: 'refused: bad signature',
      rawBody: stored,
      signatureValid: false,
    });
    return { status: 401, message: 'Invalid signature.' };
  }
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
