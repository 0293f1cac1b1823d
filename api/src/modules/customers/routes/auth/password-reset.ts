import type { FastifyPluginAsync } from 'fastify';
import {
  forgotPasswordSchema,
  messageAnswerSchema,
  resetPasswordSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { badRequest } from '../../../../lib/http-error.js';
import { namedLocaleOf } from '../../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../../plugins/app/validation.js';
import { queueMail } from '../../../../services/mail-queue.js';
import { isResetLinkLive, resetPassword } from '../../auth/sessions.js';
import { findUserByEmail } from '../../users.js';

const RESET_SENT = 'If an account exists for that email, a link to reset the password is on its way.';
const RESET_INVALID = 'This password reset link is invalid or has expired.';

/** Forgotten passwords: a single-use link by mail, then a new password. */
const passwordResetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['auth'];

  app.post(
    '/forgot-password',
    {
      schema: schema({
        body: forgotPasswordSchema,
        tags,
        summary: 'Mail a single-use reset link valid 1 hour',
        response: { 202: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request, reply) => {
      await fastify.limitMail(request, request.body.email);
      const user = await findUserByEmail(db, request.body.email);
      // The link is made and mailed by the mail job (a new link voids the older ones); queuing it takes as long
      // whether or not the account exists, so the answer's timing does not tell.
      const locale = namedLocaleOf(request);
      if (user)
        await queueMail(fastify.jobs, db, {
          kind: 'password-reset',
          userId: user.id,
          ...(locale ? { locale } : {}),
        });
      return reply.status(202).send({ data: { message: RESET_SENT } });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: schema({
        body: resetPasswordSchema,
        tags,
        summary: 'Set a new password with a reset token; signs out everywhere',
        response: { 200: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request) => {
      const { token, password } = request.body;
      // The token first: a bogus one costs a lookup, never a hash.
      if (!(await isResetLinkLive(db, token))) throw badRequest(RESET_INVALID, { token: [RESET_INVALID] });
      const passwordHash = await fastify.passwords.hash(password, { address: request.ip });
      // Checked again as it is spent, in one transaction: it may have been used meanwhile.
      const done = await resetPassword(db, token, passwordHash);
      if (!done) throw badRequest(RESET_INVALID, { token: [RESET_INVALID] });
      return { data: { message: 'Your password has been reset. You can sign in now.' } };
    },
  );
};

export default passwordResetRoutes;
