import type { FastifyPluginAsync } from 'fastify';
import {
  forgotPasswordSchema,
  messageAnswerSchema,
  resetPasswordSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { shopSignOff } from '../../services/receipts.js';
import { isResetLinkLive, issueResetLink, resetPassword } from '../../services/sessions.js';
import { storeSettings } from '../../services/settings.js';
import { findUserByEmail } from '../../services/users.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_SENT = 'If an account exists for that email, a link to reset the password is on its way.';
const RESET_INVALID = 'This password reset link is invalid or has expired.';

/** Forgotten passwords: a single-use link by mail, then a new password. */
const passwordResetRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db: Db = fastify.db;
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
      if (user) {
        // A new link voids the older ones.
        const token = await issueResetLink(db, user.id, RESET_TTL_MS);
        const link = `${fastify.config.appUrl}/auth/reset-password/${token}`;
        // Not awaited: the answer must not reveal, by its timing, whether the account exists. The shop's name and
        // contact details are its Settings.
        void (async () => {
          const [{ shop }, signOff] = await Promise.all([storeSettings(db), shopSignOff(db)]);
          await fastify.mailer.send({
            to: user.email,
            subject: `Reset your ${shop.name} password`,
            text: [
              `Hello ${user.firstName},`,
              '',
              'Open this link within one hour to choose a new password:',
              link,
              '',
              'If you did not ask for this, ignore this message.',
              ...signOff,
            ].join('\n'),
          });
        })().catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
      }
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
