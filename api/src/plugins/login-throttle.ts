import fp from 'fastify-plugin';

export interface LoginThrottle {
  /** Seconds until the key may try again, or 0. */
  blockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** Counts failed sign-ins per account and client in a fixed window (Redis when configured). */
export default fp(
  async (fastify) => {
    const { loginMaxFailures: max, loginWindowMs: windowMs } = fastify.config;
    const redis = fastify.redis;
    let throttle: LoginThrottle;
    if (redis) {
      const k = (key: string) => `kasuwa-login:${key}`;
      throttle = {
        async blockedFor(key) {
          const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
          return Number(count ?? 0) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
        },
        async recordFailure(key) {
          const count = await redis.incr(k(key));
          if (count === 1) await redis.pexpire(k(key), windowMs);
        },
        async reset(key) {
          await redis.del(k(key));
        },
      };
    } else {
      const failures = new Map<string, { count: number; until: number }>();
      const live = (key: string) => {
        const entry = failures.get(key);
        if (entry && entry.until <= Date.now()) failures.delete(key);
        return failures.get(key);
      };
      throttle = {
        async blockedFor(key) {
          const entry = live(key);
          return entry && entry.count >= max ? Math.ceil((entry.until - Date.now()) / 1000) : 0;
        },
        async recordFailure(key) {
          const entry = live(key);
          if (entry) entry.count += 1;
          else {
            if (failures.size > 100_000) failures.clear();
            failures.set(key, { count: 1, until: Date.now() + windowMs });
          }
        },
        async reset(key) {
          failures.delete(key);
        },
      };
    }
    fastify.decorate('loginThrottle', throttle);
  },
  { name: 'login-throttle', dependencies: ['config', 'redis'] },
);
