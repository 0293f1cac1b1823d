import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Money columns hold 64-bit integer kobo (₦100,000,000 × 999 items fits with room to spare); the API
 * speaks Naira (shared-contracts money.ts). Read as JS numbers: exact up to 2^53 kobo.
 */
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    firstName: varchar('first_name', { length: 64 }).notNull(),
    lastName: varchar('last_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    role: varchar('role', { length: 10 }).$type<'ADMIN' | 'REGULAR'>().notNull().default('REGULAR'),
    passwordHash: text('password_hash').notNull(),
    dateJoined: timestamp('date_joined', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Usernames are unique whatever their case: "Shopper" cannot pose as "shopper".
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'REGULAR')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    familyId: varchar('family_id', { length: 36 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('categories_name_key').on(t.name), uniqueIndex('categories_slug_key').on(t.slug)],
);

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
  },
  (t) => [uniqueIndex('attributes_name_key').on(t.name)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('attribute_values_attribute_value_key').on(t.attributeId, t.value)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 10 }).$type<'simple' | 'variable'>().notNull().default('simple'),
    published: boolean('published').notNull().default(true),
    /** The maker's name as shoppers know it (Tecno, Samsung…); null for unbranded goods. */
    brand: varchar('brand', { length: 60 }),
    subscribers: integer('subscribers').notNull().default(0),
    /**
     * The lowest effective price over the variants (the sale price when there is one), or null without
     * variants. Kept by a trigger on variants (migration 0006), so listings filter and sort on a column.
     */
    lowestPriceKobo: bigint('lowest_price_kobo', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastModifiedBy: integer('last_modified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_created_at_idx').on(t.createdAt),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    check('products_type_check', sql`${t.type} in ('simple', 'variable')`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 64 }).notNull(),
    regularPriceKobo: kobo('regular_price_kobo'),
    salePriceKobo: kobo('sale_price_kobo'),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_sku_key').on(t.sku),
    index('variants_product_idx').on(t.productId),
    check('variants_stock_check', sql`${t.stock} >= 0`),
    check('variants_price_check', sql`${t.regularPriceKobo} >= 0 and ${t.salePriceKobo} >= 0`),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('variant_attribute_values_key').on(t.variantId, t.attributeValueId)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.cartId, t.productId, t.variantId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant the shopper had chosen; null when none was, or when that variant was deleted. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled'>()
      .notNull()
      .default('pending'),
    paymentStatus: varchar('payment_status', { length: 16 })
      .$type<'unpaid' | 'partially_paid' | 'paid' | 'refunded'>()
      .notNull()
      .default('unpaid'),
    paymentMethod: varchar('payment_method', { length: 20 })
      .$type<'pay_on_delivery' | 'pay_later' | 'pay_now'>()
      .notNull(),
    subtotalKobo: kobo('subtotal_kobo'),
    shippingFeeKobo: kobo('shipping_fee_kobo'),
    totalKobo: kobo('total_kobo'),
    shippingFullName: varchar('shipping_full_name', { length: 120 }).notNull(),
    shippingPhone: varchar('shipping_phone', { length: 20 }).notNull(),
    shippingStreet: varchar('shipping_street', { length: 200 }).notNull(),
    shippingCity: varchar('shipping_city', { length: 80 }).notNull(),
    shippingState: varchar('shipping_state', { length: 40 }).notNull(),
    /** Why the shop cancelled the order, when it says (a pay-now order whose payment never came). */
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** A pay-now order waiting for its payment: its stock goes back on sale after this (services/payments/). */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_reserved_until_idx')
      .on(t.reservedUntil)
      .where(sql`${t.reservedUntil} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'partially_paid', 'paid', 'refunded')`,
    ),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('pay_on_delivery', 'pay_later', 'pay_now')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    variantLabel: varchar('variant_label', { length: 200 }).notNull().default(''),
    sku: varchar('sku', { length: 64 }).notNull(),
    unitPriceKobo: kobo('unit_price_kobo'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

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
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_token_key').on(t.confirmTokenHash),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  inquiryType: varchar('inquiry_type', { length: 40 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  message: text('message').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** When an admin marked the message handled; null while it waits for an answer. */
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
});

/**
 * The first answer to a checkout or cancel sent with an `Idempotency-Key`, per user, kept 24 h: a repeat
 * with the same key and request gets it again instead of running twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** SHA-256 of the operation and its body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
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

/** Exact kobo for the payment provider's amounts, compared as bigint with what the order owes. */
const exactKobo = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/**
 * One attempt to pay a pay-now order online, one reference each (a retry is a new attempt). Its status only
 * moves by conditional updates (services/payments/), and at most one attempt per order ever succeeds.
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
      .$type<'initialize' | 'verify' | 'webhook' | 'reconcile' | 'refund'>()
      .notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    dedupKey: varchar('dedup_key', { length: 200 }),
    rawBody: text('raw_body'),
    signatureValid: boolean('signature_valid'),
    outcome: varchar('outcome', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_dedup_key').on(t.dedupKey),
    index('payment_events_payment_idx').on(t.paymentId),
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
      .$type<'pending' | 'processed' | 'failed'>()
      .notNull()
      .default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_id_key').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * Leases for jobs that must run on one replica at a time (payment reconciliation): a replica runs the job only
 * after its conditional update took the lease, which lapses on its own if that replica dies.
 */
export const jobLeases = pgTable('job_leases', {
  name: varchar('name', { length: 64 }).primaryKey(),
  holder: varchar('holder', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The release registry (docs/releases.md). A remote's published versions, whose files never change; which version
 * each channel points at is the only thing that does. `revision` is compared and swapped on every change, so two
 * releases made at once cannot overwrite each other.
 */
export const releaseRemotes = pgTable('release_remotes', {
  remote: varchar('remote', { length: 16 }).primaryKey(),
  revision: integer('revision').notNull().default(0),
});

export const releaseVersions = pgTable(
  'release_versions',
  {
    remote: varchar('remote', { length: 16 })
      .notNull()
      .references(() => releaseRemotes.remote),
    version: varchar('version', { length: 40 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedBy: varchar('published_by', { length: 254 }).notNull(),
    /** Since when no channel has pointed at it (null while one does, or before any did). */
    unpointedSince: timestamp('unpointed_since', { withTimezone: true, mode: 'date' }),
    /** When its files were removed; it can no longer be pointed at. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version] }),
    check('release_versions_version_check', sql`${t.version} ~ '^[0-9a-f]{7,40}$'`),
  ],
);

/** `stable` always names a version once the remote has one; `canary` only while a canary runs. */
export const releaseChannels = pgTable(
  'release_channels',
  {
    remote: varchar('remote', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 8 }).$type<'stable' | 'canary'>().notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    /** The share of browsers on the canary, 1–100; 100 for stable. */
    percent: integer('percent').notNull(),
    /** Changes with each new canary version, so each rollout draws its own cohort. */
    rolloutId: uuid('rollout_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.channel] }),
    foreignKey({
      columns: [t.remote, t.version],
      foreignColumns: [releaseVersions.remote, releaseVersions.version],
    }),
    check('release_channels_channel_check', sql`${t.channel} in ('stable', 'canary')`),
    check('release_channels_percent_check', sql`${t.percent} between 1 and 100`),
  ],
);

export const releaseHistory = pgTable(
  'release_history',
  {
    id: serial('id').primaryKey(),
    remote: varchar('remote', { length: 16 }).notNull(),
    action: varchar('action', { length: 16 })
      .$type<'publish' | 'canary' | 'stop' | 'promote' | 'rollback' | 'pin'>()
      .notNull(),
    version: varchar('version', { length: 40 }),
    /** The stable version before this change, for a change of stable; what a rollback returns to. */
    previousStable: varchar('previous_stable', { length: 40 }),
    percent: integer('percent'),
    actor: varchar('actor', { length: 254 }).notNull(),
    reason: text('reason').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    revision: integer('revision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('release_history_remote_idx').on(t.remote, t.id),
    check(
      'release_history_action_check',
      sql`${t.action} in ('publish', 'canary', 'stop', 'promote', 'rollback', 'pin')`,
    ),
  ],
);

/** Loads and failures of each remote version, counted per minute, for the admin's view; nothing about browsers. */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    remote: varchar('remote', { length: 16 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.minute] }),
    index('remote_load_counts_minute_idx').on(t.minute),
  ],
);

/**
 * The same counts per browser and minute, which the automatic canary check judges (docs/releases.md): a browser
 * counts at most a page's worth a minute, and one client address for a few browsers. Both are keyed digests
 * (`lib/release-tokens.ts`), never the cookie or the address itself; rows go after a week.
 */
export const remoteBrowserLoads = pgTable(
  'remote_browser_loads',
  {
    remote: varchar('remote', { length: 16 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    browser: varchar('browser', { length: 32 }).notNull(),
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    address: varchar('address', { length: 32 }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.browser, t.minute] }),
    index('remote_browser_loads_remote_minute_idx').on(t.remote, t.minute),
    index('remote_browser_loads_minute_idx').on(t.minute),
    check('remote_browser_loads_failures_check', sql`${t.failures} between 0 and ${t.loads}`),
  ],
);

/*
 * Search (migration 0012). Each product also has a `search_document` tsvector, kept by the database
 * (products_search_refresh, run by triggers on products, categories and variant values): name, brand and joined
 * pairs of their words weigh A, category and variant values B, description C; a GIN index serves it. It is left
 * out of this schema on purpose, so that reading a product never carries it.
 */

/**
 * The catalogue's own words (of names, brands and categories), per product, that typos are matched against by
 * trigram similarity, and that "Did you mean" offers. Kept by products_search_refresh.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: varchar('term', { length: 60 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_terms_pkey', columns: [t.productId, t.term] }),
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/**
 * Words shoppers use for the same thing (tv, television), expanded at query time, so editing them needs no
 * reindexing. Each entry is lower case and may have several words ("air conditioner").
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_synonyms_terms_idx').using('gin', t.terms)],
);

/**
 * What shoppers searched for, for the admin's Searches report (docs/admin.md): the searches of a query within a few
 * seconds, as one row, with what the search found and how many of them went on to open a product. Nothing about
 * who searched is kept.
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The search as typed, lowercased, one space between words. */
    query: varchar('query', { length: 120 }).notNull(),
    searches: integer('searches').notNull().default(0),
    /** The number of products the search found (its latest answer). */
    results: integer('results').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    index('search_log_at_idx').on(t.at),
    check('search_log_counts_check', sql`${t.searches} >= 0 and ${t.clicks} >= 0 and ${t.results} >= 0`),
  ],
);
