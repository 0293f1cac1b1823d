import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatNaira, fromKobo, toKobo } from 'shared-contracts/money';
import * as v from 'valibot';
import {
  payLaterListQuerySchema,
  payLaterPlanSchema,
  recordInstalmentSchema,
} from 'shared-contracts/schemas/admin';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import type { PayLaterStatus } from 'shared-contracts/schemas/orders';
import type { Tx } from '../../db/client.js';
import { orders, payLaterPlans } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { listPlans } from './orders-store.js';
import { changeOrderStatus } from './orders.js';
import { instalmentKobo } from './pay-later-math.js';

const tags = ['admin'];
const onePlan = { 200: envelopeSchema(payLaterPlanSchema) };

async function lockPlan(tx: Tx, id: number) {
  const [row] = await tx
    .select({ plan: payLaterPlans, order: orders })
    .from(payLaterPlans)
    .innerJoin(orders, eq(orders.id, payLaterPlans.orderId))
    .where(eq(payLaterPlans.id, id))
    .for('update');
  if (!row) throw notFound('Pay-later plan not found');
  return row;
}

const stateMessage: Record<PayLaterStatus, string> = {
  pending: 'is still waiting for approval',
  approved: 'is already approved',
  rejected: 'was rejected',
  completed: 'is already fully paid',
};

const payLaterRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  const answer = async (id: number) => {
    const [plan] = await listPlans(app.db, { ids: [id] });
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

  /** Approving a plan confirms its pending order. */
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
      await app.db.transaction(async (tx) => {
        const { plan, order } = await lockPlan(tx, request.params.id);
        if (plan.status !== 'pending')
          throw conflict(`Only a pending plan can be approved; this plan ${stateMessage[plan.status]}.`);
        if (order.status === 'cancelled') throw conflict('The order of this plan was cancelled.');
        await tx
          .update(payLaterPlans)
          .set({ status: 'approved', updatedAt: new Date() })
          .where(eq(payLaterPlans.id, plan.id));
        if (order.status === 'pending') await changeOrderStatus(tx, order.id, 'confirmed');
      });
      return answer(request.params.id);
    },
  );

  /** Rejecting a plan cancels its order (while it can still be cancelled) and restocks. */
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
      await app.db.transaction(async (tx) => {
        const { plan, order } = await lockPlan(tx, request.params.id);
        if (plan.status !== 'pending')
          throw conflict(`Only a pending plan can be rejected; this plan ${stateMessage[plan.status]}.`);
        await tx
          .update(payLaterPlans)
          .set({ status: 'rejected', updatedAt: new Date() })
          .where(eq(payLaterPlans.id, plan.id));
        if (order.status === 'pending' || order.status === 'confirmed')
          await changeOrderStatus(tx, order.id, 'cancelled');
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
      await app.db.transaction(async (tx) => {
        const { plan, order } = await lockPlan(tx, request.params.id);
        if (plan.status !== 'approved') {
          const hint = plan.status === 'pending' ? ' Approve it first.' : '';
          throw conflict(`Cannot record an instalment: this plan ${stateMessage[plan.status]}.${hint}`);
        }
        if (order.status === 'cancelled')
          throw conflict('Cannot record an instalment: the order was cancelled.');
        const balance = order.totalKobo - plan.amountPaidKobo;
        const amount =
          request.body.amount === undefined
            ? Math.min(instalmentKobo(order.totalKobo, plan.instalments), balance)
            : toKobo(request.body.amount);
        if (amount > balance) {
          const message = `The amount is more than the balance of ${formatNaira(fromKobo(balance))}.`;
          throw badRequest(message, { amount: [message] });
        }
        const amountPaid = plan.amountPaidKobo + amount;
        const complete = amountPaid >= order.totalKobo;
        await tx
          .update(payLaterPlans)
          .set({
            amountPaidKobo: amountPaid,
            paidInstalments: complete
              ? plan.instalments
              : Math.min(plan.paidInstalments + 1, plan.instalments - 1),
            status: complete ? 'completed' : 'approved',
            updatedAt: new Date(),
          })
          .where(eq(payLaterPlans.id, plan.id));
        await tx
          .update(orders)
          .set({ paymentStatus: complete ? 'paid' : 'partially_paid', updatedAt: new Date() })
          .where(eq(orders.id, order.id));
      });
      return answer(request.params.id);
    },
  );
};

export default payLaterRoutes;
