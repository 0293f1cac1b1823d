import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../../db/columns.js';
import { onlinePayments, orders } from '../../db/schema.js';

/*
 * The payments' own tables. The online payments and their refunds stay in db/schema.ts until the returns move
 * (a return keeps the refund that paid it back, and a refund its payment).
 */

/**
 * Money received for an order, one row per event: the cash taken when a pay-on-delivery order is delivered, or
 * one pay-later instalment. The admin's transactions list and its totals read these rows.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'delivery' | 'instalment' | 'online'>().notNull(),
    amountKobo: kobo('amount_kobo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_created_at_idx').on(t.createdAt),
    check('payments_kind_check', sql`${t.kind} in ('delivery', 'instalment', 'online')`),
    check('payments_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/** A pay-later order's plan: its instalments, what was paid so far, and the admin's decision. */
export const payLaterPlans = pgTable(
  'pay_later_plans',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    instalments: integer('instalments').notNull(),
    paidInstalments: integer('paid_instalments').notNull().default(0),
    amountPaidKobo: kobo('amount_paid_kobo'),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'approved' | 'rejected' | 'completed'>()
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_later_plans_order_key').on(t.orderId),
    check(
      'pay_later_plans_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'completed')`,
    ),
    check('pay_later_plans_instalments_check', sql`${t.instalments} between 2 and 4`),
  ],
);

/**
 * What happened to payments: each webhook received (its raw body, whether its signature held, what it led to,
 * and a de-duplication key, since the provider sends no event id), each verify and refund.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => onlinePayments.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16 })
      .$type<'initialize' | 'verify' | 'webhook' | 'reconcile' | 'refund' | 'admin'>()
      .notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    dedupKey: varchar('dedup_key', { length: 200 }),
    rawBody: text('raw_body'),
    signatureValid: boolean('signature_valid'),
    outcome: varchar('outcome', { length: 64 }).notNull(),
    /**
     * A stored webhook is answered 200 at once and processed after: set when its processing finished. Null on a
     * webhook still to process (the reconciliation takes those whose claim lapsed: a replica died meanwhile).
     */
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    /** Who processes it holds it until then (a conditional update takes it). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_dedup_key').on(t.dedupKey),
    index('payment_events_payment_idx').on(t.paymentId),
    index('payment_events_unprocessed_idx')
      .on(t.id)
      .where(sql`${t.source} = 'webhook' and ${t.processedAt} is null and ${t.dedupKey} is not null`),
  ],
);

/**
 * A dispute (a chargeback, say) the customer opened with their bank on a payment, as the provider's
 * `charge.dispute.*` events report it: the shop must answer by `due_at`.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerDisputeId: varchar('provider_dispute_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 40 }).notNull(),
    resolution: varchar('resolution', { length: 40 }),
    category: varchar('category', { length: 40 }),
    refundAmountKobo: bigint('refund_amount_kobo', { mode: 'bigint' }),
    currency: varchar('currency', { length: 3 }).notNull().default('NGN'),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** The last event that changed it (create, remind, resolve). */
    lastEvent: varchar('last_event', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_disputes_provider_id_key').on(t.provider, t.providerDisputeId),
    index('payment_disputes_payment_idx').on(t.paymentId),
  ],
);
