import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { paymentOptionsSchema } from 'shared-contracts/schemas/payments';
import {
  rawBodyOf,
  webhookAnswerSchema as webhookAnswer,
  webhookRateLimit,
  withRawBodies,
} from '../../../plugins/app/webhooks.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { handleWebhook } from '../webhook.js';

const tags = ['payments'];

const paymentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/options',
    {
      schema: schema({
        tags,
        summary: 'Whether the shop offers pay now (a payment provider is configured)',
        response: { 200: envelopeSchema(paymentOptionsSchema) },
      }),
    },
    async () => ({ data: { pay_now: fastify.payments !== null } }),
  );

  // The webhook needs the body's exact bytes: the signature is over them, never over a re-serialised parse.
  await withRawBodies(app, (raw) => {
    raw.post(
      '/paystack/webhook',
      {
        config: webhookRateLimit(fastify),
        schema: schema({
          tags,
          summary:
            'Paystack webhooks: x-paystack-signature (HMAC-SHA512 of the raw body) is checked first (401); the event is stored and answered 200 at once, then processed once (a repeated event changes nothing); the transaction is verified with Paystack before anything changes',
          response: {
            200: webhookAnswer,
            400: webhookAnswer,
            401: webhookAnswer,
            404: webhookAnswer,
            429: webhookAnswer,
            500: webhookAnswer,
          },
        }),
      },
      async (request, reply) => {
        const payments = fastify.payments;
        if (!payments) return reply.status(404).send({ message: 'Online payments are not enabled.' });
        const answer = await handleWebhook(payments, rawBodyOf(request), request.headers);
        // Stored with its job (payment-webhook): answered at once, processed by a worker; one here starts on it now.
        if (answer.eventId !== undefined) fastify.jobs.queue.wake('payment-webhook');
        return reply.status(answer.status).send({ message: answer.message });
      },
    );
  });
};

export default paymentsRoutes;
