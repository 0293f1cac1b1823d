import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { adminPromotionSchema, promotionInputSchema } from 'shared-contracts/schemas/promotions';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { createPromotion, endPromotion, listPromotions, setPaused, updatePromotion } from '../admin.js';

const tags = ['admin'];
const onePromotion = envelopeSchema(adminPromotionSchema);

const promotionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/promotions',
    {
      schema: schema({
        tags,
        summary: 'Every promotion with its status now, its uses and the discount it has given',
        auth: true,
        response: { 200: envelopeSchema(v.array(adminPromotionSchema)) },
      }),
    },
    async () => ({ data: await listPromotions(app.db) }),
  );

  app.post(
    '/promotions',
    {
      schema: schema({
        body: promotionInputSchema,
        tags,
        summary: 'Create a promotion: a code, or automatic without one (start and end in Lagos time)',
        auth: true,
        response: { 201: onePromotion },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createPromotion(app.db, request.body, request.user.id) }),
  );

  app.put(
    '/promotions/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: promotionInputSchema,
        tags,
        summary: "Change a promotion's rules (orders already placed keep theirs)",
        auth: true,
        response: { 200: onePromotion },
      }),
    },
    async (request) => ({ data: await updatePromotion(app.db, request.params.id, request.body) }),
  );

  for (const [action, summary] of [
    ['pause', 'Pause a promotion: no order takes it until it is resumed'],
    ['resume', 'Resume a paused promotion'],
    ['end', 'End a promotion now'],
  ] as const) {
    app.post(
      `/promotions/:id/${action}`,
      {
        schema: schema({
          params: idParamsSchema,
          tags,
          summary,
          auth: true,
          response: { 200: onePromotion },
        }),
      },
      async (request) => ({
        data:
          action === 'end'
            ? await endPromotion(app.db, request.params.id)
            : await setPaused(app.db, request.params.id, action === 'pause'),
      }),
    );
  }
};

export default promotionRoutes;
