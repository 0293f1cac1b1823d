import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import {
  orderPaymentsSchema,
  startPaymentAnswerSchema,
  verifyPaymentAnswerSchema,
  verifyPaymentSchema,
} from 'shared-contracts/schemas/payments';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { payNowOf } from '../deps.js';
import { orderPayments } from '../read.js';
import { verifyReturn } from '../settle.js';
import { startPayment } from '../start.js';

const orderParams = v.object({ orderId: idSchema });

/**
 * Paying one of the caller's orders online (under /orders, beside the orders' own routes): start an attempt, verify
 * it on the shopper's return, and list the order's attempts.
 */
const orderPaymentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['orders'];
  app.addHook('onRequest', fastify.authenticate);

  const payNow = () => payNowOf(fastify.payments);

  app.post(
    '/:orderId/pay',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary:
          'Start paying a pay-now order online (a new reference each time; older open attempts are abandoned): where to send the shopper',
        response: { 200: envelopeSchema(startPaymentAnswerSchema) },
      }),
    },
    async (request) => ({ data: await startPayment(payNow(), request.user.id, request.params.orderId) }),
  );

  app.post(
    '/:orderId/payments/verify',
    {
      schema: schema({
        params: orderParams,
        body: verifyPaymentSchema,
        tags,
        auth: true,
        summary:
          'The shopper is back from the payment page: verify the reference with the provider; the order is paid only for an exact match',
        response: { 200: envelopeSchema(verifyPaymentAnswerSchema) },
      }),
    },
    async (request) => ({
      data: await verifyReturn(payNow(), request.user.id, request.params.orderId, request.body.reference),
    }),
  );

  app.get(
    '/:orderId/payments',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary: 'The online payment attempts of one of the caller’s orders',
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      }),
    },
    async (request) => ({
      data: await orderPayments(db, request.params.orderId, { userId: request.user.id, withEvents: false }),
    }),
  );
};

export default orderPaymentsRoutes;
