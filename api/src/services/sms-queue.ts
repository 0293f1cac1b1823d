import type { Executor } from '../db/client.js';
import type { JobSender } from './mail-queue.js';

/**
 * The shop's text messages are jobs on the `sms` queue (docs/operations.md, "SMS"), like its mails: one that
 * follows a change is sent to the queue in the change's transaction, so it exists only if the change was committed,
 * and a crash after the commit loses nothing. A sign-in code is never in a job: the job makes it when it runs (only
 * its HMAC is stored), so a retry sends a new code and voids the older one.
 */
export type SmsJob =
  /** A message whose text is known when it is queued (order updates, back in stock). */
  | { kind: 'text'; to: string; text: string }
  /** A new sign-in code for the number (phone sign-in). */
  | { kind: 'sign-in-code'; phone: string };

/** An SMS job's data: what to send, and when it was queued. */
export type SmsJobData = SmsJob & { queuedAt: string };

declare module '../lib/jobs.js' {
  interface JobQueues {
    sms: SmsJobData;
  }
}

/**
 * Queues a text message to `to` (E.164, +234…) with `executor`: the transaction of the change it follows (the message
 * exists only if the change is committed), or the database. `key`: a business key, so that a change retried queues
 * its message once (`order-42-shipped`).
 */
export async function queueSms(
  jobs: JobSender,
  executor: Executor,
  sms: { to: string; text: string; key?: string },
): Promise<void> {
  const { to, text, key } = sms;
  await jobs.send(
    executor,
    'sms',
    { kind: 'text', to, text, queuedAt: new Date().toISOString() },
    key === undefined ? {} : { key },
  );
}

/** Queues a new sign-in code for `phone`; each request is a new code (limited by the route). */
export async function queueSignInCode(jobs: JobSender, executor: Executor, phone: string): Promise<void> {
  await jobs.send(executor, 'sms', { kind: 'sign-in-code', phone, queuedAt: new Date().toISOString() });
}
