import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from 'shared-contracts/schemas/common';
import {
  averageOf,
  type AdminReview,
  type HelpfulAnswer,
  type MyReview,
  type OwnReview,
  type ProductReviews,
  type Review,
  type ReviewSort,
  type ReviewStatus,
} from 'shared-contracts/schemas/reviews';
import type { Executor, Tx } from '../../db/client.js';
import { orderItems, orders, products, users } from '../../db/schema.js';
import { reviewHelpfulVotes, reviews } from './tables.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { heldReason } from './moderation.js';
import { emailOrPhone, verifiedContacts } from '../customers/index.js';

/**
 * Reviews from verified buyers (docs/storefront.md §16). A shopper who received a product (a delivered order
 * holding it) writes one review of it and may change it; only visible reviews are shown to others and count in
 * the product's rating, which is kept on the product row in the same transaction as every change to its reviews.
 */

export const NOT_RECEIVED = 'You can review a product once an order with it has been delivered to you.';
const PRODUCT_NOT_FOUND = 'Product not found.';
const REVIEW_NOT_FOUND = 'Review not found.';
export const CONFIRM_TO_VOTE =
  'Confirm your email address to vote on reviews. We sent you a link; your account page can send another.';

type ReviewRow = typeof reviews.$inferSelect;
interface Author {
  firstName: string;
  lastName: string;
}

/** "Ada O.": what others read of the author's name. */
export const authorName = ({ firstName, lastName }: Author): string => {
  const first = firstName.trim() || 'A shopper';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
};

const reviewOf = (row: ReviewRow, author: Author): Review => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  author: authorName(author),
  // Only buyers who received the product can write one.
  verified_purchase: true,
  helpful: row.helpfulCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const ownReviewOf = (row: ReviewRow, author: Author): OwnReview => ({
  ...reviewOf(row, author),
  status: row.status,
  status_reason: row.status === 'visible' ? null : row.statusReason,
});

/** Whether the shopper has a delivered order holding the product. */
export async function hasReceived(db: Executor, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Locks the product's row for the rest of the transaction: its reviews change one writer at a time. */
async function lockProduct(tx: Tx, productId: number, publishedOnly: boolean) {
  const [product] = await tx
    .select({ id: products.id, published: products.published })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product || (publishedOnly && !product.published)) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** The product's rating from its visible reviews, written on its row (the caller holds its lock). */
async function refreshRating(tx: Tx, productId: number): Promise<void> {
  const [totals] = await tx
    .select({
      n: sql<number>`cast(count(*) as int)`,
      sum: sql<number>`cast(coalesce(sum(${reviews.rating}), 0) as int)`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'visible')));
  await tx
    .update(products)
    .set({ ratingCount: Number(totals?.n ?? 0), ratingSum: Number(totals?.sum ?? 0) })
    .where(eq(products.id, productId));
}

async function authorOf(db: Executor, userId: number): Promise<Author> {
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return author ?? { firstName: '', lastName: '' };
}

export interface ReviewText {
  rating: number;
  title: string;
  body: string;
}

/**
 * Writes the shopper's review of the product, or changes the one they wrote: one per shopper and product
 * (two submissions at once leave one review, the later text). Text with a link or a word the shop does not allow
 * is held for the admin; a review the admin hid stays hidden when its author edits it.
 */
export async function saveReview(
  db: Executor,
  userId: number,
  productId: number,
  input: ReviewText,
): Promise<OwnReview> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId, true);
    if (!(await hasReceived(tx, userId, productId))) throw forbidden(NOT_RECEIVED);
    const held = heldReason(input.title, input.body);
    const status: ReviewStatus = held ? 'held' : 'visible';
    const now = new Date();
    const [row] = await tx
      .insert(reviews)
      .values({
        productId,
        userId,
        rating: input.rating,
        title: input.title,
        body: input.body,
        status,
        statusReason: held,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: {
          rating: input.rating,
          title: input.title,
          body: input.body,
          updatedAt: now,
          // The admin's decision to hide it outlasts an edit; otherwise the new text is judged afresh.
          status: sql`case when ${reviews.status} = 'hidden' then 'hidden' else ${status} end`,
          statusReason: sql`case when ${reviews.status} = 'hidden' then ${reviews.statusReason} else ${held} end`,
        },
      })
      .returning();
    if (!row) throw new Error('The review was not saved');
    await refreshRating(tx, productId);
    return ownReviewOf(row, await authorOf(tx, userId));
  });
}

/** Whether the shopper may review the product, and their review of it (whatever its status). */
export async function myReview(db: Executor, userId: number, productId: number): Promise<MyReview> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const [row] = await db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return {
    can_review: row !== undefined || (await hasReceived(db, userId, productId)),
    review: row ? ownReviewOf(row.review, row) : null,
  };
}

const reviewOrder: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

/** A published product's rating summary and a page of its visible reviews. */
export async function productReviews(
  db: Executor,
  productId: number,
  query: { sort: ReviewSort; page: number; page_size: number },
): Promise<ProductReviews> {
  const [product] = await db
    .select({ count: products.ratingCount, sum: products.ratingSum })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const visible = and(eq(reviews.productId, productId), eq(reviews.status, 'visible'));
  const byStars =
    product.count === 0
      ? []
      : await db
          .select({ stars: reviews.rating, n: count() })
          .from(reviews)
          .where(visible)
          .groupBy(reviews.rating);
  const rows =
    product.count === 0
      ? []
      : await db
          .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(visible)
          .orderBy(...reviewOrder[query.sort])
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size);
  const counted = new Map(byStars.map((r) => [r.stars, Number(r.n)]));
  return {
    average: averageOf(product.sum, product.count),
    count: product.count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counted.get(stars) ?? 0 })),
    sort: query.sort,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => reviewOf(r.review, r)),
  };
}

/**
 * The shopper finds a visible review helpful: counted once per shopper and once per verified mailbox (accounts
 * sharing one vote once), however often (or however many at once) they press; their own review cannot be voted
 * for, and an account without a confirmed email cannot vote (free accounts would make the count anyone's).
 */
export async function voteHelpful(db: Executor, userId: number, reviewId: number): Promise<HelpfulAnswer> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, status: reviews.status, helpful: reviews.helpfulCount })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.id, reviewId), eq(products.published, true)));
    if (!review || review.status !== 'visible') throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === userId) throw badRequest('You cannot mark your own review as helpful.');
    const [contact] = await verifiedContacts(tx, userId);
    if (contact === undefined) throw forbidden(CONFIRM_TO_VOTE);
    // Either unique key (the account's, the mailbox's) makes it a vote already cast.
    const inserted = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId, userId, contact })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    if (inserted.length === 0) {
      // Voted already (perhaps a moment ago, in a request that waited on this one): the count as it is now.
      const [now] = await tx
        .select({ helpful: reviews.helpfulCount })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      return { helpful: now?.helpful ?? review.helpful, voted: true };
    }
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpful: reviews.helpfulCount });
    return { helpful: updated?.helpful ?? review.helpful + 1, voted: true };
  });
}

/** The latest visible reviews of a product, for its structured data. */
export async function latestReviews(db: Executor, productId: number, limit = 5): Promise<Review[]> {
  const rows = await db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'visible')))
    .orderBy(...reviewOrder.newest)
    .limit(limit);
  return rows.map((r) => reviewOf(r.review, r));
}

const adminColumns = {
  review: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
  email: emailOrPhone,
  productName: products.name,
};

type AdminRow = {
  review: ReviewRow;
  firstName: string;
  lastName: string;
  email: string;
  productName: string;
};

const adminReviewOf = (row: AdminRow): AdminReview => ({
  ...ownReviewOf(row.review, row),
  status_reason: row.review.statusReason,
  product: { id: row.review.productId, name: row.productName },
  user: { id: row.review.userId, email: row.email },
  moderated_at: row.review.moderatedAt?.toISOString() ?? null,
});

/** Admin: the latest reviews first, of one status if asked. */
export async function adminReviews(
  db: Executor,
  query: { status?: ReviewStatus | undefined; page: number; page_size: number },
): Promise<Paginated<AdminReview>> {
  const where = query.status ? eq(reviews.status, query.status) : undefined;
  const [rows, total] = [
    await db
      .select(adminColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    await db.select({ n: count() }).from(reviews).where(where),
  ];
  return {
    results: rows.map(adminReviewOf),
    count: Number(total[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** Admin: shows or hides a review, saying why; the product's rating follows in the same transaction. */
export async function moderateReview(
  db: Executor,
  adminId: number,
  reviewId: number,
  decision: { status: 'visible' | 'hidden'; reason: string },
): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound(REVIEW_NOT_FOUND);
    await lockProduct(tx, found.productId, false);
    const [updated] = await tx
      .update(reviews)
      .set({
        status: decision.status,
        statusReason: decision.reason,
        moderatedBy: adminId,
        moderatedAt: new Date(),
      })
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id });
    if (!updated) throw notFound(REVIEW_NOT_FOUND);
    await refreshRating(tx, found.productId);
    const [row] = await tx
      .select(adminColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, reviewId));
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return adminReviewOf(row);
  });
}
