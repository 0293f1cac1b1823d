import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../../db/columns.js';
import { users } from '../../db/schema.js';

/*
 * Settings (migration 0013, docs/admin.md "Settings"): one row of shop-wide settings, the delivery zones with
 * the states they hold (each state in exactly one zone: the state is the primary key), the public holidays and a
 * history of every change. The pickup stations stay in db/schema.ts: the orders refer to the station they were
 * placed with.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: varchar('shop_name', { length: 80 }).notNull(),
    supportEmail: varchar('support_email', { length: 254 }).notNull(),
    supportPhone: varchar('support_phone', { length: 20 }).notNull(),
    /** When the support phone answers, as shoppers read it (the USSD menu's Help says it). */
    supportHours: varchar('support_hours', { length: 80 }).notNull().default('Mon–Sat 8:00–18:00'),
    address: varchar('address', { length: 300 }).notNull(),
    returnWindowDays: integer('return_window_days').notNull(),
    /** The standard VAT rate in basis points: 750 = 7.5 %. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    payOnDelivery: boolean('pay_on_delivery').notNull().default(true),
    /** The largest order total paid on delivery; null for none. */
    payOnDeliveryMaxKobo: bigint('pay_on_delivery_max_kobo', { mode: 'number' }),
    payLater: boolean('pay_later').notNull().default(true),
    payNow: boolean('pay_now').notNull().default(true),
    /** Bank transfer to the shopper's own account number (modules/transfers/): offered at checkout. */
    accountTransfer: boolean('account_transfer').notNull().default(true),
    /** How long an order paid by transfer to the shopper's account holds its stock before it is cancelled. */
    accountTransferHoldHours: integer('account_transfer_hold_hours').notNull().default(24),
    /** The bank the shoppers' account numbers are opened at (Paystack's slug: `test-bank` in test mode). */
    accountTransferBank: varchar('account_transfer_bank', { length: 40 }).notNull().default('test-bank'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_vat_rate_check', sql`${t.vatRateBp} between 0 and 5000`),
    check('shop_settings_return_window_check', sql`${t.returnWindowDays} between 0 and 365`),
    check('shop_settings_transfer_hold_check', sql`${t.accountTransferHoldHours} between 1 and 168`),
  ],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    feeKobo: kobo('fee_kobo'),
    /** Home delivery is free from this subtotal (after discounts); null when it never is. */
    freeFromKobo: bigint('free_from_kobo', { mode: 'number' }),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_zones_name_key').on(sql`lower(${t.name})`),
    check('delivery_zones_days_check', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
    check(
      'delivery_zones_fee_check',
      sql`${t.feeKobo} >= 0 and (${t.freeFromKobo} is null or ${t.freeFromKobo} >= 0)`,
    ),
  ],
);

export const zoneStates = pgTable(
  'zone_states',
  {
    state: varchar('state', { length: 40 }).primaryKey(),
    /** ISO 3166-2:NG, e.g. NG-LA. */
    code: varchar('code', { length: 6 }).notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'restrict' }),
  },
  (t) => [index('zone_states_zone_idx').on(t.zoneId), uniqueIndex('zone_states_code_key').on(t.code)],
);

/**
 * The public holidays the shop does not dispatch on (Settings, "Public holidays"): delivery windows skip them like
 * weekends. One row a day; the migration that made the table wrote Nigeria's for 2026 and 2027.
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    /** The Lagos calendar day, `YYYY-MM-DD`. */
    day: date('day', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('public_holidays_day_key').on(t.day)],
);

export const settingsHistory = pgTable(
  'settings_history',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 20 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's email when the change was made (kept if the account goes). */
    actor: varchar('actor', { length: 254 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('settings_history_created_idx').on(t.createdAt, t.id)],
);
