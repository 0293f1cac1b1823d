import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messageAnswerSchema, verifyEmailSchema } from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { badRequest } from '../../../../lib/http-error.js';
import { namedLocaleOf } from '../../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../../plugins/app/validation.js';
import { awaitsEmailConfirmation, confirmEmail } from '../../email-verification.js';
import { queueMail } from '../../../../services/mail-queue.js';

export const EMAIL_CONFIRMED = 'Your email address is confirmed.';
export const EMAIL_LINK_INVALID =
  'This link is invalid or has expired. Sign in and ask for a new one on your account page.';

/**
 * Queues a mail with a new confirmation link for the user (the job makes the link, voiding the older one); false
 * when the email is confirmed already. The mail goes out after the answer, so its sending never delays nor fails
 * the request.
 */
export async function mailEmailConfirmation(
  fastify: FastifyInstance,
  user: { id: number },
  /** The request that asked for it: the mail is in the storefront language it named. */
  request: FastifyRequest,
): Promise<boolean> {
  if (!(await awaitsEmailConfirmation(fastify.db, user.id))) return false;
  const locale = namedLocaleOf(request);
  await queueMail(fastify.jobs, fastify.db, {
    kind: 'email-confirmation',
    userId: user.id,
    ...(locale ? { locale } : {}),
  });
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
