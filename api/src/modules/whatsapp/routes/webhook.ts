import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { text } from 'shared-contracts/schemas/common';
import { whatsAppSignatureValid } from '../../../lib/whatsapp/cloud-api.js';
import {
  rawBodyOf,
  webhookAnswerSchema as webhookAnswer,
  webhookRateLimit,
  withRawBodies,
} from '../../../plugins/app/webhooks.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { handleWhatsAppWebhook } from '../webhook.js';

/**
 * /api/whatsapp/webhook: Meta's subscription handshake (GET, the verify token; no signature, as Meta sends none),
 * and its webhooks (POST): `X-Hub-Signature-256` over the exact bytes checked first (401, nothing read), then the
 * statuses and the shoppers' messages taken (any order, any number of times) and answered 200.
 */
const whatsAppWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  const { whatsapp } = fastify.config;
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/whatsapp/webhook',
    {
      schema: schema({
        querystring: v.object({
          'hub.mode': v.optional(text(40)),
          'hub.verify_token': v.optional(text(200)),
          'hub.challenge': v.optional(text(200)),
        }),
        tags: ['orders'],
        summary: 'Meta’s webhook handshake: the challenge echoed when the verify token is the shop’s',
        response: { 200: v.string(), 403: webhookAnswer },
      }),
    },
    async (request, reply) => {
      const q = request.query;
      if (
        !whatsapp.verifyToken ||
        q['hub.mode'] !== 'subscribe' ||
        q['hub.verify_token'] !== whatsapp.verifyToken ||
        !q['hub.challenge']
      )
        return reply.code(403).send({ message: 'Not verified.' });
      return reply.type('text/plain').send(q['hub.challenge']);
    },
  );
  await withRawBodies(fastify, (raw) => {
    const rawApp = raw.withTypeProvider<ValibotTypeProvider>();
    rawApp.post(
      '/whatsapp/webhook',
      {
        config: webhookRateLimit(fastify),
        schema: schema({
          tags: ['orders'],
          summary:
            'WhatsApp’s webhooks: X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret) checked first (401); message statuses moved forward only (a failed one sent by SMS instead; one of a message not kept yet answered 503, to be sent again); STOP from a shopper ends their updates',
          response: { 200: webhookAnswer, 400: webhookAnswer, 401: webhookAnswer, 503: webhookAnswer },
        }),
      },
      async (request, reply) => {
        const body = rawBodyOf(request);
        const header = request.headers['x-hub-signature-256'];
        const signature = Array.isArray(header) ? header[0] : header;
        if (!whatsAppSignatureValid(body, signature, whatsapp.appSecret ?? ''))
          return reply.code(401).send({ message: 'Invalid signature.' });
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          return reply.code(400).send({ message: 'Malformed event.' });
        }
        const result = await handleWhatsAppWebhook(rawApp.whatsapp, parsed);
        if (result.early > 0)
          return reply.code(503).send({ message: 'Not ready for it yet; send it again.' });
        return { message: `Taken: ${result.statuses} statuses, ${result.stopped} stopped.` };
      },
    );
  });
};

export default whatsAppWebhookRoutes;
