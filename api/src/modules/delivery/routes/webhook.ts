import type { FastifyPluginAsync } from 'fastify';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import {
  rawBodyOf,
  webhookAnswerSchema as webhookAnswer,
  webhookRateLimit,
  withRawBodies,
} from '../../../plugins/app/webhooks.js';
import { recordCourierEvents } from '../events.js';

/**
 * POST /api/delivery/webhook: the courier's news of its shipments. The signature over the exact bytes is checked
 * first (401, nothing read); the events are then recorded once each (a webhook sent again changes nothing) and
 * answered 200, well inside the 15 s the courier waits.
 */
const deliveryWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  await withRawBodies(fastify, (raw) => {
    const app = raw.withTypeProvider<ValibotTypeProvider>();
    app.post(
      '/delivery/webhook',
      {
        config: webhookRateLimit(fastify),
        schema: schema({
          tags: ['orders'],
          summary:
            'The courier’s webhooks (Shipbubble): x-ship-signature (HMAC of the raw body) checked first (401); each event recorded once, the shipment and its order moved forward only',
          response: { 200: webhookAnswer, 401: webhookAnswer, 404: webhookAnswer },
        }),
      },
      async (request, reply) => {
        const courier = app.delivery.courier;
        if (!courier) return reply.code(404).send({ message: 'No courier is set up.' });
        const read = courier.readWebhook(rawBodyOf(request), request.headers);
        if (!read.signatureValid) return reply.code(401).send({ message: 'Invalid signature.' });
        const added = await recordCourierEvents(app.delivery, read.events);
        return { message: added > 0 ? 'Recorded.' : 'Nothing new.' };
      },
    );
  });
};

export default deliveryWebhookRoutes;
