import type { FastifyPluginAsync } from 'fastify';
import { signedInUserSchema } from 'shared-contracts/schemas/users';
import {
  changePasswordSchema,
  messageAnswerSchema,
  setPasswordSchema,
  updateProfileSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { badRequest, conflict, unauthorized } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { namedLocaleOf } from '../../../plugins/app/locale.js';
import {
  findUserById,
  passwordHashOf,
  rememberLocale,
  setFirstPassword,
  setPassword,
  updateProfile,
} from '../users.js';
import { loadProfile, type CartLoader } from '../profile.js';
import { mailEmailConfirmation } from './auth/email-verification.js';

const ALREADY_CONFIRMED = 'Your email address is already confirmed.';
const NO_EMAIL_YET = 'Add an email address to your account first.';
const NO_PASSWORD_YET = 'Your account has no password yet. Set one instead.';
const HAS_PASSWORD = 'Your account already has a password. Change it with your current password.';

/** /api/users: the signed-in shopper's profile and password; `loadCart` is the cart module's (see profile.ts). */
const usersRoutes: FastifyPluginAsync<{ loadCart: CartLoader }> = async (fastify, { loadCart }) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['users'];
  app.addHook('onRequest', fastify.authenticate);

  app.get(
    '/me',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'The signed-in user with the cart',
        response: { 200: envelopeSchema(signedInUserSchema) },
      }),
    },
    async (request) => {
      await rememberLocale(db, request.user.id, namedLocaleOf(request));
      return { data: await loadProfile(db, request.user.id, loadCart) };
    },
  );

  app.patch(
    '/me',
    {
      schema: schema({
        body: updateProfileSchema,
        tags,
        auth: true,
        summary:
          'Update names and phone; an account made with a phone number alone adds its email here (a link to confirm it is mailed)',
        response: { 200: envelopeSchema(signedInUserSchema) },
      }),
    },
    async (request) => {
      if (request.body.email !== undefined) await fastify.limitMail(request, request.body.email);
      const emailAdded = await updateProfile(db, request.user.id, request.body);
      if (emailAdded) await mailEmailConfirmation(fastify, { id: request.user.id }, request);
      return { data: await loadProfile(db, request.user.id, loadCart) };
    },
  );

  app.post(
    '/me/verify-email',
    {
      schema: schema({
        tags,
        auth: true,
        summary:
          'Mail a new link to confirm the email (the older one stops working); limited like other mails',
        response: { 202: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request, reply) => {
      const user = await findUserById(db, request.user.id);
      if (!user) throw unauthorized('User not found', 'User not found');
      if (user.emailVerifiedAt) return reply.status(202).send({ data: { message: ALREADY_CONFIRMED } });
      if (!user.email) throw badRequest(NO_EMAIL_YET, { email: [NO_EMAIL_YET] });
      // Counted like password-reset and newsletter mails: per client address and per email address, per hour.
      await fastify.limitMail(request, user.email);
      const sent = await mailEmailConfirmation(fastify, user, request);
      return reply
        .status(202)
        .send({ data: { message: sent ? `We sent a new link to ${user.email}.` : ALREADY_CONFIRMED } });
    },
  );

  app.post(
    '/me/change-password',
    {
      schema: schema({
        body: changePasswordSchema,
        tags,
        auth: true,
        summary: 'Change the password',
        response: { 200: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request) => {
      // Guessing the current password is throttled like sign-in.
      const attempt = { address: request.ip, account: `user:${request.user.id}` };
      await fastify.loginThrottle.before(attempt);
      const hash = await passwordHashOf(db, request.user.id);
      // An account made with a phone number alone has no password to give: it sets a first one.
      if (hash === null) throw conflict(NO_PASSWORD_YET);
      if (!(await fastify.passwords.verify(request.body.current_password, hash, { address: request.ip }))) {
        await fastify.loginThrottle.failed(attempt);
        throw badRequest('Current password is incorrect.', {
          current_password: ['Current password is incorrect.'],
        });
      }
      const passwordHash = await fastify.passwords.hash(request.body.new_password, { address: request.ip });
      // Every other session ends; the one that made the change stays signed in.
      await setPassword(db, request.user.id, passwordHash, request.user.session);
      return { data: { message: 'Your password has been changed.' } };
    },
  );

  app.post(
    '/me/set-password',
    {
      schema: schema({
        body: setPasswordSchema,
        tags,
        auth: true,
        summary:
          'Set the first password of an account made with a phone number alone (409 when it has one); it then signs in with its email and this password too',
        response: { 200: envelopeSchema(messageAnswerSchema) },
      }),
    },
    async (request) => {
      // A cheap refusal before the costly hash; the update itself is conditional, so two tabs set one password.
      if ((await passwordHashOf(db, request.user.id)) !== null) throw conflict(HAS_PASSWORD);
      const passwordHash = await fastify.passwords.hash(request.body.new_password, { address: request.ip });
      if (!(await setFirstPassword(db, request.user.id, passwordHash, request.user.session))) {
        throw conflict(HAS_PASSWORD);
      }
      return { data: { message: 'Your password has been set.' } };
    },
  );
};

export default usersRoutes;
