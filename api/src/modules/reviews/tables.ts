import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { products, users } from '../../db/schema.js';

/**
 * Reviews from verified buyers (docs/storefront.md §16): one per shopper and product, editable. Only `visible`
 * ones count in the product's rating and are shown to others; `held` ones (a link or a word the shop does not
 * allow) wait for the admin; `hidden` ones the admin took down. `status_reason` says why it is not visible.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'visible' | 'held' | 'hidden'>()
      .notNull()
      .default('visible'),
    statusReason: varchar('status_reason', { length: 200 }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_created_at_idx').on(t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('visible', 'held', 'hidden')`),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
  ],
);

/**
 * "Helpful" votes: one per signed-in shopper and review, and one per verified contact (the voter's confirmed
 * mailbox, modules/customers/customer-contacts.ts) and review, so accounts sharing a mailbox vote once.
 */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for votes cast before votes needed a confirmed email. */
    contact: varchar('contact', { length: 270 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_helpful_votes_user_idx').on(t.userId),
    uniqueIndex('review_helpful_votes_contact_key').on(t.reviewId, t.contact),
  ],
);
