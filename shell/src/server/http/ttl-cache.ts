/** How long an entry nobody asked for may stay, in periods: values of versions long gone are let go. */
const IDLE_PERIODS = 100;

interface Entry<V> {
  value?: V;
  known: boolean;
  readAt: number;
  usedAt: number;
  pending?: Promise<V> | undefined;
}

export interface TtlCacheOptions {
  /** How long a value is trusted before it is read again, in ms. */
  ttlMs: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

/**
 * Values read on demand and kept for `ttlMs` each, by key: the one cache of the shop's server for what it reads
 * from other servers of the deployment (manifests, the release registry, the catalogue's generation). Callers that
 * ask while a read is under way share it; a failed read keeps the last good value (and rejects when there is none)
 * until the next period, so a server that is down is asked once per period, not once per request.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #read: (key: K) => Promise<V>;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(read: (key: K) => Promise<V>, { ttlMs, now = Date.now }: TtlCacheOptions) {
    this.#read = read;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: K): Promise<V> {
    const now = this.#now();
    let entry = this.#entries.get(key);
    if (!entry) {
      this.#forgetIdle(now);
      entry = { known: false, readAt: -Infinity, usedAt: now };
      this.#entries.set(key, entry);
    }
    entry.usedAt = now;
    if (entry.known && now - entry.readAt < this.#ttlMs) return Promise.resolve(entry.value as V);
    const current = entry;
    current.pending ??= this.#read(key)
      .then((fresh) => {
        current.value = fresh;
        current.known = true;
        return fresh;
      })
      .catch((error: unknown) => {
        if (current.known) return current.value as V;
        throw error;
      })
      .finally(() => {
        current.readAt = this.#now();
        current.pending = undefined;
      });
    return current.pending;
  }

  /** How many keys are kept now. */
  get size(): number {
    return this.#entries.size;
  }

  #forgetIdle(now: number) {
    for (const [key, entry] of this.#entries)
      if (!entry.pending && now - entry.usedAt > IDLE_PERIODS * this.#ttlMs) this.#entries.delete(key);
  }
}
