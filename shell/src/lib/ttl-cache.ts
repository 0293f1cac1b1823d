import { LRUCache } from 'lru-cache';

/** How long an entry nobody asked for may stay, in periods: values of versions long gone are let go. */
const IDLE_PERIODS = 100;
/** A bound on the keys kept, far above what the shop's server reads (a few manifests, the registry, one sitemap). */
const MAX_KEYS = 1_000;

export interface TtlCacheOptions {
  /** How long a value is trusted before it is read again, in ms (a whole number). */
  ttlMs: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

/**
 * lru-cache's clock for a `now` of the caller's. lru-cache takes an entry stored at instant 0 for one without a
 * TTL, so the clock runs one millisecond ahead (ages are the same); it reads the clock on every call instead of
 * keeping one reading for a millisecond (`ttlResolution: 0`), so a clock moved by hand is seen at once.
 */
export const lruClock = (now: () => number) => ({ perf: { now: () => now() + 1 }, ttlResolution: 0 });

/**
 * Values read on demand and kept for `ttlMs` each, by key: the one cache of the shop's server for what it reads
 * from other servers of the deployment (manifests, the release registry, the catalogue's generation), on
 * lru-cache's `fetch`. Callers that ask while a read is under way share it; a failed read keeps the last good value
 * (and rejects when there is none) until the next period, so a server that is down is asked once per period, not
 * once per request.
 */
export class TtlCache<K extends NonNullable<unknown>, V> {
  // Boxed: lru-cache keeps no null or undefined value, and a read may answer either.
  readonly #cache: LRUCache<K, { value: V }>;
  readonly #ttlMs: number;

  constructor(read: (key: K) => Promise<V>, { ttlMs, now = Date.now }: TtlCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#cache = new LRUCache<K, { value: V }>({
      max: MAX_KEYS,
      // lru-cache trusts an entry through its whole TTL (an age up to `ttl`); this cache, for less than `ttlMs`
      // (the clock counts whole milliseconds).
      ttl: Math.max(1, ttlMs - 1),
      // Stale entries stay listed (keys()), so the idle ones can be let go; every read asks for a fresh value.
      allowStale: true,
      ...lruClock(now),
      fetchMethod: async (key, stale) => {
        try {
          return { value: await read(key) };
        } catch (error) {
          // The last good value, trusted for another period.
          if (stale) return stale;
          throw error;
        }
      },
    });
  }

  async get(key: K): Promise<V> {
    if (this.#cache.peek(key, { allowStale: true }) === undefined) this.#forgetIdle();
    const kept = await this.#cache.fetch(key, { allowStale: false });
    return (kept as { value: V }).value;
  }

  /** How many keys are kept now. */
  get size(): number {
    return this.#cache.size;
  }

  /** Lets go of the values nobody has asked for in IDLE_PERIODS periods (an asked-for value is read each period). */
  #forgetIdle() {
    for (const key of this.#cache.keys())
      if (this.#cache.getRemainingTTL(key) < -(IDLE_PERIODS - 1) * this.#ttlMs) this.#cache.delete(key);
  }
}
