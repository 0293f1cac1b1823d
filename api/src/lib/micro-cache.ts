import { LRUCache } from 'lru-cache';

/** What a load answers, boxed: lru-cache keeps no null or undefined value, and an answer may be null. */
type Box<V> = { value: V };
/** A key's load, handed to lru-cache's fetchMethod by the caller asking. */
type Load<V> = { load: () => Promise<V>; until: number | null };

/**
 * A tiny time-boxed cache for public catalogue answers, on lru-cache: under load most shoppers ask for the same
 * pages. Entries belong to one catalogue generation (see catalog-generation.ts): asking with another generation
 * drops them all, so a write never leaves an old answer behind, and the time box only bounds how long an answer
 * lives when nothing changes. An entry also lives no later than the `until` it was stored with (the next start or
 * end of a promotion, modules/catalog/catalog-cache.ts), so a price that ends by the clock ends in the cache too.
 * Concurrent misses for one key share a single load (lru-cache's `fetch`); a load that fails is forgotten, so the
 * next ask retries. Past `maxEntries`, the least recently asked entries go first.
 */
export class MicroCache<V> {
  readonly #cache: LRUCache<string, Box<V>, Load<V>> | null;
  #generation: number | undefined;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 1000,
  ) {
    this.#cache =
      ttlMs > 0
        ? new LRUCache<string, Box<V>, Load<V>>({
            max: maxEntries,
            ttl: ttlMs,
            // The API's clock (Date.now, which tests move), read on every call rather than kept for a millisecond.
            perf: { now: () => Date.now() },
            ttlResolution: 0,
            // A load under way when its entry is dropped (the generation moved, or the cache is full) still answers
            // the callers waiting on it; it is only not kept.
            ignoreFetchAbort: true,
            fetchMethod: async (_key, _stale, { context, options }) => {
              const value = await context.load();
              // Kept no later than `until`, counted from when the value is stored.
              if (context.until !== null)
                options.ttl = Math.max(1, Math.min(ttlMs, context.until - Date.now()));
              return { value };
            },
          })
        : null;
  }

  get(key: string, load: () => Promise<V>, generation = 0, until: number | null = null): Promise<V> {
    if (this.#cache === null) return load();
    this.#enter(generation);
    return this.#fetch(this.#cache, key, load, until);
  }

  /** The live value under `key` in this generation, without loading it when there is none. */
  peek(key: string, generation = 0): Promise<V> | undefined {
    if (this.#cache === null || generation !== this.#generation) return undefined;
    const hit = this.#cache.get(key);
    return hit && Promise.resolve(hit.value);
  }

  /**
   * Several keys at once: the ones missing (or expired) are loaded together by one `loadMissing` call,
   * which answers a value per key it found; keys it does not answer are left out of the result.
   */
  async getMany(
    keys: string[],
    loadMissing: (missing: string[]) => Promise<Map<string, V>>,
    generation = 0,
    until: number | null = null,
  ): Promise<Map<string, V>> {
    const cache = this.#cache;
    if (cache === null) return loadMissing(keys);
    this.#enter(generation);
    // lru-cache calls the load of each key it lacks (and is not loading already) as `fetch` is called: those keys
    // are gathered, then loaded by one call.
    const missing: string[] = [];
    let loaded!: (found: Promise<Map<string, V>>) => void;
    const batch = new Promise<Map<string, V>>((resolve) => (loaded = resolve));
    const pending = keys.map((key) => {
      const loadOne = async () => {
        const one = (await batch).get(key);
        if (one === undefined) throw new Error(`missing ${key}`);
        return one;
      };
      const one = this.#fetch(cache, key, () => (missing.push(key), loadOne()), until);
      // A key whose load failed is left out of the result.
      return [key, one.catch(() => undefined)] as const;
    });
    const loading = missing.length > 0 ? loadMissing(missing) : Promise.resolve(new Map<string, V>());
    loaded(loading);
    await loading;
    const result = new Map<string, V>();
    for (const [key, value] of pending) {
      const found = await value;
      if (found !== undefined) result.set(key, found);
    }
    return result;
  }

  /** Drops the value under `key` (a load under way still answers its callers, and is not kept). */
  forget(key: string): void {
    this.#cache?.delete(key);
  }

  /** Entries of another generation are dropped before this one is served. */
  #enter(generation: number): void {
    if (generation !== this.#generation) {
      this.#cache?.clear();
      this.#generation = generation;
    }
  }

  /** The value under `key`, loaded by `load` when missing; kept for the time box, or until `until` when sooner. */
  async #fetch(
    cache: LRUCache<string, Box<V>, Load<V>>,
    key: string,
    load: () => Promise<V>,
    until: number | null,
  ): Promise<V> {
    const box = await cache.fetch(key, { context: { load, until } });
    return (box as Box<V>).value;
  }
}
