import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from 'shared-contracts/messages';
import { HttpError, forbidden } from '../lib/http-error.js';
import { createPasswordHasher, type PasswordHasher } from '../lib/passwords.js';
import { createAccessTokens, type AccessTokens, type AuthUser } from '../lib/tokens.js';

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
  }
  interface FastifyRequest {
    /** Set by `authenticate`/`requireAdmin`; read it only on routes that use them. */
    user: AuthUser;
  }
}

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
    fastify.decorate('passwords', createPasswordHasher(fastify.config.scryptN));
    fastify.decorateRequest('user', null as unknown as AuthUser);

    const identify = async (request: FastifyRequest) => {
      const token = bearer(request);
      return token ? accessTokens.verify(token) : null;
    };
    const authenticate = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) {
        throw new HttpError(401, messages.notAuthenticatedDetail, messages.notAuthenticatedDetail);
      }
      const user = await accessTokens.verify(token);
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
    fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user.role !== 'ADMIN') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['config'] },
);
