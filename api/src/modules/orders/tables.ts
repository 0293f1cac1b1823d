import { sql } from 'drizzle-orm';
import {
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
import { orderItems, orders, users, type OrderStatusColumn } from '../../db/schema.js';
import { refunds } from '../payments/index.js';

/*
 * The orders' own tables: each order's status history, and the returns with their lines, photos and bank accounts.
 * The orders and their lines stay in db/schema.ts: the payments' and the promotions' tables refer to the orders, and
 * the catalogue's admin products read the lines, while this module uses those modules (docs/architecture.md).
 */

/**
 * Every status an order reached, when and by whom (the shopper, an admin, a payment, the shop's own jobs), written in
 * the transaction that changed the status. Orders placed before it have one row, from their status and dates then.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<OrderStatusColumn>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    by: varchar('by', { length: 10 }).$type<'shopper' | 'admin' | 'payment' | 'system'>().notNull(),
    /** The shopper or admin who made the change, while their account exists. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 300 }),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.at),
    check(
      'order_status_history_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled')`,
    ),
    check('order_status_history_by_check', sql`${t.by} in ('shopper', 'admin', 'payment', 'system')`),
  ],
);

/**
 * Returns (migration 0018): a shopper sends back lines of a delivered order. Status moves only by conditional
 * updates: requested → approved | rejected; approved → received; received → refunded (modules/orders/returns/steps.ts).
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 })
      .$type<'requested' | 'approved' | 'rejected' | 'received' | 'refunded'>()
      .notNull()
      .default('requested'),
    reason: varchar('reason', { length: 20 })
      .$type<'wrong_item' | 'damaged' | 'not_as_described' | 'changed_mind'>()
      .notNull(),
    note: text('note').notNull().default(''),
    /** What the lines give back (kobo), fixed when the return is asked for. */
    refundKobo: kobo('refund_kobo'),
    refundRoute: varchar('refund_route', { length: 16 }).$type<'paystack' | 'bank_transfer'>().notNull(),
    method: varchar('method', { length: 16 }).$type<'pickup_station' | 'courier'>(),
    instructions: text('instructions'),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** The Paystack refund of an online payment that closed the return. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** The admin's reference of the bank transfer that closed a return paid on delivery. */
    transferReference: varchar('transfer_reference', { length: 100 }),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status),
    uniqueIndex('returns_refund_key').on(t.refundId),
    check(
      'returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'refunded')`,
    ),
    check(
      'returns_reason_check',
      sql`${t.reason} in ('wrong_item', 'damaged', 'not_as_described', 'changed_mind')`,
    ),
    check('returns_route_check', sql`${t.refundRoute} in ('paystack', 'bank_transfer')`),
    check('returns_method_check', sql`${t.method} in ('pickup_station', 'courier')`),
    check('returns_refund_check', sql`${t.refundKobo} >= 0`),
  ],
);

/**
 * The order lines a return sends back. `active` stays true unless the return is rejected, and an order line is in
 * at most one active return: a line cannot be returned twice, even by two requests at once.
 */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    refundKobo: kobo('refund_kobo'),
    active: boolean('active').notNull().default(true),
    /** Set when received: whether it went back on sale. */
    resellable: boolean('resellable'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    uniqueIndex('return_lines_one_active_return')
      .on(t.orderItemId)
      .where(sql`${t.active}`),
    check('return_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The shopper's photos of a return: stored outside the public uploads, shown only to that shopper and admins. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId)],
);

/** Where a return of an order paid on delivery is refunded: a bank from Paystack's list, its name resolved there. */
export const returnBankAccounts = pgTable('return_bank_accounts', {
  returnId: integer('return_id')
    .primaryKey()
    .references(() => returns.id, { onDelete: 'cascade' }),
  bankCode: varchar('bank_code', { length: 12 }).notNull(),
  bankName: varchar('bank_name', { length: 120 }).notNull(),
  accountNumber: varchar('account_number', { length: 10 }).notNull(),
  accountName: varchar('account_name', { length: 200 }).notNull(),
  createdAt: createdAt(),
});
