import { loadOfflineEngine, type OfflineEngine } from 'shop-runtime';
import type { offlineAdapter } from './adapter';
import type * as WishlistKept from './wishlist-kept';

export interface Writes {
  engine: OfflineEngine;
  adapter: typeof offlineAdapter;
  wishlist: typeof WishlistKept;
}

let writes: Promise<Writes> | undefined;

/**
 * The code that sends a change or keeps it on the device: the runtime's engine and the shop's side of it. An
 * anonymous visitor never needs it, so no public page carries it; it is fetched a little after a signed-in
 * shopper's page has its content (`usePreloadedWrites`), so it is there when the connection goes.
 */
export function loadWrites(): Promise<Writes> {
  writes ??= Promise.all([loadOfflineEngine(), import('./adapter'), import('./wishlist-kept')]).then(
    ([engine, { offlineAdapter: adapter }, wishlist]) => ({ engine, adapter, wishlist }),
    (error: unknown) => {
      writes = undefined;
      throw error;
    },
  );
  return writes;
}
