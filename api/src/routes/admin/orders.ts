import type { FastifyPluginAsync } from 'fastify';
import { adminOrderListQuerySchema, orderStatusChangeSchema } from 'shared-contracts/schemas/admin';
import { adminOrderSchema, adminOrderSummarySchema } from 'shared-contracts/schemas/admin-answers';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { listOrders, loadOrder } from '../../services/admin-orders.js';
import { changeOrderStatus } from '../../services/orders.js';

const tags = ['admin'];
const oneOrder = envelopeSchema(adminOrderSchema);

const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/orders',
    {
      schema: schema({
        querystring: adminOrderListQuerySchema,
        tags,
        summary: 'Orders of every customer',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(adminOrderSummarySchema)) },
      }),
    },
    async (request) => ({
      data: await listOrders(app.db, request.query),
    }),
  );

  app.get(
    '/orders/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'One order with its customer',
        auth: true,
        response: { 200: oneOrder },
      }),
    },
    async (request) => {
      const order = await loadOrder(app.db, request.params.id);
      if (!order) throw notFound('Order not found.');
      return { data: order };
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: schema({
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        tags,
        summary:
          'pending → confirmed → processing → shipped → delivered; cancelled from pending or confirmed (restocks)',
        auth: true,
        response: { 200: oneOrder },
      }),
    },
    async (request) => {
      await changeOrderStatus(app.db, request.params.id, request.body.status);
      const order = await loadOrder(app.db, request.params.id);
      if (!order) throw notFound('Order not found.');
      return { data: order };
    },
  );
};

export default orderRoutes;
