import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared store for limits across replicas; null when REDIS_URL is unset. */
    redis: Redis | null;
  }
}

export default fp(
  async (fastify) => {
    const url = fastify.config.redisUrl;
    const redis = url
      ? new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
      : null;
    redis?.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
    fastify.decorate('redis', redis);
    if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  },
  { name: 'redis', dependencies: ['config'] },
);
