import type { PaymentEvent } from 'shared-contracts/schemas/payments';
import type { Db, Executor } from '../../db/client.js';
import { paymentEvents, type onlinePayments } from '../../db/schema.js';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import type { PaymentMetrics } from './webhook-metrics.js';
import type { JobSender } from '../mail-queue.js';

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
  /** The job queue: refunds and mails are jobs, queued in the transaction of the change they follow. */
  jobs: JobSender;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  appUrl: string;
  /** Webhooks being processed after their answer (awaited on close, and by tests). */
  background?: Set<Promise<unknown>>;
  /** Where webhooks are counted (the API's metrics). */
  metrics?: PaymentMetrics;
}

export type PaymentRow = typeof onlinePayments.$inferSelect;
export type EventSource = PaymentEvent['source'];

/** One row of the payment's audit trail (what happened, from where, and what came of it). */
export async function recordEvent(
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
