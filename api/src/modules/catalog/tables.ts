import { sql } from 'drizzle-orm';
import {
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
import { createdAt } from '../../db/columns.js';
import type { Locale, TranslatedLocale } from 'shared-contracts/locales';
import { categories, products, users, variants } from '../../db/schema.js';

/*
 * The catalogue's tables that nothing outside the catalogue references. Categories, products, variants and the
 * product pictures stay in db/schema.ts for now: the order lines there keep their product and variant, products
 * keep their author (users), and services/pictures.ts (shared with the banners and the returns) converts the
 * product pictures, so moving them here would make db/schema.ts or services/ and this module import each other.
 */

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

/*
 * Search (migration 0012). Each product also has a `search_document` tsvector, kept by the database
 * (products_search_refresh, run by triggers on products, categories, variant values and, since migration 0034, the
 * translations): name, brand, joined pairs of their words and the translated names weigh A, category (its translated
 * names too) and variant values B, descriptions C; a GIN index serves it. It is left
 * out of this schema on purpose, so that reading a product never carries it.

/**
 * The catalogue's own words (of names, brands and categories, in every language of the shop), per product, that typos are matched against by
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

/**
 * "Notify me" on a product out of stock: one row per product and address (an email, a phone, or both). A trigger on
 * `variants` (migration 0026) sets `restockedAt` when a variant's stock goes from 0 to above 0, wherever that happens
 * (an admin edit, a return restocked, an order cancelled); the back-in-stock job then sets `notifiedAt` in the
 * transaction that queues the mail and the SMS (modules/catalog/back-in-stock.ts). Subscribing again clears both and moves `subscribedAt`, which names the next mail.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower case; null when the shopper gave only a phone (a signed-in phone-only account, or by choice). */
    email: varchar('email', { length: 254 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** +234 and ten digits, for an SMS too; null when the shopper gave none. */
    phone: varchar('phone', { length: 20 }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    restockedAt: timestamp('restocked_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /**
     * The storefront language the wait was asked for in (its mail's), when the request named one; null: the
     * account's language (users.locale), else English.
     */
    locale: varchar('locale', { length: 8 }).$type<Locale>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('back_in_stock_requests_locale_check', sql`${t.locale} in ('en-NG', 'pcm', 'ha', 'yo', 'ig')`),
    // One wait per product and address: per email, and per phone for a wait with a phone.
    uniqueIndex('back_in_stock_requests_product_email_key')
      .on(t.productId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('back_in_stock_requests_product_phone_key')
      .on(t.productId, t.phone)
      .where(sql`${t.phone} is not null`),
    check(
      'back_in_stock_requests_email_or_phone_check',
      sql`${t.email} is not null or ${t.phone} is not null`,
    ),
    index('back_in_stock_requests_waiting_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_requests_due_idx')
      .on(t.restockedAt)
      .where(sql`${t.notifiedAt} is null and ${t.restockedAt} is not null`),
  ],
);

/**
 * A product's name and description in one of the storefront's other languages (shared-contracts' LOCALES, not
 * en-NG: the product row is the English). Optional: where a language has none, its pages show the English, marked
 * as English. Stored in NFC, so a Yoruba name compares and folds the same however it was typed.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).$type<TranslatedLocale>().notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'product_translations_pkey', columns: [t.productId, t.locale] }),
    check('product_translations_locale_check', sql`${t.locale} in ('pcm', 'ha', 'yo', 'ig')`),
  ],
);

/** A category's name (and description) in one of the other languages, as productTranslations. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).$type<TranslatedLocale>().notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'category_translations_pkey', columns: [t.categoryId, t.locale] }),
    check('category_translations_locale_check', sql`${t.locale} in ('pcm', 'ha', 'yo', 'ig')`),
  ],
);
