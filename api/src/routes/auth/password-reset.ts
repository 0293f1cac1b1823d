import type { FastifyPluginAsync } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  forgotPasswordSchema,
  messageAnswerSchema,
  resetPasswordSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { revokeAllSessions, voidResetLinks } from '../../services/sessions.js';

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
      const [user] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.email, request.body.email));
      if (user) {
        const token = newOpaqueToken();
        // A new link voids the older ones.
        await voidResetLinks(db, user.id);
        await db.insert(passwordResetTokens).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        const link = `${fastify.config.appUrl}/auth/reset-password/${token}`;
        // Not awaited: the answer must not reveal, by its timing, whether the account exists.
        fastify.mailer
          .send({
            to: user.email,
            subject: 'Reset your Kasuwa password',
            text: `Hello ${user.firstName},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message.\n\nKasuwa`,
          })
          .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
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
      const passwordHash = await fastify.passwords.hash(password, request.ip);
      const done = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
        await revokeAllSessions(tx, used.userId);
        await voidResetLinks(tx, used.userId);
        return true;
      });
      if (!done) throw badRequest(RESET_INVALID, { token: [RESET_INVALID] });
      return { data: { message: 'Your password has been reset. You can sign in now.' } };
    },
  );
};

export default passwordResetRoutes;
