import type { QueryClient } from '@tanstack/react-query';
import type { kasuwaStore } from '../session';
import type { OfflineAdapter } from './adapter';
import { currentUserOf, failedWithoutAnswer, isOffline } from './connection';
import { changesOf, dequeueChange, enqueueChange, readQueue } from './queue';
import { sendQueuedChanges } from './replay';
import { isCartChange, KEPT_OFFLINE, type ChangeAnswer, type OfflineChange } from './types';

export interface SendOrKeep {
  store: typeof kasuwaStore;
  client: QueryClient;
  adapter: OfflineAdapter;
  /** The product's name, for what the shopper is told about the change when it is sent later. */
  name: string;
  change: OfflineChange;
  /** Sends the change now under `key` (the caller may wrap it in its toasts); the adapter's `send` by default. */
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
  adapter,
  name,
  change,
  send = (key) => adapter.send(change, key),
  onKept,
}: SendOrKeep): Promise<ChangeAnswer | typeof KEPT_OFFLINE> {
  const userId = currentUserOf(store);
  const keep = (key?: string) => {
    if (userId === null) return false;
    enqueueChange(userId, name, change, key);
    onKept?.();
    adapter.tell.kept();
    return true;
  };
  if (userId !== null && !isOffline() && changesOf(readQueue(), userId).length > 0) {
    enqueueChange(userId, name, change);
    onKept?.();
    void sendQueuedChanges({ store, client, adapter });
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

/** Clearing the cart supersedes the signed-in shopper's cart changes still waiting: they go. */
export function dropCartChanges(store: typeof kasuwaStore): void {
  for (const entry of changesOf(readQueue(), currentUserOf(store))) {
    if (isCartChange(entry.change)) dequeueChange(entry.key);
  }
}
