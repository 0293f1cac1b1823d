import type { FastifyPluginAsync } from 'fastify';
import { adminOrderListQuerySchema, orderStatusChangeSchema } from 'shared-contracts/schemas/admin';
import { adminOrderSchema, adminOrderSummarySchema } from 'shared-contracts/schemas/admin-answers';
import {
  apiErrorBodySchema,
  envelopeSchema,
  idParamsSchema,
  paginatedSchema,
} from 'shared-contracts/schemas/common';
import { notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { listOrders, loadOrder } from '../admin-orders.js';
import { orderInvoicePdf } from '../invoice.js';
import { changeOrderStatus } from '../status-change.js';

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
          'pending → confirmed → processing → shipped → delivered; a pickup order processing (or shipped) → ready_for_pickup (a new pickup code, mailed) → delivered against that code; shipped keeps the courier and tracking number; cancelled from pending or confirmed (restocks). The shopper is mailed when the order is shipped, ready for pickup, delivered or cancelled',
        auth: true,
        response: { 200: oneOrder },
      }),
    },
    async (request) => {
      // Cancelling a paid pay-now order reserves its refund and queues the job that asks the provider for it.
      const { status, courier, tracking_number, pickup_code } = request.body;
      await changeOrderStatus(app.db, request.params.id, status, {
        jobs: app.jobs,
        actor: { by: 'admin', userId: request.user.id },
        courier,
        trackingNumber: tracking_number,
        pickupCode: pickup_code,
      });
      const order = await loadOrder(app.db, request.params.id);
      if (!order) throw notFound('Order not found.');
      return { data: order };
    },
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary:
          'The order’s invoice, a PDF: the shop’s details, the lines, discounts, delivery, the total and the VAT it contains per rate',
        auth: true,
        // The invoice itself is application/pdf; an unknown order, a JSON 404.
        response: { 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const invoice = await orderInvoicePdf(app.db, request.params.id);
      if (!invoice) throw notFound('Order not found.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(invoice.pdf));
    },
  );
};

export default orderRoutes;
