import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import type { Locale } from 'shared-contracts/locales';
import { createdAt, kobo } from './columns.js';

/*
 * The tables every module's foreign keys point at, which stay here rather than in a module's tables.ts: the
 * accounts (users), the catalogue's categories, products, product pictures and variants, the orders and their lines
 * (order_items), and the pickup stations the orders keep. Products keep their author and order lines their product
 * and variant; the payments', promotions', reviews' and returns' tables refer to the orders, while the orders use
 * those modules: in a module, these tables would make the modules import each other in circles. Beside them, the
 * idempotency keys of services/idempotency.ts, a foundation that several modules use. The rest of the schema is in
 * modules/<domain>/tables.ts; drizzle.config.ts reads both.
 */

type VatClassColumn = 'standard' | 'zero' | 'exempt';

/**
 * An account, a shopper's or an admin's. It stays here because much here refers to it; the accounts' own tables
 * (sessions, reset links, phone codes, the address book) are in modules/customers/tables.ts.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for an account made with a phone number alone, until its shopper adds an email (account page). */
    email: varchar('email', { length: 254 }),
    username: varchar('username', { length: 64 }).notNull(),
    firstName: varchar('first_name', { length: 64 }).notNull(),
    lastName: varchar('last_name', { length: 64 }).notNull(),
    /** E.164 (+234…). The shopper's own until verified by a code sent to it by SMS (`phone_verified_at`). */
    phone: varchar('phone', { length: 20 }),
    /**
     * When the shopper proved the phone is theirs with a code sent to it (phone sign-in); null until then. A verified
     * number signs in to one account only.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    role: varchar('role', { length: 10 }).$type<'ADMIN' | 'REGULAR'>().notNull().default('REGULAR'),
    /** Null for an account that signs in with its phone number alone (no password was ever chosen). */
    passwordHash: text('password_hash'),
    dateJoined: timestamp('date_joined', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * When the shopper confirmed their email through the link mailed to it (migration 0021); null until then.
     * Once-per-customer promotions and helpful votes need it (docs/security.md, "One customer, one mailbox").
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the outstanding confirmation link's token; a new link replaces it, confirming clears it. */
    emailVerifyTokenHash: varchar('email_verify_token_hash', { length: 64 }),
    /** When the outstanding link stops confirming. */
    emailVerifyExpiresAt: timestamp('email_verify_expires_at', { withTimezone: true, mode: 'date' }),
    /**
     * The storefront language the shopper last used (shared-contracts' LOCALES, migration 0032): their mails go out
     * in it. Null until they use the shop signed in; their mails are then in English.
     */
    locale: varchar('locale', { length: 8 }).$type<Locale>(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_email_verify_token_key').on(t.emailVerifyTokenHash),
    // A number typed on a profile is the shopper's word; one proved by a code belongs to one account.
    uniqueIndex('users_verified_phone_key')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} is not null`),
    // Every account can be reached and signed in to: by its email, or by its verified phone number.
    check('users_email_or_phone_check', sql`${t.email} is not null or ${t.phoneVerifiedAt} is not null`),
    // Usernames are unique whatever their case: "Shopper" cannot pose as "shopper".
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'REGULAR')`),
    check('users_locale_check', sql`${t.locale} in ('en-NG', 'pcm', 'ha', 'yo', 'ig')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /** How its products are taxed unless a product says otherwise (migration 0013). */
    vatClass: varchar('vat_class', { length: 10 }).$type<VatClassColumn>().notNull().default('standard'),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(t.name),
    uniqueIndex('categories_slug_key').on(t.slug),
    check('categories_vat_class_check', sql`${t.vatClass} in ('standard', 'zero', 'exempt')`),
  ],
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
    /** The product's own VAT class; null follows its category's. */
    vatClass: varchar('vat_class', { length: 10 }).$type<VatClassColumn>(),
    subscribers: integer('subscribers').notNull().default(0),
    /**
     * The lowest effective price over the variants (the sale price when there is one), or null without
     * variants. Kept by a trigger on variants (migration 0006), so listings filter and sort on a column.
     */
    lowestPriceKobo: bigint('lowest_price_kobo', { mode: 'number' }),
    /**
     * The visible reviews' number and sum of stars (migration 0019), changed in the same transaction as the
     * reviews (modules/reviews/reviews.ts), so listings sort and filter by rating on the product row.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
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
    check('products_vat_class_check', sql`${t.vatClass} in ('standard', 'zero', 'exempt')`),
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

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).$type<OrderStatusColumn>().notNull().default('pending'),
    paymentStatus: varchar('payment_status', { length: 16 })
      .$type<'unpaid' | 'partially_paid' | 'paid' | 'refunded'>()
      .notNull()
      .default('unpaid'),
    paymentMethod: varchar('payment_method', { length: 20 })
      .$type<'pay_on_delivery' | 'pay_later' | 'pay_now' | 'account_transfer'>()
      .notNull(),
    subtotalKobo: kobo('subtotal_kobo'),
    shippingFeeKobo: kobo('shipping_fee_kobo'),
    totalKobo: kobo('total_kobo'),
    shippingFullName: varchar('shipping_full_name', { length: 120 }).notNull(),
    shippingPhone: varchar('shipping_phone', { length: 20 }).notNull(),
    /** The number the rider calls when the first is off (migration 0030); null when the shopper gave none. */
    shippingSecondPhone: varchar('shipping_second_phone', { length: 20 }),
    shippingStreet: varchar('shipping_street', { length: 200 }).notNull(),
    shippingCity: varchar('shipping_city', { length: 80 }).notNull(),
    shippingState: varchar('shipping_state', { length: 40 }).notNull(),
    /** Why the shop cancelled the order, when it says (a pay-now order whose payment never came). */
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** When the order was marked delivered (migration 0018): its return window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** A pay-now order waiting for its payment: its stock goes back on sale after this (modules/payments/). */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    /*
     * What the order was placed with (migration 0013), so a later change of Settings never alters it: every
     * promotion's discount, the delivery (zone or station, its listed fee before any waiver, the estimate) and the
     * VAT contained in the total per rate. Orders placed before have a null delivery zone.
     */
    discountKobo: kobo('discount_kobo'),
    deliveryMethod: varchar('delivery_method', { length: 10 })
      .$type<'home' | 'pickup'>()
      .notNull()
      .default('home'),
    deliveryZone: varchar('delivery_zone', { length: 60 }),
    deliveryListedFeeKobo: bigint('delivery_listed_fee_kobo', { mode: 'number' }),
    deliveryMinDays: integer('delivery_min_days'),
    deliveryMaxDays: integer('delivery_max_days'),
    deliveryEarliest: varchar('delivery_earliest', { length: 10 }),
    deliveryLatest: varchar('delivery_latest', { length: 10 }),
    /**
     * The courier whose price and dates home delivery was quoted at (migration 0041; modules/delivery/checkout-rates.ts),
     * kept in the delivery fee and dates above; null when the zone's fee and estimate were charged.
     */
    deliveryCourier: varchar('delivery_courier', { length: 80 }),
    pickupStationId: integer('pickup_station_id').references(() => pickupStations.id, {
      onDelete: 'set null',
    }),
    /** The station as it was: name, state, address, opening hours and fee (kobo). */
    pickupStation: jsonb('pickup_station').$type<PickupStationSnapshot>(),
    /** [{ rate_bp, kobo }]: VAT contained in the total, per rate in basis points (750 = 7.5 %). */
    vatLines: jsonb('vat_lines').$type<{ rate_bp: number; kobo: number }[]>().notNull().default([]),
    /** A pickup order's collection code (6 digits), set when it is ready for pickup and checked on hand-over. */
    pickupCode: varchar('pickup_code', { length: 6 }),
    /** Who carries a shipped order and its tracking number, when the shop gives them. */
    courier: varchar('courier', { length: 80 }),
    trackingNumber: varchar('tracking_number', { length: 80 }),
    /** Where the shopper placed it (migration 0035): the website, or a phone's USSD menu (modules/ussd/). */
    channel: varchar('channel', { length: 8 }).$type<'web' | 'ussd'>().notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    check('orders_delivery_method_check', sql`${t.deliveryMethod} in ('home', 'pickup')`),
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_reserved_until_idx')
      .on(t.reservedUntil)
      .where(sql`${t.reservedUntil} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'partially_paid', 'paid', 'refunded')`,
    ),
    check('orders_channel_check', sql`${t.channel} in ('web', 'ussd')`),
    check(
      'orders_payment_method_check',
      sql`${t.paymentMethod} in ('pay_on_delivery', 'pay_later', 'pay_now', 'account_transfer')`,
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
    /** The line's share of the order's discounts, and the VAT it was sold at (migration 0013). */
    discountKobo: kobo('discount_kobo'),
    vatClass: varchar('vat_class', { length: 10 }).$type<VatClassColumn>(),
    vatRateBp: integer('vat_rate_bp'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

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

export type OrderStatusColumn =
  'pending' | 'confirmed' | 'processing' | 'shipped' | 'ready_for_pickup' | 'delivered' | 'cancelled';

export interface PickupStationSnapshot {
  name: string;
  state: string;
  address: string;
  opening_hours: string;
  fee_kobo: number;
}

/**
 * The pickup stations of Settings (migration 0013), read and written by modules/settings: they stay here, not in the
 * module's tables.ts, because the orders refer to the station they were placed with.
 */
export const pickupStations = pgTable(
  'pickup_stations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    state: varchar('state', { length: 40 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    openingHours: varchar('opening_hours', { length: 120 }).notNull(),
    feeKobo: kobo('fee_kobo'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('pickup_stations_state_idx').on(t.state),
    check('pickup_stations_fee_check', sql`${t.feeKobo} >= 0`),
  ],
);
