import { LRUCache } from 'lru-cache';
import { lruClock } from '../../../lib/ttl-cache';

/** Rendered pages kept, least recently used dropped first. */
export const CACHE_ENTRIES = 500;
/** The longest a cached page is served, whatever the catalogue's generation says, in ms. */
export const CACHE_TTL_MS = 60_000;

/**
 * Anonymous pages as rendered, by key, each served for at most `ttlMs` and never past the instant it was stored
 * with (when the catalogue's promotion prices next change), the least recently used dropped first: an lru-cache
 * of `entries` pages with a TTL of `ttlMs`, and the instant checked as a page is served.
 */
export class PageCache<T extends NonNullable<unknown>> {
  readonly #pages: LRUCache<string, { until: number; page: T }>;
  readonly #now: () => number;

  constructor({
    entries = CACHE_ENTRIES,
    ttlMs = CACHE_TTL_MS,
    now = Date.now,
  }: { entries?: number; ttlMs?: number; now?: () => number } = {}) {
    this.#now = now;
    this.#pages = new LRUCache({ max: entries, ttl: ttlMs, ...lruClock(now) });
  }

  get(key: string): T | undefined {
    const kept = this.#pages.get(key);
    if (!kept) return undefined;
    if (this.#now() >= kept.until) {
      this.#pages.delete(key);
      return undefined;
    }
    return kept.page;
  }

  /** Keeps `page` under `key` for `ttlMs`, or until `until` (ms since the epoch) when that is sooner. */
  set(key: string, page: T, until: number | null = null): void {
    if (until !== null && until <= this.#now()) {
      this.#pages.delete(key);
      return;
    }
    this.#pages.set(key, { until: until ?? Infinity, page });
  }
}
