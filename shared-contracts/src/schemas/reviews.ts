import * as v from 'valibot';
import { intFromText, intInBody, noControlCharacters, pageSchema, pageSizeSchema } from './common';

/** Reviews from verified buyers (docs/storefront.md §16). */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REASON_MAX = 200;
/** Reviews per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

/** An HTML tag (or comment): reviews are plain text, so text holding one is refused rather than cleaned. */
export const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;

const plainText = (required: string, max: number, min = 1, short = required) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    noControlCharacters(),
    v.minLength(min, short),
    v.maxLength(max, `Must be at most ${max} characters`),
    v.check((s) => !HTML_TAG.test(s), 'Reviews are plain text: remove the HTML tags'),
  );

/** PUT products/{id}/reviews/mine: the shopper's review, written or changed. */
export const reviewInputSchema = v.object({
  rating: intInBody('Rating', 1, 5),
  title: plainText('Give your review a title', REVIEW_TITLE_MAX),
  body: plainText(
    'Tell other shoppers what you think',
    REVIEW_BODY_MAX,
    REVIEW_BODY_MIN,
    `Write at least ${REVIEW_BODY_MIN} characters`,
  ),
});
export type ReviewInput = v.InferInput<typeof reviewInputSchema>;

export const reviewSortSchema = v.picklist(['newest', 'helpful']);
export type ReviewSort = v.InferOutput<typeof reviewSortSchema>;

/** GET products/{id}/reviews query string. */
export const reviewListQuerySchema = v.object({
  sort: v.optional(reviewSortSchema, 'newest'),
  page: pageSchema,
  page_size: pageSizeSchema(REVIEWS_PAGE_SIZE),
});
export type ReviewListQuery = v.InferInput<typeof reviewListQuerySchema>;

/** A review as shoppers see it. Every review is from a buyer who received the product. */
export const reviewSchema = v.object({
  id: v.number(),
  rating: v.number(),
  title: v.string(),
  body: v.string(),
  /** "Ada O.": the first name and the last name's initial. */
  author: v.string(),
  verified_purchase: v.boolean(),
  helpful: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Review = v.InferOutput<typeof reviewSchema>;

/** GET products/{id}/reviews: the summary and one page of visible reviews. */
export const productReviewsSchema = v.object({
  average: v.number(),
  count: v.number(),
  /** Visible reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: v.array(v.object({ stars: v.number(), count: v.number() })),
  sort: reviewSortSchema,
  page: v.number(),
  page_size: v.number(),
  results: v.array(reviewSchema),
});
export type ProductReviews = v.InferOutput<typeof productReviewsSchema>;

/** visible: shown to all; held: waiting for the shop (a link or a word it does not allow); hidden by the shop. */
export const reviewStatusSchema = v.picklist(['visible', 'held', 'hidden']);
export type ReviewStatus = v.InferOutput<typeof reviewStatusSchema>;

/** The shopper's own review, whatever its status, with why it is not shown. */
export const ownReviewSchema = v.object({
  ...reviewSchema.entries,
  status: reviewStatusSchema,
  status_reason: v.nullable(v.string()),
});
export type OwnReview = v.InferOutput<typeof ownReviewSchema>;

/** GET products/{id}/reviews/mine: whether the shopper may review the product, and their review if any. */
export const myReviewSchema = v.object({
  /** The shopper has a delivered order holding the product. */
  can_review: v.boolean(),
  review: v.nullable(ownReviewSchema),
});
export type MyReview = v.InferOutput<typeof myReviewSchema>;

/** POST reviews/{id}/helpful: the review's count after the vote (a second vote counts once). */
export const helpfulAnswerSchema = v.object({ helpful: v.number(), voted: v.boolean() });
export type HelpfulAnswer = v.InferOutput<typeof helpfulAnswerSchema>;

/** Admin: a review with its product, author and moderation. */
export const adminReviewSchema = v.object({
  ...ownReviewSchema.entries,
  product: v.object({ id: v.number(), name: v.string() }),
  user: v.object({ id: v.number(), email: v.string() }),
  moderated_at: v.nullable(v.string()),
});
export type AdminReview = v.InferOutput<typeof adminReviewSchema>;

/** GET admin/reviews query string: the latest first, of one status if given. */
export const adminReviewListQuerySchema = v.object({
  status: v.optional(reviewStatusSchema),
  page: pageSchema,
  page_size: v.optional(intFromText('page_size', 1, 100), 20),
});
export type AdminReviewListQuery = v.InferInput<typeof adminReviewListQuerySchema>;

/** PATCH admin/reviews/{id}: show or hide it, saying why. */
export const reviewModerationSchema = v.object({
  status: v.picklist(['visible', 'hidden'], 'Choose to show or hide the review'),
  reason: v.pipe(
    v.string('Say why'),
    v.trim(),
    v.nonEmpty('Say why'),
    noControlCharacters(),
    v.maxLength(REVIEW_REASON_MAX, `Must be at most ${REVIEW_REASON_MAX} characters`),
  ),
});
export type ReviewModeration = v.InferInput<typeof reviewModerationSchema>;

/** Stars to one decimal, as shown and as JSON-LD writes it. */
export const averageOf = (sum: number, count: number): number =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
