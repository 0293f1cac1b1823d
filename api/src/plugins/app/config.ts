import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (fastify, { config }) => {
    fastify.decorate('config', config);
  },
  { name: 'config' },
);
