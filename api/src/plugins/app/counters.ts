import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

import type { Counters } from '../../lib/counters.js';

export type { Counters };

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

/** Counts in this process only. */
export function memoryCounters(): Counters {
  const entries = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  return {
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
  };
}

const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * Counts in Redis, shared by every replica. While Redis cannot be reached the counts fall back to this
 * process's memory (a warning is logged once per outage), so limits keep working and the shop keeps selling;
 * once Redis answers again the shared counts are used again.
 */
export function sharedCounters(redis: Redis, log: FastifyBaseLogger): Counters {
  const memory = memoryCounters();
  const k = (key: string) => `kasuwa-count:${key}`;
  let degraded = false;
  const fallBack = (err: unknown) => {
    if (!degraded) log.warn({ err }, 'Redis unavailable: limits fall back to this process’s memory');
    degraded = true;
  };
  const recovered = () => {
    if (degraded) log.info('Redis is back: limits are shared again');
    degraded = false;
  };
  const viaRedis = async <T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') {
      fallBack(new Error(`Redis connection is ${redis.status}`));
      return fallback();
    }
    try {
      const result = await run();
      recovered();
      return result;
    } catch (err) {
      fallBack(err);
      return fallback();
    }
  };
  return {
    get: (key) =>
      viaRedis(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
          return { count: Number(count ?? 0), ttlMs: Math.max(ttl, 0) };
        },
        () => memory.get(key),
      ),
    add: (key, windowMs) =>
      viaRedis(
        async () => {
          const [count, ttl] = (await redis.eval(ADD_SCRIPT, 1, k(key), String(windowMs))) as [
            number,
            number,
          ];
          return { count, ttlMs: Math.max(ttl, 0) };
        },
        () => memory.add(key, windowMs),
      ),
  };
}

export default fp(
  async (fastify) => {
    const redis = fastify.redis;
    fastify.decorate('counters', redis ? sharedCounters(redis, fastify.log) : memoryCounters());
  },
  { name: 'counters', dependencies: ['redis'] },
);
