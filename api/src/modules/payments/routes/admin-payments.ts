import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { toKobo } from 'shared-contracts/money';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import {
  paymentAttentionSchema,
  paymentReviewActionSchema,
  refundRetrySchema,
} from 'shared-contracts/schemas/disputes';
import { orderPaymentsSchema, paymentReviewSchema, refundSchema } from 'shared-contracts/schemas/payments';
import { notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { orderPayments, paymentsNeedingAttention, paymentsNeedingReview } from '../read.js';
import { refundOrder, retryRefundToAccount } from '../refund.js';
import { reviewPayment } from '../review.js';

const tags = ['admin'];

/**
 * The admin's online payments: an order's payments with their refunds and events, refunding an order, the payments
 * that need review and what needs attention (refunds waiting for a bank account, open disputes), deciding on a
 * review, and sending a refund to a bank account.
 */
const adminPaymentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

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

export default adminPaymentsRoutes;
