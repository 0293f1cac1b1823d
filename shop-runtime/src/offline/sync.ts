import type { QueryClient } from '@tanstack/react-query';
import { cartAtom } from '../cart';
import type { kasuwaStore } from '../session';
import type { OfflineAdapter } from './adapter';
import { currentUserOf } from './connection';
import { changesOf, readQueue } from './queue';
import { sendQueuedChanges } from './replay';
import { isCartChange } from './types';

/**
 * How often changes kept after a server failure, or a request that got no answer while the device still said it
 * was online, are tried again (the `online` event never comes for them).
 */
export const OFFLINE_RETRY_MS = 30_000;

/**
 * While the signed-in shopper stays signed in: sends their waiting changes now, whenever the connection returns
 * (`online`) and every OFFLINE_RETRY_MS while some wait; and keeps those changes in the cart: a page that reads the
 * profile sets the cart to the server's lines (docs/storefront.md §4.2), which do not have them yet, so they are
 * put back on top at once. Answers what stops it all.
 */
export function keepInSync({
  store,
  client,
  adapter,
}: {
  store: typeof kasuwaStore;
  client: QueryClient;
  adapter: OfflineAdapter;
}): () => void {
  const userId = currentUserOf(store);
  if (userId === null) return () => undefined;
  const putBack = () => {
    const server = adapter.cachedServerCart(client);
    // Exactly the server's lines (the same array): the waiting changes are not in them.
    if (!server || store.get(cartAtom) !== server) return;
    const waiting = changesOf(readQueue(), userId).filter(({ change }) => isCartChange(change));
    if (waiting.length > 0) {
      store.set(
        cartAtom,
        adapter.applyToCart(
          server,
          waiting.map(({ change }) => change),
        ),
      );
    }
  };
  const send = () => {
    if (changesOf(readQueue(), userId).length > 0) void sendQueuedChanges({ store, client, adapter });
  };
  putBack();
  const unsubscribe = store.sub(cartAtom, putBack);
  send();
  window.addEventListener('online', send);
  const retry = setInterval(send, OFFLINE_RETRY_MS);
  return () => {
    unsubscribe();
    window.removeEventListener('online', send);
    clearInterval(retry);
  };
}
