import promClient from 'prom-client';

/**
 * What the webhooks count in the API's metrics (docs/operations.md, "Metrics, health and alerts"): each label takes
 * one of a few values fixed here, whatever a sender writes, so a forged or unusual event cannot add series.
 */

/** The provider's events the shop acts on; any other is counted as `other`, and one not read at all as `unknown`. */
export const WEBHOOK_EVENTS = [
  'charge.success',
  'refund.pending',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
  'charge.dispute.create',
  'charge.dispute.remind',
  'charge.dispute.resolve',
] as const;
export type WebhookEventLabel = (typeof WEBHOOK_EVENTS)[number] | 'other' | 'unknown';

export const webhookEventLabel = (event: string | null | undefined): WebhookEventLabel =>
  event === null || event === undefined
    ? 'unknown'
    : (((WEBHOOK_EVENTS as readonly string[]).includes(event) ? event : 'other') as WebhookEventLabel);

/** How a webhook was answered: stored to process, a repeat of one stored, a bad signature (401), a body not understood (400). */
export type WebhookReceipt = 'received' | 'duplicate' | 'bad_signature' | 'malformed';

/**
 * What processing a stored webhook came to: the payment's new state (paid, failed, needs_review, refunding, pending,
 * unchanged), a refund or dispute recorded, an event naming nothing of the shop's (unmatched), one the provider did
 * not confirm (refused), one the shop does not act on (ignored), a body not understood, or an error (it is taken up
 * again later).
 */
export const WEBHOOK_RESULTS = [
  'paid',
  'failed',
  'needs_review',
  'refunding',
  'pending',
  'unchanged',
  'refund',
  'dispute',
  'unmatched',
  'refused',
  'ignored',
  'malformed',
  'error',
] as const;
export type WebhookResult = (typeof WEBHOOK_RESULTS)[number];

/** The result of processing, from the outcome recorded on the event (webhook.ts). */
export function webhookResult(outcome: string): WebhookResult {
  if ((WEBHOOK_RESULTS as readonly string[]).includes(outcome)) return outcome as WebhookResult;
  if (outcome === 'unknown reference' || outcome === 'no open refund matches') return 'unmatched';
  if (outcome.startsWith('refused')) return 'refused';
  if (outcome.startsWith('refund')) return 'refund';
  if (outcome.startsWith('dispute')) return 'dispute';
  return 'unchanged';
}

/** Where the payment services count webhooks (the counters of `paymentMetrics`; nothing in unit tests). */
export interface PaymentMetrics {
  webhookReceived(event: WebhookEventLabel, result: WebhookReceipt): void;
  webhookProcessed(event: WebhookEventLabel, result: WebhookResult): void;
}

/** The webhooks' counters in the API's metrics `registry`. */
export function paymentMetrics(registry: promClient.Registry): PaymentMetrics {
  const received = new promClient.Counter({
    name: 'kasuwa_payment_webhooks_received_total',
    help: 'Payment webhooks answered, by event and result (received, duplicate, bad_signature, malformed)',
    labelNames: ['event', 'result'],
    registers: [registry],
  });
  const processed = new promClient.Counter({
    name: 'kasuwa_payment_webhooks_processed_total',
    help: 'Stored payment webhooks processed, by event and result (paid, failed, refund, error, …)',
    labelNames: ['event', 'result'],
    registers: [registry],
  });
  return {
    webhookReceived: (event, result) => received.inc({ event, result }),
    webhookProcessed: (event, result) => processed.inc({ event, result }),
  };
}
