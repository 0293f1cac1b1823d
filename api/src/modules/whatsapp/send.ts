import { and, eq, isNull } from 'drizzle-orm';
import { naira } from 'shared-contracts/money';
import { firstNameOf } from 'shared-contracts/text';
import {
  findTemplate,
  renderTemplate,
  templateLanguageOf,
  type TemplateName,
} from 'shared-contracts/whatsapp-templates';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { WhatsAppError, type WhatsAppClient } from '../../lib/whatsapp/cloud-api.js';
import type { JobSender } from '../../services/mail-queue.js';
import { queueSms } from '../../services/sms-queue.js';
import { whatsappConsents, whatsappMessages } from './tables.js';
import type { WhatsAppUpdate } from './updates.js';

export interface WhatsAppDeps {
  db: Db;
  /** Null when WhatsApp is not set up: checkout offers no updates, and none is sent. */
  client: WhatsAppClient | null;
  jobs: JobSender;
  /** The shop's origin, where the messages' buttons lead (`/track/…`, `/orders/…`). */
  shopUrl: string;
}

/** Each template's words filled in for an order: its body's parameters in order, and its button's one. */
function parametersOf(
  template: TemplateName,
  order: {
    id: number;
    number: string;
    firstName: string;
    totalKobo: number;
    courier: string | null;
    tracking: string | null;
  },
  amountKobo: number | undefined,
): { body: string[]; button?: string } {
  const { firstName, number } = order;
  switch (template) {
    case 'order_placed':
      return { body: [firstName, number, naira(order.totalKobo)] };
    case 'order_shipped':
      return {
        body: [firstName, number, order.courier ?? 'our courier', order.tracking ?? number],
        button: number,
      };
    case 'order_out_for_delivery':
      return { body: [firstName, number], button: number };
    case 'order_delivered':
    case 'return_approved':
      return { body: [firstName, number], button: String(order.id) };
    case 'refund_sent':
      return { body: [firstName, naira(amountKobo ?? 0), number] };
  }
}

/** The words of a WhatsApp message as a text message: GSM-7 (`N` for ₦) with its button's link written out. */
function asSms(text: string, buttons: { text: string; url: string }[]): string {
  const links = buttons.map((b) => ` ${b.text}: ${b.url}`).join('');
  return `${text}${links}`.replace(/₦/g, 'N');
}

/**
 * Sends one update (the `whatsapp` job): when the shopper still wants them, in their language where WhatsApp has a
 * template in it (Hausa; English otherwise), to the number they gave. Kept once per order and template: a job run
 * again after WhatsApp took the message sends nothing. WhatsApp out of reach throws (the job is tried again); a
 * refusal (no such template, a number it cannot reach) sends the words by SMS instead.
 */
export async function sendWhatsAppUpdate(deps: WhatsAppDeps, update: WhatsAppUpdate): Promise<void> {
  const { db, client } = deps;
  if (!client) return;
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      fullName: orders.shippingFullName,
      totalKobo: orders.totalKobo,
      courier: orders.courier,
      tracking: orders.trackingNumber,
      locale: users.locale,
      phone: whatsappConsents.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(whatsappConsents, eq(whatsappConsents.orderId, orders.id))
    .where(and(eq(orders.id, update.orderId), isNull(whatsappConsents.stoppedAt)));
  if (!row) return;
  const language = templateLanguageOf(row.locale ?? 'en-NG');
  const template = findTemplate(update.template, language) ?? findTemplate(update.template, 'en');
  if (!template) return;
  const firstName = firstNameOf(row.fullName);
  const params = parametersOf(update.template, { ...row, firstName }, update.amountKobo);
  const rendered = renderTemplate(template, params.body, params.button ? [params.button] : [], deps.shopUrl);
  await db
    .insert(whatsappMessages)
    .values({
      orderId: row.id,
      template: update.template,
      language: template.language,
      phone: row.phone,
      status: 'sending',
      text: asSms(rendered.text, rendered.buttons).slice(0, 1024),
    })
    .onConflictDoNothing();
  const [message] = await db
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.orderId, row.id), eq(whatsappMessages.template, update.template)));
  // Sent already (a job run twice): nothing more.
  if (!message || message.status !== 'sending') return;
  try {
    const wamid = await client.sendTemplate({
      to: row.phone,
      name: template.name,
      language: template.language,
      body: params.body,
      ...(params.button ? { button: params.button } : {}),
    });
    await db
      .update(whatsappMessages)
      .set({ wamid, status: 'sent', updatedAt: new Date() })
      .where(and(eq(whatsappMessages.id, message.id), eq(whatsappMessages.status, 'sending')));
  } catch (err) {
    if (!(err instanceof WhatsAppError) || err.retryable) throw err;
    await db
      .update(whatsappMessages)
      .set({ status: 'failed', errorCode: err.code, updatedAt: new Date() })
      .where(eq(whatsappMessages.id, message.id));
    await sendBySms(deps, message.id);
  }
}

/** Sends a failed message's words by SMS to its number, once. */
export async function sendBySms(deps: Pick<WhatsAppDeps, 'db' | 'jobs'>, messageId: number): Promise<void> {
  const [message] = await deps.db
    .update(whatsappMessages)
    .set({ fallbackAt: new Date() })
    .where(and(eq(whatsappMessages.id, messageId), isNull(whatsappMessages.fallbackAt)))
    .returning();
  if (!message) return;
  await queueSms(deps.jobs, deps.db, {
    to: `+${message.phone}`,
    text: message.text,
    key: `whatsapp-fallback-${message.id}`,
  });
}
