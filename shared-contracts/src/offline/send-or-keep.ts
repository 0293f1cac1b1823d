import type { QueryClient } from '@tanstack/react-query';
import { offlineMessages } from '../messages';
import { notify } from '../notify';
import type { kasuwaStore } from '../session';
import { sendChange, type ChangeAnswer } from './change-api';
import { changesOf, enqueueChange, readQueue, type OfflineChange } from './queue';
import { currentUserOf, failedWithoutAnswer, isOffline, startReplay } from './state';

import { KEPT_OFFLINE } from './writes';

export { sendChange } from './change-api';
export { failedWithoutAnswer } from './state';
export { showKeptInWishlist, wishlistNameOf } from './wishlist-kept';

export interface SendOrKeep {
  store: typeof kasuwaStore;
  client: QueryClient;
  /** The product's name, for what the shopper is told about the change when it is sent later. */
  name: string;
  change: OfflineChange;
  /** Sends the change now under `key` (the caller may wrap it in its toasts); `sendChange` by default. */
  send?: (key: string) => Promise<ChangeAnswer>;
  /** Shows the kept change (the cart line is changed already; the wishlist shows it here). */
  onKept?: () => void;
}

/**
 * A shopper's cart or wishlist change (docs/storefront.md §11.2): sent now, with an idempotency key, or kept on
 * the device when there is no connection, or when earlier changes still wait (so they all reach the server in
 * order). A request that got no answer is kept under the key it was sent with: if it did arrive, its replay
 * changes nothing. A signed-out shopper's change is never kept. Refusals and server failures are the caller's.
 */
export async function sendOrKeep({
  store,
  client,
  name,
  change,
  send = (key) => sendChange(change, key),
  onKept,
}: SendOrKeep): Promise<ChangeAnswer | typeof KEPT_OFFLINE> {
  const userId = currentUserOf(store);
  const keep = (key?: string) => {
    if (userId === null) return false;
    enqueueChange(userId, name, change, key);
    onKept?.();
    notify.info(offlineMessages.changeKeptOffline);
    return true;
  };
  if (userId !== null && !isOffline() && changesOf(readQueue(), userId).length > 0) {
    enqueueChange(userId, name, change);
    onKept?.();
    void startReplay({ store, client });
    return KEPT_OFFLINE;
  }
  if (isOffline() && keep()) return KEPT_OFFLINE;
  const key = globalThis.crypto.randomUUID();
  try {
    return await send(key);
  } catch (error) {
    if (failedWithoutAnswer(error) && keep(key)) return KEPT_OFFLINE;
    throw error;
  }
}
