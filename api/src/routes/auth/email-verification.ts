import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messageAnswerSchema, verifyEmailSchema } from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { badRequest } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import {
  confirmEmail,
  emailConfirmationMail,
  issueEmailConfirmation,
} from '../../services/email-verification.js';

export const EMAIL_CONFIRMED = 'Your email address is confirmed.';
export const EMAIL_LINK_INVALID =
  'This link is invalid or has expired. Sign in and ask for a new one on your account page.';

/**
 * Mails the user a new confirmation link (voiding the older one); false when the email is confirmed already. The
 * mail goes out after the answer, so its sending never delays nor fails the request.
 */
export async function mailEmailConfirmation(
  fastify: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; email: string; firstName: string },
): Promise<boolean> {
  const token = await issueEmailConfirmation(fastify.db, user.id);
  if (!token) return false;
  void (async () => {
    await fastify.mailer.send(await emailConfirmationMail(fastify.db, fastify.config.appUrl, user, token));
  })().catch((err: unknown) => request.log.error({ err }, 'email confirmation mail failed'));
  return true;
}

/** POST /auth/verify-email: the confirmation page's button (the page is the shop's, /auth/verify-email/:token). */
const emailVerificationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.post(
    '/verify-email',
    {
      schema: schema({
        body: verifyEmailSchema,
        tags: ['auth'],
        summary: "Confirm the account's email with the token of the mailed link (single use, 7 days)",
        response: { 200: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request) => {
      if (!(await confirmEmail(fastify.db, request.body.token)))
        throw badRequest(EMAIL_LINK_INVALID, { token: [EMAIL_LINK_INVALID] });
      return { data: { message: EMAIL_CONFIRMED } };
    },
  );
};

export default emailVerificationRoutes;
