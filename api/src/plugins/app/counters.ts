import fp from 'fastify-plugin';

/** Events per key in a fixed window: Redis when configured, so replicas share the counts. */
export interface Counters {
  get(key: string): Promise<{ count: number; ttlMs: number }>;
  /** Counts one more event; the window starts with the first. Returns the new count and time left. */
  add(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

export default fp(
  async (fastify) => {
    const redis = fastify.redis;
    if (redis) {
      const k = (key: string) => `kasuwa-count:${key}`;
      fastify.decorate('counters', {
        async get(key) {
          const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
          return { count: Number(count ?? 0), ttlMs: Math.max(ttl, 0) };
        },
        async add(key, windowMs) {
          const count = await redis.incr(k(key));
          if (count === 1) await redis.pexpire(k(key), windowMs);
          return { count, ttlMs: Math.max(await redis.pttl(k(key)), 0) };
        },
      } satisfies Counters);
      return;
    }
    const entries = new Map<string, { count: number; until: number }>();
    const live = (key: string) => {
      const entry = entries.get(key);
      if (entry && entry.until <= Date.now()) entries.delete(key);
      return entries.get(key);
    };
    fastify.decorate('counters', {
      async get(key) {
        const entry = live(key);
        return entry ? { count: entry.count, ttlMs: entry.until - Date.now() } : { count: 0, ttlMs: 0 };
      },
      async add(key, windowMs) {
        let entry = live(key);
        if (entry) entry.count += 1;
        else {
          if (entries.size > 100_000) entries.clear();
          entry = { count: 1, until: Date.now() + windowMs };
          entries.set(key, entry);
        }
        return { count: entry.count, ttlMs: entry.until - Date.now() };
      },
    } satisfies Counters);
  },
  { name: 'counters', dependencies: ['redis'] },
);
