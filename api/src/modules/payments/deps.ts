import type { OrderStatus } from 'shared-contracts/schemas/orders';
import type { PaymentEvent } from 'shared-contracts/schemas/payments';
import type { Db, Executor } from '../../db/client.js';
import type { onlinePayments } from './tables.js';
import { badRequest } from '../../lib/http-error.js';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import type { JobSender } from '../../services/mail-queue.js';
import type { StatusActor } from 'shared-contracts/schemas/order-values';
import { paymentEvents } from './tables.js';
import type { PaymentMetrics } from './webhook-metrics.js';

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
  /**
   * Cancels an order for the shop, in the caller's transaction: `cancelOrder` of the orders module, handed in by the
   * app (an option of the payments plugin). Cancelling a paid order refunds it through this module, so the module
   * does not import the orders back.
   */
  cancelOrder: CancelOrder;
  /**
   * Records a status a paid order reached in its history, in the caller's transaction: `recordOrderStatus` of the
   * orders module, handed in by the app with `cancelOrder`.
   */
  recordOrderStatus: RecordOrderStatus;
  /**
   * Takes a `charge.success` whose reference is none of the shop's payments: a transfer into a shopper's own account
   * number, which the transfers module verifies, credits and applies (handed in by the app: the transfers use the
   * payments, so the payments do not import them). What it came to, for the event's outcome.
   */
  receiveTransfer?: ReceiveTransfer;
  /**
   * Called once expired reservations have given their stock back: the public catalogue's cached answers move on (the
   * catalogue's cache generation, handed in by the app), so the website shows that stock at once.
   */
  stockMoved?: () => Promise<void>;
}

export type ReceiveTransfer = (deps: PaymentDeps, reference: string) => Promise<string>;

/** What recording a status in an order's history takes (a paid order confirmed). */
export type RecordOrderStatus = (
  tx: Executor,
  change: { orderId: number; status: OrderStatus; actor: StatusActor; note?: string | null },
) => Promise<unknown>;

/** What cancelling an order for the shop takes: why, the job queue, and who (the shop's jobs when not said). */
export type CancelOrder = (
  tx: Executor,
  orderId: number,
  by: 'shop',
  options: { reason: string; jobs: JobSender; actor?: StatusActor },
) => Promise<void>;

/** The payments, or 400 when the shop takes none online (no provider key): checkout's pay now and the pay routes. */
export function payNowOf(payments: PaymentDeps | null): PaymentDeps {
  if (!payments) {
    throw badRequest('Paying online is not available right now. Choose pay on delivery or pay later.', {
      payment_method: ['Paying online is not available right now'],
    });
  }
  return payments;
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
