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
      ? new Redis(url, {
          // While Redis is away, commands fail at once (callers fall back to memory) instead of queueing.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          commandTimeout: 1_000,
          // Keep trying to come back, at most 1 s apart.
          retryStrategy: (times) => Math.min(times * 100, 1_000),
          lazyConnect: false,
        })
      : null;
    redis?.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
    if (redis && redis.status !== 'ready') {
      // Start with shared limits when Redis answers within a few seconds; otherwise in memory until it does.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => redis.once('ready', resolve)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 5_000);
        }),
      ]);
      clearTimeout(timer);
    }
    fastify.decorate('redis', redis);
    // quit() is refused while Redis is away, and the client would go on reconnecting: the process (or a test's
    // worker) could never exit. disconnect() stops it for good.
    if (redis)
      fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: 'redis', dependencies: ['config'] },
);
