import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { sessionAtom } from '../session';
import {
  changesOf,
  isCartChange,
  readQueue,
  subscribeToQueue,
  userOfAccessToken,
  type QueuedChange,
} from './queue';
import { sendQueuedChanges } from './replay';

const NONE: readonly QueuedChange[] = Object.freeze([]);

/**
 * How often changes kept after a server failure, or a request that got no answer while the device still said it
 * was online, are tried again (the `online` event never comes for them).
 */
export const OFFLINE_RETRY_MS = 30_000;

/**
 * The signed-in shopper's changes waiting to be sent, oldest first (docs/storefront.md §11.2). None on the server
 * and while hydrating, so the server's HTML is the same for everyone.
 */
export function usePendingChanges(): readonly QueuedChange[] {
  const all = useSyncExternalStore(subscribeToQueue, readQueue, () => NONE);
  const userId = userOfAccessToken(useAtomValue(sessionAtom)?.tokens.access);
  return useMemo(() => changesOf(all, userId), [all, userId]);
}

/** Whether a change to this cart line is waiting to be sent. */
export const isCartLinePending = (
  pending: readonly QueuedChange[],
  productId: number,
  variantId: number,
): boolean =>
  pending.some(
    ({ change }) =>
      isCartChange(change) &&
      change.productId === productId &&
      'variantId' in change &&
      change.variantId === variantId,
  );

/** Whether a change to the cart (any line) is waiting to be sent. */
export const hasPendingCartChanges = (pending: readonly QueuedChange[]): boolean =>
  pending.some(({ change }) => isCartChange(change));

/** Whether a change to this wishlist item is waiting to be sent. */
export const isWishlistItemPending = (pending: readonly QueuedChange[], productId: number): boolean =>
  pending.some(({ change }) => !isCartChange(change) && change.productId === productId);

/**
 * Sends the queued changes when the page starts, when a shopper signs in, whenever the connection returns
 * (`online`), and every OFFLINE_RETRY_MS while some wait. Mounted by whatever is always on screen; several mounts
 * send each change once all the same.
 */
export function useSendChangesWhenOnline(): void {
  const store = useStore();
  const client = useQueryClient();
  const userId = userOfAccessToken(useAtomValue(sessionAtom)?.tokens.access);
  useEffect(() => {
    if (userId === null) return;
    const send = () => void sendQueuedChanges({ store, client });
    send();
    window.addEventListener('online', send);
    const retry = setInterval(() => {
      if (changesOf(readQueue(), userId).length > 0) send();
    }, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(retry);
    };
  }, [store, client, userId]);
}
