import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import {
  adminReviewListQuerySchema,
  adminReviewSchema,
  reviewModerationSchema,
} from 'shared-contracts/schemas/reviews';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { adminReviews, moderateReview } from '../reviews.js';

const tags = ['admin'];

/** Reviews as the admin moderates them: the latest first; show or hide one, saying why. */
const reviewAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/reviews',
    {
      schema: schema({
        querystring: adminReviewListQuerySchema,
        tags,
        auth: true,
        summary: 'The latest reviews, of one status if given (visible, held, hidden)',
        response: { 200: envelopeSchema(paginatedSchema(adminReviewSchema)) },
      }),
    },
    async (request) => ({ data: await adminReviews(app.db, request.query) }),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: reviewModerationSchema,
        tags,
        auth: true,
        summary: 'Show or hide a review, with the reason',
        response: { 200: envelopeSchema(adminReviewSchema) },
      }),
    },
    async (request) => ({
      data: await moderateReview(app.db, request.user.id, request.params.id, request.body),
    }),
  );
};

export default reviewAdminRoutes;
