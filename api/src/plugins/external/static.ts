import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Uploaded product pictures, served under /api/uploads/ and cached for good (names never change). */
export default fp(
  async (fastify) => {
    mkdirSync(fastify.config.uploadDir, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: fastify.config.uploadDir,
      prefix: '/api/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '7d',
    });
  },
  { name: 'static', dependencies: ['config'] },
);
