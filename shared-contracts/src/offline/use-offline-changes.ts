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

const NONE: readonly QueuedChange[] = Object.freeze([]);

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
 * Keeps the signed-in shopper's waiting changes in the cart and sends them when the connection returns (`keepInSync`,
 * fetched only once someone is signed in). Mounted by whatever is always on screen; several mounts send each change
 * once all the same.
 */
export function useSendChangesWhenOnline(): void {
  const store = useStore();
  const client = useQueryClient();
  const userId = userOfAccessToken(useAtomValue(sessionAtom)?.tokens.access);
  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./sync')
      .then(({ keepInSync }) => {
        if (!stopped) stop = keepInSync({ store, client, userId });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [store, client, userId]);
}
