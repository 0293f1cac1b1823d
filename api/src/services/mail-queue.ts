import type { Locale } from 'shared-contracts/locales';
import type { ReturnStatus } from 'shared-contracts/schemas/returns';
import type { Executor } from '../db/client.js';
import type { Jobs } from './jobs.js';

/**
 * The shop's mails are jobs on the `mail` queue (docs/operations.md, "Mail and the outbox"). A job holds what the
 * mail is about, never the mail: its handler builds it when it runs, from the rows it names, so a retry sends the
 * same mail. A mail that follows a change is sent to the queue in the change's transaction (it exists only if the
 * change was committed) under a business key, so the change's own retry queues it once. Links that sign in or
 * confirm are made by the handler (their tokens are stored hashed, never in a job): a retry makes a new link and
 * voids the older one.
 *
 * A mail is in the shopper's language (docs/operations.md, "The language of a mail"): a mail that answers the
 * shopper's own request carries `locale`, the storefront language that request named; the others, and a job without
 * one (queued before mails had languages, or by a request that named none), are in the account's `users.locale`,
 * else English.
 */
export type MailJob =
  /** "Order … placed", after checkout. */
  | { kind: 'order-placed'; orderId: number; locale?: Locale }
  /** "Payment received", once a payment paid its order. */
  | { kind: 'payment-received'; paymentId: number; channel: string | null }
  /** "We received … by transfer": a transfer into the shopper's own account number, and what it paid. */
  | { kind: 'transfer-received'; transferId: number }
  /** A status the order reached (its history row): shipped, ready for pickup, delivered, cancelled. */
  | { kind: 'order-status'; historyId: number }
  | { kind: 'refund-started'; refundId: number }
  | { kind: 'refund-processed'; refundId: number }
  /** Where a return is: one mail per status it reached. */
  | { kind: 'return'; returnId: number; status: ReturnStatus }
  | { kind: 'password-reset'; userId: number; locale?: Locale }
  | { kind: 'email-confirmation'; userId: number; locale?: Locale }
  | { kind: 'newsletter-confirmation'; email: string; locale?: Locale }
  /**
   * "Back in stock": one per wait (a row of back_in_stock_requests), named by when the wait began; in the language
   * the wait was asked for in.
   */
  | { kind: 'back-in-stock'; requestId: number; subscribedAt: string; locale?: Locale };

/** A mail job's data: what it is about, and when it was queued (the mail's date, the same on every attempt). */
export type MailJobData = MailJob & { queuedAt: string };

declare module '../lib/jobs.js' {
  interface JobQueues {
    mail: MailJobData;
  }
}

export type JobSender = Pick<Jobs, 'send'>;

/** The business key of a mail that follows a change: the change's retry queues it once. */
function keyOf(mail: MailJob): string | undefined {
  switch (mail.kind) {
    case 'order-placed':
      return `order-${mail.orderId}-placed`;
    case 'payment-received':
      return `payment-${mail.paymentId}-received`;
    case 'order-status':
      return `order-status-${mail.historyId}`;
    case 'refund-started':
      return `refund-${mail.refundId}-started`;
    case 'refund-processed':
      return `refund-${mail.refundId}-processed`;
    case 'return':
      return `return-${mail.returnId}-${mail.status}`;
    case 'back-in-stock':
      return `back-in-stock-${mail.requestId}-${mail.subscribedAt}`;
    default:
      // Asked for by a request each time (limited there): each request is a mail.
      return undefined;
  }
}

/**
 * Queues a mail with `executor`: the transaction of the change it follows (the mail exists only if the change is
 * committed), or the database.
 */
export async function queueMail(jobs: JobSender, executor: Executor, mail: MailJob): Promise<void> {
  const key = keyOf(mail);
  await jobs.send(
    executor,
    'mail',
    { ...mail, queuedAt: new Date().toISOString() },
    key === undefined ? {} : { key },
  );
}
