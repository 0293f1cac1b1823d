/** Rendered pages kept, least recently used dropped first. */
export const CACHE_ENTRIES = 500;
/** The longest a cached page is served, whatever the catalogue's generation says, in ms. */
export const CACHE_TTL_MS = 60_000;

/** The normalised key of a page: its path and its query's parameters in order. */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://shop');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/** Anonymous pages as rendered, by key, each served for at most `ttlMs`, the least recently used dropped first. */
export class PageCache<T> {
  readonly #pages = new Map<string, { at: number; page: T }>();
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
    if (this.#now() - kept.at > this.#ttlMs) return undefined;
    this.#pages.set(key, kept);
    return kept.page;
  }

  set(key: string, page: T): void {
    this.#pages.delete(key);
    this.#pages.set(key, { at: this.#now(), page });
    if (this.#pages.size > this.#entries) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
  }
}
