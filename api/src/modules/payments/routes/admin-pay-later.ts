import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { payLaterListQuerySchema, recordInstalmentSchema } from 'shared-contracts/schemas/admin';
import { payLaterPlanSchema } from 'shared-contracts/schemas/admin-answers';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import {
  approvePlan,
  listPlans,
  recordInstalment,
  rejectPlan,
  type ChangeOrderStatus,
} from '../pay-later.js';

const tags = ['admin'];
const onePlan = { 200: envelopeSchema(payLaterPlanSchema) };

export interface PayLaterRoutesOptions {
  /** The orders' status change (the orders module), handed in by routes/admin/index.ts: see ../pay-later.ts. */
  changeOrderStatus: ChangeOrderStatus;
}

const payLaterRoutes: FastifyPluginAsync<PayLaterRoutesOptions> = async (fastify, { changeOrderStatus }) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  const answer = async (id: number) => {
    const [plan] = await listPlans(app.db, { ids: [id] });
    if (!plan) throw notFound('Pay-later plan not found');
    return { data: plan };
  };

  app.get(
    '/pay-later',
    {
      schema: schema({
        querystring: payLaterListQuerySchema,
        tags,
        summary: 'Pay-later plans, newest first',
        auth: true,
        response: { 200: envelopeSchema(v.array(payLaterPlanSchema)) },
      }),
    },
    async (request) => ({
      data: await listPlans(app.db, { status: request.query.status }),
    }),
  );

  app.post(
    '/pay-later/:id/approve',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Approve a pending plan; confirms its pending order',
        auth: true,
        response: onePlan,
      }),
    },
    async (request) => {
      await approvePlan(app.db, request.params.id, changeOrderStatus, {
        jobs: app.jobs,
        actor: { by: 'admin', userId: request.user.id },
      });
      return answer(request.params.id);
    },
  );

  app.post(
    '/pay-later/:id/reject',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Reject a pending plan; cancels its order and restocks',
        auth: true,
        response: onePlan,
      }),
    },
    async (request) => {
      await rejectPlan(app.db, request.params.id, changeOrderStatus, {
        jobs: app.jobs,
        actor: { by: 'admin', userId: request.user.id },
      });
      return answer(request.params.id);
    },
  );

  app.post(
    '/pay-later/:id/instalments',
    {
      schema: schema({
        params: idParamsSchema,
        body: recordInstalmentSchema,
        tags,
        summary: 'Record one instalment (amount defaults to the instalment amount)',
        auth: true,
        response: onePlan,
      }),
    },
    async (request) => {
      await recordInstalment(app.db, request.params.id, request.body.amount);
      return answer(request.params.id);
    },
  );
};

export default payLaterRoutes;
