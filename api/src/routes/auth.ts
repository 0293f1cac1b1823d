import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
} from 'shared-contracts/schemas/auth';
import type { Db, Executor } from '../db/client.js';
import { passwordResetTokens, refreshTokens, users } from '../db/schema.js';
import { badRequest, isUniqueViolation, unauthorized } from '../lib/http-error.js';
import { hashToken, newOpaqueToken, type AuthUser } from '../lib/tokens.js';
import { schema, type ValibotTypeProvider } from '../plugins/validation.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFRESH_TTL_MS = DAY_MS;
const REMEMBER_TTL_MS = 30 * DAY_MS;
const RESET_TTL_MS = 60 * 60 * 1000;

const INVALID_CREDENTIALS = 'No active account found with the given credentials';
const INVALID_REFRESH = 'Token is invalid or expired';
const DUPLICATE_EMAIL = 'A user with that email already exists.';
const RESET_SENT = 'If an account exists for that email, a link to reset the password is on its way.';
const RESET_INVALID = 'This password reset link is invalid or has expired.';

/** Revokes every refresh token of a family (sign-out, or a spent token presented again). */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh family of a user, except `keep` (the session that asked, if any). */
export async function revokeAllSessions(db: Executor, userId: number, keep?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ...(keep ? [ne(refreshTokens.familyId, keep)] : []),
      ),
    );
}

/** Marks every outstanding password-reset link of a user as spent. */
async function voidResetLinks(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

async function storeRefreshToken(
  db: Executor,
  userId: number,
  familyId: string,
  expiresAt: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), familyId, userId, expiresAt });
  return token;
}

const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db: Db = fastify.db;
  const tags = ['auth'];

  const issue = async (user: AuthUser, session: string, refresh: string) => ({
    access: await fastify.accessTokens.sign({ id: user.id, role: user.role, session }),
    refresh,
  });

  app.post(
    '/login',
    { schema: schema({ body: loginSchema, tags, summary: 'Sign in; `remember` keeps the session 30 days' }) },
    async (request, reply) => {
      const { email, password, remember } = request.body;
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
    { schema: schema({ body: logoutSchema, tags, summary: "Revoke the refresh token's family" }) },
    async (request) => {
      const [stored] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(request.body.refreshToken)));
      if (stored) await revokeFamily(db, stored.familyId);
      return { data: null };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: schema({
        body: forgotPasswordSchema,
        tags,
        summary: 'Mail a single-use reset link valid 1 hour',
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

export default authRoutes;
