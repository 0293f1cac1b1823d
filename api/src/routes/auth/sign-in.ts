import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
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
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { badRequest, isUniqueViolation, unauthorized } from '../../lib/http-error.js';
import { hashToken, type AuthUser } from '../../lib/tokens.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { revokeFamily, storeRefreshToken } from '../../services/sessions.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFRESH_TTL_MS = DAY_MS;
const REMEMBER_TTL_MS = 30 * DAY_MS;

const INVALID_CREDENTIALS = 'No active account found with the given credentials';
const INVALID_REFRESH = 'Token is invalid or expired';
const DUPLICATE_EMAIL = 'A user with that email already exists.';

/** Sign-in, account creation, token refresh and sign-out. */
const signInRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db: Db = fastify.db;
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
      // A client whose hashing line is full is refused before any database work.
      fastify.passwords.pool.admit(request.ip);
      await fastify.loginThrottle.before(request.ip, email);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const ok = await fastify.passwords.verify(password, user?.passwordHash ?? null, request.ip);
      if (!user || !ok) {
        await fastify.loginThrottle.failed(request.ip, email);
        throw unauthorized(INVALID_CREDENTIALS, INVALID_CREDENTIALS);
      }
      const expiresAt = new Date(Date.now() + (remember ? REMEMBER_TTL_MS : REFRESH_TTL_MS));
      const session = randomUUID();
      const refresh = await storeRefreshToken(db, user.id, session, expiresAt);
      return reply.send({ data: await issue({ id: user.id, role: user.role }, session, refresh) });
    },
  );

  app.post(
    '/register',
    {
      schema: schema({
        body: registerSchema,
        tags,
        summary: 'Create a shopper account (any role sent is ignored)',
        response: { 201: envelopeSchema(registeredUserSchema) },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const duplicate = () => badRequest(DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] });
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (existing) throw duplicate();
      const passwordHash = await fastify.passwords.hash(body.password, request.ip);
      try {
        const [created] = await db
          .insert(users)
          .values({
            email: body.email,
            username: body.username,
            firstName: body.first_name,
            lastName: body.last_name,
            role: 'REGULAR',
            passwordHash,
          })
          .returning({ id: users.id, email: users.email, username: users.username });
        return reply.status(201).send({ data: created });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
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
      const tokenHash = hashToken(request.body.refreshToken);
      const [stored] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!stored) throw unauthorized(INVALID_REFRESH, INVALID_REFRESH);
      if (stored.revokedAt || stored.usedAt) {
        await revokeFamily(db, stored.familyId);
        throw unauthorized(INVALID_REFRESH, INVALID_REFRESH);
      }
      if (stored.expiresAt.getTime() <= Date.now()) throw unauthorized(INVALID_REFRESH, INVALID_REFRESH);
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) {
        // Someone else used it a moment ago: treat as reuse.
        await revokeFamily(db, stored.familyId);
        throw unauthorized(INVALID_REFRESH, INVALID_REFRESH);
      }
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, stored.userId));
      if (!user) throw unauthorized(INVALID_REFRESH, INVALID_REFRESH);
      const refresh = await storeRefreshToken(db, user.id, stored.familyId, stored.expiresAt);
      return { data: await issue(user, stored.familyId, refresh) };
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
      const [stored] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(request.body.refreshToken)));
      if (stored) await revokeFamily(db, stored.familyId);
      return { data: null };
    },
  );
};

export default signInRoutes;
