import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  phoneStartAnswerSchema,
  phoneStartSchema,
  phoneVerifySchema,
  tokensSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { messages } from 'shared-contracts/messages';
import { badRequest, HttpError } from '../../../../lib/http-error.js';
import { namedLocaleOf } from '../../../../plugins/app/locale.js';
import { SMS_RESEND_MS } from '../../../../plugins/app/mail-limits.js';
import { schema, type ValibotTypeProvider } from '../../../../plugins/app/validation.js';
import { signInWithPhoneCode } from '../../auth/phone-sign-in.js';
import { storeRefreshToken } from '../../auth/sessions.js';
import { rememberLocale } from '../../users.js';
import { queueSignInCode } from '../../../../services/sms-queue.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const WRONG_CODE = 'That code is not right. Check the SMS and try again.';
const EXPIRED_CODE = 'This code has expired. Ask for a new one.';
const TOO_MANY = 'Too many wrong codes. Ask for a new one.';
const NAME_REQUIRED = 'Tell us your name to create your account.';

/**
 * Phone sign-in (docs/storefront.md §2.4, docs/security.md "Phone sign-in"): a code by SMS to a +234 number, which
 * signs in to the account that proved the number, or creates one (a shopper's) with a first and last name.
 */
const phoneRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/phone/start',
    {
      schema: schema({
        body: phoneStartSchema,
        tags,
        summary:
          'Send a 6-digit sign-in code by SMS to a Nigerian number (the same answer whether or not it has an account)',
        response: { 202: envelopeSchema(phoneStartAnswerSchema) },
      }),
    },
    async (request, reply) => {
      const { phone } = request.body;
      await fastify.limitSms(request, phone);
      await queueSignInCode(fastify.jobs, fastify.db, phone);
      return reply
        .status(202)
        .send({ data: { phone, resend_after_seconds: Math.round(SMS_RESEND_MS / 1000) } });
    },
  );

  app.post(
    '/phone/verify',
    {
      schema: schema({
        body: phoneVerifySchema,
        tags,
        summary:
          'Sign in with the code sent by SMS; a number without an account needs first_name and last_name, which create it',
        response: { 200: envelopeSchema(tokensSchema) },
      }),
    },
    async (request) => {
      const { phone, code, first_name, last_name, remember } = request.body;
      const names =
        first_name !== undefined && last_name !== undefined
          ? { firstName: first_name, lastName: last_name }
          : undefined;
      const result = await signInWithPhoneCode(fastify.db, fastify.config.jwtSecret, { phone, code, names });
      switch (result.outcome) {
        case 'expired':
          throw badRequest(EXPIRED_CODE, { code: [EXPIRED_CODE] });
        case 'too-many-attempts':
          throw new HttpError(429, TOO_MANY, TOO_MANY, { code: [TOO_MANY] });
        case 'wrong-code':
          throw badRequest(WRONG_CODE, { code: [WRONG_CODE] });
        case 'name-required':
          throw badRequest(NAME_REQUIRED, {
            ...(first_name === undefined ? { first_name: [messages.firstNameRequired] } : {}),
            ...(last_name === undefined ? { last_name: [messages.lastNameRequired] } : {}),
          });
        case 'signed-in': {
          const { user } = result;
          const session = randomUUID();
          const expiresAt = new Date(Date.now() + (remember ? 30 : 1) * DAY_MS);
          const refresh = await storeRefreshToken(fastify.db, user.id, session, expiresAt);
          const access = await fastify.accessTokens.sign({ id: user.id, role: user.role, session });
          await rememberLocale(fastify.db, user.id, namedLocaleOf(request));
          return { data: { access, refresh } };
        }
      }
    },
  );
};

export default phoneRoutes;
