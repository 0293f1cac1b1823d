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
import { orders } from '../../db/schema.js';

/*
 * The payments' own tables: the online payments and their refunds (they left db/schema.ts with the returns, which
 * keep the refund that paid them back), money received, the pay-later plans, the payments' events and disputes.
 */

/** Exact kobo for the payment provider's amounts, compared as bigint with what the order owes. */
const exactKobo = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/**
 * One attempt to pay a pay-now order online, one reference each (a retry is a new attempt). Its status only
 * moves by conditional updates (modules/payments/), and at most one attempt per order ever succeeds.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    /** The provider's own id of the transaction, once it told us. */
    providerId: varchar('provider_id', { length: 64 }),
    amountKobo: exactKobo('amount_kobo'),
    currency: varchar('currency', { length: 3 }).notNull().default('NGN'),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'succeeded' | 'failed' | 'abandoned' | 'needs_review' | 'refunded'>()
      .notNull()
      .default('pending'),
    authorizationUrl: text('authorization_url'),
    channel: varchar('channel', { length: 32 }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** Why it needs review or failed. */
    reason: varchar('reason', { length: 300 }),
    /** What the provider says the shop asked for (`requested_amount`), charged (`amount`) and took as its fee. */
    requestedKobo: bigint('requested_kobo', { mode: 'bigint' }),
    chargedKobo: bigint('charged_kobo', { mode: 'bigint' }),
    feesKobo: bigint('fees_kobo', { mode: 'bigint' }),
    /** Refunds asked for so far; never more than the amount (a check, and the conditional update that adds to it). */
    refundedKobo: bigint('refunded_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_reference_key').on(t.reference),
    uniqueIndex('online_payments_provider_id_key').on(t.provider, t.providerId),
    uniqueIndex('online_payments_one_success_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    index('online_payments_order_idx').on(t.orderId),
    index('online_payments_status_idx').on(t.status),
    check(
      'online_payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'abandoned', 'needs_review', 'refunded')`,
    ),
    check('online_payments_amount_check', sql`${t.amountKobo} > 0`),
    check(
      'online_payments_refunded_check',
      sql`${t.refundedKobo} >= 0 and ${t.refundedKobo} <= ${t.amountKobo}`,
    ),
  ],
);

/** Money given back for an online payment: asked for in the transaction that decided it, then sent to the provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    amountKobo: exactKobo('amount_kobo'),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'processing' | 'needs_attention' | 'processed' | 'failed'>()
      .notNull()
      .default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** The provider's note while it needs attention (why the card could not take the money back). */
    providerNote: varchar('provider_note', { length: 300 }),
    /** When the admin last sent the customer's bank account for a refund that needs attention. */
    retriedAt: timestamp('retried_at', { withTimezone: true, mode: 'date' }),
    /**
     * When a refund job began asking the provider for it, committed before asking: a later attempt that finds it set
     * without the provider's refund id (the worker stopped mid-call) never asks again (modules/payments/refund.ts).
     */
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_id_key').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    check(
      'refunds_status_check',
      sql`${t.status} in ('pending', 'processing', 'needs_attention', 'processed', 'failed')`,
    ),
    check('refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

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
