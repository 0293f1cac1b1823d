import type { Redis } from 'ioredis';

/**
 * A counter that moves whenever the public catalogue may have changed (an admin write, an order placed or
 * cancelled). Cached catalogue answers carry the generation they were built under, so a bump makes every
 * one of them stale at once and the cache can keep answers for longer without showing old stock.
 */
export interface CatalogGeneration {
  /** The current generation; cheap enough to ask on every request. */
  current(): Promise<number>;
  /** Moves the generation on (after a successful write). */
  bump(): Promise<void>;
}

/** One API process: a number in memory. */
export function localGeneration(): CatalogGeneration {
  let generation = 0;
  return {
    current: async () => generation,
    bump: async () => {
      generation += 1;
    },
  };
}

export const GENERATION_KEY = 'kasuwa-catalog-generation';

/**
 * Several API processes: the generation lives in Redis. Each process reads it at most once per `refreshMs`
 * (concurrent readers share one GET), so another instance's write shows here within `refreshMs`; this
 * instance's own writes show at once. When Redis cannot be reached the last value read is kept.
 */
export function redisGeneration(redis: Redis, refreshMs = 250): CatalogGeneration {
  let value = 0;
  let readAt = -Infinity;
  let bumps = 0;
  let reading: Promise<number> | undefined;
  const read = (): Promise<number> => {
    const bumpsBefore = bumps;
    reading ??= redis
      .get(GENERATION_KEY)
      .then(
        (raw) => {
          // A read that started before this instance's own bump must not bring the old value back.
          if (bumps === bumpsBefore) value = Number(raw ?? 0);
          readAt = Date.now();
          return value;
        },
        () => value,
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    current: () => (Date.now() - readAt < refreshMs ? Promise.resolve(value) : read()),
    async bump() {
      bumps += 1;
      value = await redis.incr(GENERATION_KEY);
      readAt = Date.now();
    },
  };
}
