/**
 * A tiny time-boxed cache for public catalogue answers: under load most shoppers ask for the same
 * pages. Entries belong to one catalogue generation (see catalog-generation.ts): asking with another
 * generation drops them all, so a write never leaves an old answer behind, and the time box only bounds
 * how long an answer lives when nothing changes. An entry also lives no later than the `until` it was
 * stored with (the next start or end of a promotion, plugins/app/catalog-cache.ts), so a price that ends
 * by the clock ends in the cache too. Concurrent misses for one key share a single load.
 */
export class MicroCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();
  private generation: number | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V>, generation = 0, until: number | null = null): Promise<V> {
    if (this.ttlMs <= 0) return load();
    this.enter(generation);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    return this.store(key, load(), now, until);
  }

  /** The live value under `key` in this generation, without loading it when there is none. */
  peek(key: string, generation = 0): Promise<V> | undefined {
    if (this.ttlMs <= 0 || generation !== this.generation) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
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
    if (this.ttlMs <= 0) return loadMissing(keys);
    this.enter(generation);
    const now = Date.now();
    const pending = new Map<string, Promise<V>>();
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && hit.expires > now) pending.set(key, hit.value);
    }
    const missing = keys.filter((key) => !pending.has(key));
    if (missing.length > 0) {
      if (this.entries.size + missing.length > this.maxEntries) this.entries.clear();
      const loading = loadMissing(missing);
      for (const key of missing) {
        const value = loading.then((found) => {
          const one = found.get(key);
          if (one === undefined) throw new Error(`missing ${key}`);
          return one;
        });
        pending.set(key, this.store(key, value, now, until));
      }
      await loading;
    }
    const result = new Map<string, V>();
    for (const [key, value] of pending) {
      const found = await value.catch(() => undefined);
      if (found !== undefined) result.set(key, found);
    }
    return result;
  }

  /** Entries of another generation are dropped before this one is served. */
  private enter(generation: number): void {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
  }

  /**
   * Keeps `value` under `key` until it expires (its time box, or `until` when sooner); a load that fails is
   * forgotten, so the next ask retries.
   */
  private store(key: string, value: Promise<V>, now: number, until: number | null): Promise<V> {
    const entry = { expires: Math.min(now + this.ttlMs, until ?? Infinity), value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
