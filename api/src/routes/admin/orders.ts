import type { FastifyPluginAsync } from 'fastify';
import { adminOrderListQuerySchema, orderStatusChangeSchema } from 'shared-contracts/schemas/admin';
import { adminOrderSchema, adminOrderSummarySchema } from 'shared-contracts/schemas/admin-answers';
import {
  apiErrorBodySchema,
  envelopeSchema,
  idParamsSchema,
  paginatedSchema,
} from 'shared-contracts/schemas/common';
import { notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { listOrders, loadOrder } from '../../services/admin-orders.js';
import { orderInvoicePdf } from '../../services/invoice.js';
import { changeOrderStatus } from '../../services/orders.js';
import {
  orderPayments,
  paymentsNeedingAttention,
  paymentsNeedingReview,
} from '../../services/payments/read.js';
import { refundOrder, retryRefundToAccount } from '../../services/payments/refund.js';
import {
  paymentAttentionSchema,
  paymentReviewActionSchema,
  refundRetrySchema,
} from 'shared-contracts/schemas/disputes';
import { reviewPayment } from '../../services/payments/review.js';
import { orderPaymentsSchema, paymentReviewSchema, refundSchema } from 'shared-contracts/schemas/payments';
import { toKobo } from 'shared-contracts/money';
import * as v from 'valibot';

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

  app.get(
    '/orders/:id/payments',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'The order’s online payments, their refunds and events',
        auth: true,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      }),
    },
    async (request) => ({ data: await orderPayments(app.db, request.params.id, { withEvents: true }) }),
  );

  app.post(
    '/orders/:id/refund',
    {
      schema: schema({
        params: idParamsSchema,
        body: refundSchema,
        tags,
        summary:
          'Refund part or all of what is left of the order’s online payment (never more than was paid)',
        auth: true,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      }),
    },
    async (request) => {
      if (!app.payments) throw notFound('Online payments are not enabled.');
      const { amount } = request.body;
      await refundOrder(
        app.payments,
        request.params.id,
        amount === undefined ? undefined : BigInt(toKobo(amount)),
      );
      return { data: await orderPayments(app.db, request.params.id, { withEvents: true }) };
    },
  );

  app.get(
    '/payments/review',
    {
      schema: schema({
        tags,
        summary: 'Online payments that need review: a success that did not match its order',
        auth: true,
        response: { 200: envelopeSchema(v.array(paymentReviewSchema)) },
      }),
    },
    async () => ({ data: await paymentsNeedingReview(app.db) }),
  );

  app.get(
    '/payments/attention',
    {
      schema: schema({
        tags,
        summary: 'Refunds that need the customer’s bank account, and disputes still open (soonest due first)',
        auth: true,
        response: { 200: envelopeSchema(paymentAttentionSchema) },
      }),
    },
    async () => ({ data: await paymentsNeedingAttention(app.db) }),
  );

  app.post(
    '/payments/:id/review',
    {
      schema: schema({
        params: idParamsSchema,
        body: paymentReviewActionSchema,
        tags,
        summary:
          'Decide on a payment that needs review: accept it as the order’s payment, refund it, or refund it and cancel the order (once)',
        auth: true,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      }),
    },
    async (request) => {
      if (!app.payments) throw notFound('Online payments are not enabled.');
      const orderId = await reviewPayment(
        app.payments,
        request.params.id,
        request.body.action,
        request.user.id,
      );
      return { data: await orderPayments(app.db, orderId, { withEvents: true }) };
    },
  );

  app.post(
    '/refunds/:id/retry',
    {
      schema: schema({
        params: idParamsSchema,
        body: refundRetrySchema,
        tags,
        summary:
          'Send a refund that needs attention to the customer’s bank account (Paystack’s retry_with_customer_details)',
        auth: true,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      }),
    },
    async (request) => {
      if (!app.payments) throw notFound('Online payments are not enabled.');
      const orderId = await retryRefundToAccount(app.payments, request.params.id, {
        accountNumber: request.body.account_number,
        bankId: request.body.bank_id,
      });
      return { data: await orderPayments(app.db, orderId, { withEvents: true }) };
    },
  );
};

export default orderRoutes;
