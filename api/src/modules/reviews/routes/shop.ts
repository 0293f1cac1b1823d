import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import {
  helpfulAnswerSchema,
  myReviewSchema,
  ownReviewSchema,
  productReviewsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
} from 'shared-contracts/schemas/reviews';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { myReview, productReviews, saveReview, voteHelpful } from '../reviews.js';

const productParams = v.object({ productId: idSchema });

/** Reviews from verified buyers (docs/storefront.md §16). */
const reviewRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['reviews'];

  app.get(
    '/products/:productId/reviews',
    {
      schema: schema({
        params: productParams,
        querystring: reviewListQuerySchema,
        tags,
        summary: "A product's rating (average, count, stars) and a page of its visible reviews",
        response: { 200: envelopeSchema(productReviewsSchema) },
      }),
    },
    async (request) => ({
      data: await productReviews(db, request.params.productId, request.query),
    }),
  );

  app.get(
    '/products/:productId/reviews/mine',
    {
      onRequest: fastify.authenticate,
      schema: schema({
        params: productParams,
        tags,
        auth: true,
        summary: 'Whether the shopper may review the product, and their review of it',
        response: { 200: envelopeSchema(myReviewSchema) },
      }),
    },
    async (request) => ({ data: await myReview(db, request.user.id, request.params.productId) }),
  );

  app.put(
    '/products/:productId/reviews/mine',
    {
      onRequest: fastify.authenticate,
      schema: schema({
        params: productParams,
        body: reviewInputSchema,
        tags,
        auth: true,
        summary:
          'Write or change the shopper’s review of a product delivered to them (one per product; links and words the shop does not allow are held for the admin)',
        response: { 200: envelopeSchema(ownReviewSchema) },
      }),
    },
    async (request) => ({
      data: await saveReview(db, request.user.id, request.params.productId, request.body),
    }),
  );

  app.post(
    '/reviews/:reviewId/helpful',
    {
      onRequest: fastify.authenticate,
      schema: schema({
        params: v.object({ reviewId: idSchema }),
        tags,
        auth: true,
        summary: 'Mark a review helpful (once per shopper and confirmed mailbox; needs a confirmed email)',
        response: { 200: envelopeSchema(helpfulAnswerSchema) },
      }),
    },
    async (request) => ({ data: await voteHelpful(db, request.user.id, request.params.reviewId) }),
  );
};

export default reviewRoutes;
