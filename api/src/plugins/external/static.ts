import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DRAWING_POLICY, isDrawing } from '../../services/pictures.js';

/** Uploaded product pictures, served under /api/uploads/ and cached for good (names never change); drawings sandboxed. */
export default fp(
  async (fastify) => {
    mkdirSync(fastify.config.uploadDir, { recursive: true });
    await fastify.register(fastifyStatic, {
      root: fastify.config.uploadDir,
      prefix: '/api/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '7d',
      setHeaders: (reply, path) => {
        reply.header('x-content-type-options', 'nosniff');
        if (isDrawing(path)) reply.header('content-security-policy', DRAWING_POLICY);
      },
    });
  },
  { name: 'static', dependencies: ['config'] },
);
