import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { cartAtom } from '../cart';
import { queryKeys } from '../query-keys';
import type { SignedInUser } from '../schemas/users';
import { sessionAtom } from '../session';
import {
  changesOf,
  isCartChange,
  readQueue,
  subscribeToQueue,
  userOfAccessToken,
  type QueuedChange,
} from './queue';
import { applyToCart, startReplay } from './state';

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
 * Keeps the shopper's waiting cart changes in the cart: a page that reads the profile sets the cart to the server's
 * lines (docs/storefront.md §4.2), which do not have them yet, so they are put back on top at once.
 */
function useWaitingChangesInCart(userId: string | null) {
  const store = useStore();
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const putBack = () => {
      const server = client.getQueryData<SignedInUser>(queryKeys.profile.me())?.cart.cart_items;
      // Exactly the server's lines (the same array): the waiting changes are not in them.
      if (!server || store.get(cartAtom) !== server) return;
      const waiting = changesOf(readQueue(), userId).filter(({ change }) => isCartChange(change));
      if (waiting.length > 0)
        store.set(
          cartAtom,
          applyToCart(
            server,
            waiting.map(({ change }) => change),
          ),
        );
    };
    putBack();
    return store.sub(cartAtom, putBack);
  }, [store, client, userId]);
}

/**
 * Sends the queued changes when the page starts, when a shopper signs in, whenever the connection returns
 * (`online`), and every OFFLINE_RETRY_MS while some wait; meanwhile keeps them in the cart. Mounted by whatever
 * is always on screen, before anything that reads the profile; several mounts send each change once all the same.
 */
export function useSendChangesWhenOnline(): void {
  const store = useStore();
  const client = useQueryClient();
  const userId = userOfAccessToken(useAtomValue(sessionAtom)?.tokens.access);
  useWaitingChangesInCart(userId);
  useEffect(() => {
    if (userId === null) return;
    const send = () => {
      if (changesOf(readQueue(), userId).length > 0) void startReplay({ store, client });
    };
    send();
    window.addEventListener('online', send);
    const retry = setInterval(send, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(retry);
    };
  }, [store, client, userId]);
}
