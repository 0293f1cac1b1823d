import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { recordCourierEvents } from '../events.js';

const webhookAnswer = v.object({ message: v.string() });

/**
 * POST /api/delivery/webhook: the courier's news of its shipments. The signature over the exact bytes is checked
 * first (401, nothing read); the events are then recorded once each (a webhook sent again changes nothing) and
 * answered 200, well inside the 15 s the courier waits.
 */
const deliveryWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const app = raw.withTypeProvider<ValibotTypeProvider>();
    app.post(
      '/delivery/webhook',
      {
        config: { rateLimit: { max: fastify.config.webhookRateLimitMax, timeWindow: '1 minute' } },
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
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const read = courier.readWebhook(body, request.headers);
        if (!read.signatureValid) return reply.code(401).send({ message: 'Invalid signature.' });
        const added = await recordCourierEvents(app.delivery, read.events);
        return { message: added > 0 ? 'Recorded.' : 'Nothing new.' };
      },
    );
  });
};

export default deliveryWebhookRoutes;
