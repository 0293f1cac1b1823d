import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { normalizeNigerianPhone } from 'shared-contracts/phone';
import { ussdCallbackSchema, ussdEventSchema, ussdQuerySchema } from 'shared-contracts/schemas/ussd';
import { badRequest, unauthorized } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { codeAttempts } from '../../promotions/index.js';
import { answerHop, answerOf, recordSessionEnd } from '../sessions.js';
import type { ShopDeps } from '../shop.js';

const sameKey = (given: string | undefined, expected: string): boolean => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The USSD storefront's gateway (docs/ussd.md): Africa's Talking's session callback (`POST /ussd?key=…`) and its
 * end-of-session notification (`POST /ussd/events?key=…`), both form-encoded, refused without the shop's key. The
 * gateway calls from a few addresses for every caller, so the per-address limit of the API does not apply here:
 * each phone number and each session has its own instead.
 */
const ussdRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['ussd'];
  const { config } = fastify;

  // The gateway posts application/x-www-form-urlencoded: every field a string, the last of a repeated one kept.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())));
    },
  );

  // Checked once the fields are (a preHandler): hostile input gets its 400 and the field on every route alike.
  const refuseWrongKey = async (request: FastifyRequest<{ Querystring: { key?: string | undefined } }>) => {
    if (!sameKey(request.query.key, config.ussdCallbackKey))
      throw unauthorized(
        'Wrong or missing USSD callback key.',
        'The USSD callback URL carries ?key= with the shop’s USSD_CALLBACK_KEY.',
      );
  };

  const phoneOf = (raw: string) => {
    const phone = normalizeNigerianPhone(raw);
    if (!phone)
      throw badRequest('phoneNumber must be a Nigerian mobile number', {
        phoneNumber: ['phoneNumber must be a Nigerian mobile number'],
      });
    return phone;
  };

  /** The callback's fields, once its body has been validated (the limits run in the handler). */
  const fieldsOf = (request: FastifyRequest) => request.body as { phoneNumber: string; sessionId: string };
  const minute = 60_000;
  // The caller's number in its one form: 0803…, 234803… and +234803… are one caller.
  const perPhone = fastify.createRateLimit({
    max: config.ussdPerPhonePerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `ussd-phone:${normalizeNigerianPhone(fieldsOf(request).phoneNumber) ?? ''}`,
  });
  const perSession = fastify.createRateLimit({
    max: config.ussdPerSessionPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `ussd-session:${fieldsOf(request).sessionId}`,
  });

  const deps: ShopDeps = {
    jobs: fastify.jobs,
    payments: fastify.payments,
    reserveForMs: config.paymentTimeoutMs,
    codesOf: (userId) => codeAttempts(fastify.counters, config.promoCodeLimits, { userId, address: 'ussd' }),
    stockMoved: () => fastify.catalogChanged(),
  };

  app.post(
    '/ussd',
    {
      config: { rateLimit: false },
      preHandler: refuseWrongKey,
      schema: schema({
        querystring: ussdQuerySchema,
        body: ussdCallbackSchema,
        tags,
        summary:
          "Africa's Talking's USSD session callback (form-encoded; `text` is every reply joined by `*`): answers `CON <screen>` or `END <screen>` as text/plain, at most 160 GSM-7 characters. The same sessionId and text again get the same answer and do nothing again. 401 without the right `key`.",
        response: { 200: v.string() },
      }),
    },
    async (request, reply) => {
      const phone = phoneOf(request.body.phoneNumber);
      for (const limit of [perPhone, perSession]) {
        const outcome = await limit(request);
        // The limiter answers how far the key is, not whether to let it through: past `max` is over.
        if (!outcome.isAllowed && outcome.isExceeded)
          return reply
            .status(429)
            .header('Retry-After', String(outcome.ttlInSeconds))
            .type('text/plain; charset=utf-8')
            .send(answerOf({ screen: 'Too many requests. Please try again in a minute.', end: true }));
      }
      const answer = await answerHop(fastify.db, deps, { ...request.body, phone });
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );

  app.post(
    '/ussd/events',
    {
      config: { rateLimit: false },
      preHandler: refuseWrongKey,
      schema: schema({
        querystring: ussdQuerySchema,
        body: ussdEventSchema,
        tags,
        summary:
          "Africa's Talking's USSD end-of-session notification (form-encoded): recorded once per session with its status, hops and last screen. 401 without the right `key`.",
        response: { 200: v.string() },
      }),
    },
    async (request, reply) => {
      const phone = normalizeNigerianPhone(request.body.phoneNumber) ?? '';
      await recordSessionEnd(fastify.db, { ...request.body, phone });
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};

export default ussdRoutes;
