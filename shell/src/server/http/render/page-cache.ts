/** Rendered pages kept, least recently used dropped first. */
export const CACHE_ENTRIES = 500;
/** The longest a cached page is served, whatever the catalogue's generation says, in ms. */
export const CACHE_TTL_MS = 60_000;

/**
 * Anonymous pages as rendered, by key, each served for at most `ttlMs` and never past the instant it was stored
 * with (when the catalogue's promotion prices next change), the least recently used dropped first.
 */
export class PageCache<T> {
  readonly #pages = new Map<string, { at: number; until: number; page: T }>();
  readonly #entries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor({
    entries = CACHE_ENTRIES,
    ttlMs = CACHE_TTL_MS,
    now = Date.now,
  }: { entries?: number; ttlMs?: number; now?: () => number } = {}) {
    this.#entries = entries;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string): T | undefined {
    const kept = this.#pages.get(key);
    if (!kept) return undefined;
    this.#pages.delete(key);
    const now = this.#now();
    if (now - kept.at > this.#ttlMs || now >= kept.until) return undefined;
    this.#pages.set(key, kept);
    return kept.page;
  }

  /** Keeps `page` under `key` for `ttlMs`, or until `until` (ms since the epoch) when that is sooner. */
  set(key: string, page: T, until: number | null = null): void {
    this.#pages.delete(key);
    const now = this.#now();
    if (until !== null && until <= now) return;
    this.#pages.set(key, { at: now, until: until ?? Infinity, page });
    if (this.#pages.size > this.#entries) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
  }
}
