import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../../db/columns.js';
import { categories, orders, products, users } from '../../db/schema.js';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
    /** Set when the address opens the link mailed to it (double opt-in); only confirmed addresses count. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the confirmation link's token, while one is outstanding. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    /** When the outstanding link stops confirming (7 days after it was mailed). */
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    /** When the address last left through a campaign's unsubscribe link (its confirmation is cleared then). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_token_key').on(t.confirmTokenHash),
  ],
);

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A newsletter campaign: written as a draft, then sent once to every confirmed subscriber. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 150 }).notNull(),
    /** Plain text; links are written out as http(s) addresses. */
    body: text('body').notNull(),
    status: varchar('status', { length: 16 }).$type<CampaignStatus>().notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the admin sent it (its deliveries were queued). */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true, mode: 'date' }),
    /** When its last delivery was settled. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('campaigns_status_check', sql`${t.status} in ('draft', 'sending', 'sent')`),
    check('campaigns_body_length_check', sql`char_length(${t.body}) <= 20000`),
    index('campaigns_sending_idx').on(t.status),
  ],
);

export const CAMPAIGN_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type CampaignDeliveryStatus = (typeof CAMPAIGN_DELIVERY_STATUSES)[number];

/**
 * One campaign's mail to one subscriber: at most one row per pair, so sending again never mails twice. A sender
 * claims a batch of queued rows (`claim`, `claimed_at`), marks each row `handed_at` just before giving it to the
 * mailer, and settles it after; campaign-delivery.ts explains how a crash is recovered.
 */
export const campaignDeliveries = pgTable(
  'campaign_deliveries',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<CampaignDeliveryStatus>().notNull().default('queued'),
    error: varchar('error', { length: 300 }),
    claim: varchar('claim', { length: 40 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    handedAt: timestamp('handed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Set when the subscriber left through this mail's unsubscribe link. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('campaign_deliveries_campaign_subscriber_key').on(t.campaignId, t.subscriberId),
    index('campaign_deliveries_campaign_status_idx').on(t.campaignId, t.status),
    check('campaign_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'skipped')`),
  ],
);

/*
 * Promotions (migration 0014, docs/storefront.md "Promotions"). A promotion is a code (stored upper-case,
 * unique whatever its case) or automatic (no code). `used` counts the orders holding a use (reserved or
 * redeemed); it only moves by conditional updates, so a cap holds however many checkouts race for it.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    code: varchar('code', { length: 32 }),
    kind: varchar('kind', { length: 16 }).$type<'percentage' | 'fixed' | 'free_delivery'>().notNull(),
    /** Percentage off (1–100) for `percentage`. */
    percentOff: integer('percent_off'),
    /** Amount off the order for `fixed`, or the most a percentage may take off (null: no cap). */
    amountOffKobo: bigint('amount_off_kobo', { mode: 'number' }),
    maxDiscountKobo: bigint('max_discount_kobo', { mode: 'number' }),
    scope: varchar('scope', { length: 16 }).$type<'order' | 'categories' | 'products'>().notNull(),
    minSubtotalKobo: kobo('min_subtotal_kobo'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Whether a line already at its sale price takes the promotion too. */
    appliesToSaleItems: boolean('applies_to_sale_items').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    used: integer('used').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_key')
      .on(sql`upper(${t.code})`)
      .where(sql`${t.code} is not null`),
    index('promotions_automatic_idx')
      .on(t.startsAt)
      .where(sql`${t.code} is null`),
    check('promotions_kind_check', sql`${t.kind} in ('percentage', 'fixed', 'free_delivery')`),
    check('promotions_scope_check', sql`${t.scope} in ('order', 'categories', 'products')`),
    check(
      'promotions_value_check',
      sql`(${t.kind} <> 'percentage' or ${t.percentOff} between 1 and 100) and (${t.kind} <> 'fixed' or ${t.amountOffKobo} > 0)`,
    ),
    check('promotions_used_check', sql`${t.used} >= 0`),
    check(
      'promotions_limits_check',
      sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`,
    ),
    check('promotions_dates_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The categories or products a promotion is limited to (its scope). */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'promotion_categories_pkey', columns: [t.promotionId, t.categoryId] })],
);

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'promotion_products_pkey', columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);

/**
 * A customer's uses of a promotion (orders reserved or redeemed), one row per pair: the per-customer cap is a
 * conditional upsert on it, so one shopper's parallel checkouts cannot both take their last use.
 */
export const promotionCustomerUses = pgTable(
  'promotion_customer_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'promotion_customer_uses_pkey', columns: [t.promotionId, t.userId] }),
    check('promotion_customer_uses_check', sql`${t.uses} >= 0`),
  ],
);

/**
 * The same count per verified contact (`email:<normalised mailbox>`; see modules/customers/customer-contacts.ts):
 * two accounts that share a mailbox share a promotion's per-customer limit. Taken and given back beside the
 * account's row, by the same conditional upsert.
 */
export const promotionContactUses = pgTable(
  'promotion_contact_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    contact: varchar('contact', { length: 270 }).notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'promotion_contact_uses_pkey', columns: [t.promotionId, t.contact] }),
    check('promotion_contact_uses_check', sql`${t.uses} >= 0`),
  ],
);

/**
 * What an order was placed with, one row per promotion: its name, kind and code as they were, the discount it
 * gave (lines and waived delivery), and its use: reserved at checkout, redeemed once the order is paid, released
 * (the use given back) when the order is cancelled or its payment never came.
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<'percentage' | 'fixed' | 'free_delivery'>().notNull(),
    code: varchar('code', { length: 32 }),
    discountKobo: kobo('discount_kobo'),
    /** The verified contacts the use was counted against as well as the account (given back on release). */
    contacts: text('contacts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar('status', { length: 16 })
      .$type<'reserved' | 'redeemed' | 'released'>()
      .notNull()
      .default('reserved'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_promotions_order_promotion_key').on(t.orderId, t.promotionId),
    index('order_promotions_promotion_idx').on(t.promotionId),
    check('order_promotions_status_check', sql`${t.status} in ('reserved', 'redeemed', 'released')`),
    check('order_promotions_discount_check', sql`${t.discountKobo} >= 0`),
  ],
);

/**
 * A promotion banner on the home page (docs/admin.md, "Banners"): shown between its own start and end, it links to
 * its promotion's landing page and may count down to that promotion's end.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 80 }).notNull(),
    text: varchar('text', { length: 200 }).notNull().default(''),
    /** The stored picture (services/pictures.ts), with its variants beside it; null until one is uploaded. */
    picturePath: text('picture_path'),
    pictureAlt: varchar('picture_alt', { length: 200 }).notNull().default(''),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    showCountdown: boolean('show_countdown').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_live_idx').on(t.endsAt, t.startsAt),
    check('banners_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
