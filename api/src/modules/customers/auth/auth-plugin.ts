import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from 'shared-contracts/messages';
import { HttpError, forbidden } from '../../../lib/http-error.js';
import { HashingPool } from '../../../lib/hashing-pool.js';
import { MicroCache } from '../../../lib/micro-cache.js';
import { createDeviceCookies, type DeviceCookies } from '../../../lib/device-cookies.js';
import { createPasswordHasher, type PasswordHasher } from '../../../lib/passwords.js';
import { createAccessTokens, type AccessTokens, type AuthUser, type Role } from '../../../lib/tokens.js';
import { currentRole } from '../users.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid access token is sent; sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 without a valid token, 403 unless the user is an ADMIN. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user when a valid token is sent, else null; never fails. */
    identify: (request: FastifyRequest) => Promise<AuthUser | null>;
    accessTokens: AccessTokens;
    passwords: PasswordHasher;
    /** Signed, HttpOnly cookies that mark a browser as known to an account (the sign-in throttle trusts them). */
    deviceCookies: DeviceCookies;
    /** Forget what is known of a user's existence and role (after a deletion or a role change). */
    forgetUser: (userId: number) => void;
  }
  interface FastifyRequest {
    /** Set by `authenticate`/`requireAdmin`; read it only on routes that use them. */
    user: AuthUser;
  }
}

/** How many accounts' roles are kept at once, the least recently seen let go first. */
const ROLES_KEPT = 50_000;

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

export default fp(
  async (fastify) => {
    const accessTokens = createAccessTokens(fastify.config.jwtSecret);
    fastify.decorate('accessTokens', accessTokens);
    const { scryptN, hashPoolSize, hashMaxQueued, hashMaxPerClient, hashMaxWaitMs } = fastify.config;
    const pool = new HashingPool({
      size: hashPoolSize,
      maxQueued: hashMaxQueued,
      maxPerClient: hashMaxPerClient,
      maxWaitMs: hashMaxWaitMs,
    });
    fastify.decorate(
      'deviceCookies',
      createDeviceCookies(fastify.config.jwtSecret, fastify.config.deviceCookieTtlMs),
    );
    fastify.decorate('passwords', createPasswordHasher(scryptN, 8, 2, pool));
    fastify.decorateRequest('user', null as unknown as AuthUser);

    // A token outlives a deleted account or a demotion by up to 15 minutes; the account's current
    // role is checked on every request, remembered for at most `authCacheMs`.
    const roles = new MicroCache<Role | null>(fastify.config.authCacheMs, ROLES_KEPT);
    const roleNow = (userId: number): Promise<Role | null> =>
      roles.get(String(userId), () => currentRole(fastify.db, userId));
    const stillValid = async (user: AuthUser | null): Promise<AuthUser | null> =>
      user && (await roleNow(user.id)) === user.role ? user : null;
    fastify.decorate('forgetUser', (userId: number) => roles.forget(String(userId)));

    const identify = async (request: FastifyRequest) => {
      const token = bearer(request);
      return token ? stillValid(await accessTokens.verify(token)) : null;
    };
    const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
      // An answer for one user is never kept by a browser or a shared cache, nor is its refusal.
      void reply.header('cache-control', 'no-store');
      const token = bearer(request);
      if (!token) {
        throw new HttpError(401, messages.notAuthenticatedDetail, messages.notAuthenticatedDetail);
      }
      const user = await stillValid(await accessTokens.verify(token));
      if (!user) {
        throw new HttpError(
          401,
          'Given token not valid for any token type',
          'Given token not valid for any token type',
        );
      }
      request.user = user;
    };
    fastify.decorate('identify', identify);
    fastify.decorate('authenticate', authenticate);
    fastify.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (request.user.role !== 'ADMIN') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
