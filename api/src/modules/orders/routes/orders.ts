import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { orderPageSchema, orderSchema } from 'shared-contracts/schemas/order-answers';
import { orderListQuerySchema } from 'shared-contracts/schemas/orders';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { idempotencyHeadersSchema } from 'shared-contracts/schemas/idempotency';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { idempotencyKeyOf, idempotent, sendAnswer as send } from '../../../services/idempotency.js';
import { listOwnOrders, loadOwnOrder } from '../orders.js';
import { cancelOrder } from '../status-change.js';

const orderParams = v.object({ orderId: idSchema });
const oneOrder = envelopeSchema(orderSchema);

const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['orders'];
  app.addHook('onRequest', fastify.authenticate);

  app.get(
    '/',
    {
      schema: schema({
        querystring: orderListQuerySchema,
        tags,
        auth: true,
        summary: "The caller's orders, newest first, a page at a time",
        response: { 200: envelopeSchema(orderPageSchema) },
      }),
    },
    async (request) => ({
      data: await listOwnOrders(db, request.user.id, request.query),
    }),
  );

  app.get(
    '/:orderId',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary: 'One of the caller’s orders',
        response: { 200: oneOrder },
      }),
    },
    async (request) => ({ data: await loadOwnOrder(db, request.user.id, request.params.orderId) }),
  );

  app.post(
    '/:orderId/cancel',
    {
      schema: schema({
        params: orderParams,
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        summary:
          'Cancel a pending order; restocks. Cancelling a cancelled order answers it unchanged; Idempotency-Key as for checkout.',
        response: { 200: oneOrder },
      }),
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { orderId } = request.params;
      const key = idempotencyKeyOf(request);
      if (!key) {
        await cancelOrder(db, orderId, { shopper: userId }, { jobs: app.jobs });
        return { data: await loadOwnOrder(db, userId, orderId) };
      }
      const answer = await idempotent(
        db,
        { userId, key, operation: `cancel ${orderId}`, body: null },
        async (tx) => {
          await cancelOrder(tx, orderId, { shopper: userId }, { jobs: app.jobs });
          return { status: 200, body: { data: await loadOwnOrder(tx, userId, orderId) } };
        },
      );
      return send(reply, answer);
    },
  );
};

export default ordersRoutes;
