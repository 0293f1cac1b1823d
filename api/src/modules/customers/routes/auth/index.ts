import type { FastifyPluginAsync } from 'fastify';
import emailVerificationRoutes from './email-verification.js';
import passwordResetRoutes from './password-reset.js';
import phoneRoutes from './phone.js';
import signInRoutes from './sign-in.js';

/** Everything under /api/auth. */
const authRoutes: FastifyPluginAsync = async (fastify) => {
  // Tokens, reset and confirmation answers are for one user: never kept by a browser or a shared cache.
  fastify.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await fastify.register(signInRoutes);
  await fastify.register(passwordResetRoutes);
  await fastify.register(emailVerificationRoutes);
  await fastify.register(phoneRoutes);
};

export default authRoutes;
