/**
 * A tiny time-boxed cache for public catalogue answers: under load most shoppers ask for the same
 * pages. Entries belong to one catalogue generation (see catalog-generation.ts): asking with another
 * generation drops them all, so a write never leaves an old answer behind, and the time box only bounds
 * how long an answer lives when nothing changes. Concurrent misses for one key share a single load.
 */
export class MicroCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();
  private generation: number | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<V>, generation = 0): Promise<V> {
    if (this.ttlMs <= 0) return load();
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /**
   * Several keys at once: the ones missing (or expired) are loaded together by one `loadMissing` call,
   * which answers a value per key it found; keys it does not answer are left out of the result.
   */
  async getMany(
    keys: string[],
    loadMissing: (missing: string[]) => Promise<Map<string, V>>,
    generation = 0,
  ): Promise<Map<string, V>> {
    if (this.ttlMs <= 0) return loadMissing(keys);
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
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
        const entry = {
          expires: now + this.ttlMs,
          value: loading.then((found) => {
            const value = found.get(key);
            if (value === undefined) throw new Error(`missing ${key}`);
            return value;
          }),
        };
        this.entries.set(key, entry);
        pending.set(key, entry.value);
        entry.value.catch(() => {
          if (this.entries.get(key) === entry) this.entries.delete(key);
        });
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
}
