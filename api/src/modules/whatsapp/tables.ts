import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { TemplateName } from 'shared-contracts/whatsapp-templates';
import { createdAt } from '../../db/columns.js';
import { orders } from '../../db/schema.js';

/*
 * The WhatsApp updates' own tables: who asked for an order's updates on WhatsApp (their consent, with its time), and
 * every message sent, with where WhatsApp says it is.
 */

/**
 * The shopper's consent to an order's updates on WhatsApp, given at checkout (the box is unticked unless they tick
 * it), to the number they gave, kept with its time (NDPR). "STOP" from that number ends it.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Digits with the country code, as WhatsApp writes numbers (`2348031234567`). */
    phone: varchar('phone', { length: 16 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the shopper said STOP (or the shop stopped): no update is sent after. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('whatsapp_consents_phone_idx').on(t.phone)],
);

export type WhatsAppMessageStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/**
 * One update sent (or being sent) on WhatsApp: one per order and template, whatever retries and repeats happen.
 * `status` follows WhatsApp's webhooks forward only (sent → delivered → read; failed unless it was delivered); a
 * failed one is sent by SMS instead, once (`fallback_at`).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    template: varchar('template', { length: 40 }).$type<TemplateName>().notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    /** WhatsApp's id of the message (`wamid.…`); null until WhatsApp took it. */
    wamid: varchar('wamid', { length: 128 }),
    status: varchar('status', { length: 12 }).$type<WhatsAppMessageStatus>().notNull(),
    /** WhatsApp's error code when it failed (131026: the number cannot get it). */
    errorCode: integer('error_code'),
    /** The words sent (filled in), for the SMS sent instead when it fails. */
    text: varchar('text', { length: 1024 }).notNull(),
    fallbackAt: timestamp('fallback_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_once_key').on(t.orderId, t.template),
    uniqueIndex('whatsapp_messages_wamid_key').on(t.wamid),
    check(
      'whatsapp_messages_status_check',
      sql`${t.status} in ('sending', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);
