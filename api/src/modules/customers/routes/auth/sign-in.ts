import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  loginSchema,
  logoutSchema,
  refreshSchema,
  registeredUserSchema,
  registerSchema,
  tokensSchema,
} from 'shared-contracts/schemas/auth';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { unauthorized } from '../../../../lib/http-error.js';
import type { AuthUser } from '../../../../lib/tokens.js';
import { schema, type ValibotTypeProvider } from '../../../../plugins/app/validation.js';
import { revokeFamilyOf, spendRefreshToken, storeRefreshToken } from '../../auth/sessions.js';
import { namedLocaleOf } from '../../../../plugins/app/locale.js';
import { assertEmailFree, createShopper, findUserByEmail, rememberLocale } from '../../users.js';
import { mailEmailConfirmation } from './email-verification.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFRESH_TTL_MS = DAY_MS;
const REMEMBER_TTL_MS = 30 * DAY_MS;

/** One answer for an unknown email and a wrong password, that suggests neither. */
const INVALID_CREDENTIALS = 'Email or password is incorrect.';
const INVALID_REFRESH = 'Token is invalid or expired';

/** Sign-in, account creation, token refresh and sign-out. */
const signInRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['auth'];

  const issue = async (user: AuthUser, session: string, refresh: string) => ({
    access: await fastify.accessTokens.sign({ id: user.id, role: user.role, session }),
    refresh,
  });

  app.post(
    '/login',
    {
      schema: schema({
        body: loginSchema,
        tags,
        summary: 'Sign in; `remember` keeps the session 30 days',
        response: { 200: envelopeSchema(tokensSchema) },
      }),
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const device = await fastify.deviceCookies.read(request.cookies, email);
      const attempt = { address: request.ip, account: email, device };
      // A known device's hash goes ahead of the rest, and an address that has failed many sign-ins lately
      // behind them; a client that would wait too long is refused before any database work.
      const first = await fastify.loginThrottle.trusted(attempt);
      const client = {
        address: request.ip,
        first,
        suspect: !first && (await fastify.loginThrottle.suspect(request.ip)),
      };
      fastify.passwords.pool.admit(client);
      await fastify.loginThrottle.before(attempt);
      const user = await findUserByEmail(db, email);
      const ok = await fastify.passwords.verify(password, user?.passwordHash ?? null, client);
      if (!user || !ok) {
        await fastify.loginThrottle.failed(attempt);
        throw unauthorized(INVALID_CREDENTIALS, INVALID_CREDENTIALS);
      }
      const deviceCookie = await fastify.deviceCookies.issue(email, {
        deviceId: device ?? undefined,
        // Production is served over HTTPS, whether or not the proxy says so (X-Forwarded-Proto).
        secure: request.protocol === 'https' || fastify.config.nodeEnv === 'production',
      });
      void reply.setCookie(deviceCookie.name, deviceCookie.value, deviceCookie.options);
      const expiresAt = new Date(Date.now() + (remember ? REMEMBER_TTL_MS : REFRESH_TTL_MS));
      const session = randomUUID();
      const refresh = await storeRefreshToken(db, user.id, session, expiresAt);
      await rememberLocale(db, user.id, namedLocaleOf(request));
      return reply.send({ data: await issue({ id: user.id, role: user.role }, session, refresh) });
    },
  );

  app.post(
    '/register',
    {
      schema: schema({
        body: registerSchema,
        tags,
        summary: 'Create a shopper account (any role sent is ignored) and mail a link to confirm its email',
        response: { 201: envelopeSchema(registeredUserSchema) },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      // The hash comes first, so an address already taken answers no sooner than a free one; answers that
      // an address is taken are counted per client address (docs/security.md, "Registration").
      await fastify.loginThrottle.beforeRegistration(request.ip);
      const passwordHash = await fastify.passwords.hash(body.password, {
        address: request.ip,
        suspect: await fastify.loginThrottle.suspect(request.ip),
      });
      try {
        await assertEmailFree(db, body.email);
      } catch (err) {
        await fastify.loginThrottle.emailTaken(request.ip);
        throw err;
      }
      const created = await createShopper(db, { ...body, passwordHash, locale: namedLocaleOf(request) });
      // The new account's email is confirmed by the link this mails (once-per-customer offers need it).
      await mailEmailConfirmation(fastify, created, request);
      return reply.status(201).send({ data: created });
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: schema({
        body: refreshSchema,
        tags,
        summary: 'Rotate a refresh token; a spent one revokes its family',
        response: { 200: envelopeSchema(tokensSchema) },
      }),
    },
    async (request) => {
      const spent = await spendRefreshToken(db, request.body.refreshToken);
      if (!spent) throw unauthorized(INVALID_REFRESH, INVALID_REFRESH);
      const refresh = await storeRefreshToken(db, spent.user.id, spent.familyId, spent.expiresAt);
      return { data: await issue(spent.user, spent.familyId, refresh) };
    },
  );

  app.post(
    '/logout',
    {
      schema: schema({
        body: logoutSchema,
        tags,
        summary: "Revoke the refresh token's family",
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      await revokeFamilyOf(db, request.body.refreshToken);
      return { data: null };
    },
  );
};

export default signInRoutes;
