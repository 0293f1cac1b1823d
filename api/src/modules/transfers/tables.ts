import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../../db/columns.js';
import { orders, users } from '../../db/schema.js';

/*
 * The transfers' own tables: each shopper's own account number (a dedicated virtual account), the transfers
 * received into them, and the ledger of each shopper's store credit.
 */

/**
 * A shopper's own account number at a bank (Paystack's dedicated virtual account). A shopper has one active account;
 * one deactivated stays, so a transfer to a number they saved long ago still reaches them.
 */
export const dedicatedAccounts = pgTable(
  'dedicated_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    customerCode: varchar('customer_code', { length: 64 }).notNull(),
    providerAccountId: varchar('provider_account_id', { length: 64 }).notNull(),
    accountNumber: varchar('account_number', { length: 10 }).notNull(),
    accountName: varchar('account_name', { length: 120 }).notNull(),
    bankName: varchar('bank_name', { length: 80 }).notNull(),
    bankSlug: varchar('bank_slug', { length: 40 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dedicated_accounts_number_key').on(t.accountNumber),
    uniqueIndex('dedicated_accounts_provider_id_key').on(t.provider, t.providerAccountId),
    uniqueIndex('dedicated_accounts_one_active_key')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

/**
 * A transfer into a shopper's account number, stored once by the provider's reference, and only once the provider
 * has said it succeeded (verified, never the webhook's word): `credited` to the shopper's store credit, or
 * `needs_review` when it cannot be (an account number the shop does not know, not NGN).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    providerId: varchar('provider_id', { length: 64 }),
    /** Whose it is; null while it needs review for want of a known account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    accountNumber: varchar('account_number', { length: 10 }).notNull(),
    amountKobo: kobo('amount_kobo'),
    feesKobo: bigint('fees_kobo', { mode: 'number' }),
    senderName: varchar('sender_name', { length: 120 }),
    senderBank: varchar('sender_bank', { length: 120 }),
    senderAccount: varchar('sender_account', { length: 20 }),
    narration: varchar('narration', { length: 200 }),
    status: varchar('status', { length: 16 }).$type<'credited' | 'needs_review'>().notNull(),
    reason: varchar('reason', { length: 200 }),
    /** How it was found: its webhook, the nightly list of the provider's transfers, or the admin's requery. */
    source: varchar('source', { length: 16 }).$type<'webhook' | 'reconcile'>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_transfers_reference_key').on(t.provider, t.reference),
    index('bank_transfers_user_idx').on(t.userId),
    index('bank_transfers_paid_at_idx').on(t.paidAt),
    check('bank_transfers_status_check', sql`${t.status} in ('credited', 'needs_review')`),
    check('bank_transfers_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/** What a line of the store-credit ledger records. */
export type CreditEntryKind =
  'transfer' | 'order' | 'order_back' | 'refund' | 'refund_back' | 'move_out' | 'move_in';

/**
 * A shopper's store credit, line by line: money in (a transfer received, an order's payment given back when it was
 * cancelled, a transfer an admin moved to them) and out (an order paid with it, credit refunded to their bank, a
 * transfer an admin moved to another's order). The balance is `store_credit`'s, kept
 * in the same transaction as each line, and never below zero.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 16 }).$type<CreditEntryKind>().notNull(),
    /** Signed: in is positive, out negative. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    transferId: integer('transfer_id').references(() => bankTransfers.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The balance after this line. */
    balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 200 }),
    /** The admin who made the line, when one did (a refund, a transfer moved). */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    index('credit_ledger_order_idx').on(t.orderId),
    check(
      'credit_ledger_kind_check',
      sql`${t.kind} in ('transfer', 'order', 'order_back', 'refund', 'refund_back', 'move_out', 'move_in')`,
    ),
    check('credit_ledger_amount_check', sql`${t.amountKobo} <> 0`),
    check('credit_ledger_balance_check', sql`${t.balanceKobo} >= 0`),
  ],
);

/** Each shopper's store-credit balance: one row, locked by every change, so two changes take turns. */
export const storeCredit = pgTable(
  'store_credit',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balanceKobo: kobo('balance_kobo'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('store_credit_balance_check', sql`${t.balanceKobo} >= 0`)],
);
