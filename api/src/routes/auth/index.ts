import type { FastifyPluginAsync } from 'fastify';
import passwordResetRoutes from './password-reset.js';
import signInRoutes from './sign-in.js';

/** Everything under /api/auth. */
const authRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(signInRoutes);
  await fastify.register(passwordResetRoutes);
};

export default authRoutes;
