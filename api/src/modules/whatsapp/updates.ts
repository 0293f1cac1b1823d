import { and, eq, isNull } from 'drizzle-orm';
import type { TemplateName } from 'shared-contracts/whatsapp-templates';
import { normalizeNigerianPhone } from 'shared-contracts/phone';
import type { Executor } from '../../db/client.js';
import { whatsAppNumber } from '../../lib/whatsapp/cloud-api.js';
import type { JobSender } from '../../services/mail-queue.js';
import { whatsappConsents } from './tables.js';

/** A WhatsApp update to send: the order, the template, and the amount of a refund (in kobo) for `refund_sent`. */
export interface WhatsAppUpdate {
  orderId: number;
  template: TemplateName;
  amountKobo?: number;
}

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Sends one order update on WhatsApp (send.ts), once per order and template. */
    whatsapp: WhatsAppUpdate;
  }
}

/**
 * Keeps the shopper's consent to the order's updates on WhatsApp, to `phone`, with its time, in checkout's
 * transaction, and queues the first update (the order placed). A number that is not a Nigerian mobile is refused
 * before (the checkout's address check); here it is simply not kept.
 */
export async function recordWhatsAppConsent(
  tx: Executor,
  jobs: JobSender,
  orderId: number,
  phone: string,
): Promise<void> {
  const e164 = normalizeNigerianPhone(phone);
  if (e164 === null) return;
  await tx
    .insert(whatsappConsents)
    .values({ orderId, phone: whatsAppNumber(e164) })
    .onConflictDoNothing();
  await queueWhatsAppUpdate(jobs, tx, { orderId, template: 'order_placed' });
}

/**
 * Queues an order's update on WhatsApp, in the transaction of the change it tells of, when the shopper asked for
 * them and has not said STOP: once per order and template, however often the change is retried.
 */
export async function queueWhatsAppUpdate(
  jobs: JobSender,
  tx: Executor,
  update: WhatsAppUpdate,
): Promise<void> {
  const [consent] = await tx
    .select({ orderId: whatsappConsents.orderId })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.orderId, update.orderId), isNull(whatsappConsents.stoppedAt)));
  if (!consent) return;
  await jobs.send(tx, 'whatsapp', update, { key: `whatsapp-${update.orderId}-${update.template}` });
}

/** Ends the updates of every order sent to `phone` (its shopper said STOP). Answers how many orders it stopped. */
export async function stopWhatsAppUpdates(db: Executor, phone: string): Promise<number> {
  const stopped = await db
    .update(whatsappConsents)
    .set({ stoppedAt: new Date() })
    .where(and(eq(whatsappConsents.phone, phone), isNull(whatsappConsents.stoppedAt)))
    .returning({ orderId: whatsappConsents.orderId });
  return stopped.length;
}
