import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { sessionAtom } from '../session';
import { afterContent } from './keys';
import type * as Queue from './queue';
import type { QueuedChange } from './queue';

/* The queue's code is fetched only for a signed-in shopper (`afterContent`): no public page carries it. */
let queueModule: typeof Queue | undefined;
const loadQueue = () =>
  import('./queue').then((loaded) => {
    queueModule = loaded;
    return loaded;
  });

const NONE: readonly QueuedChange[] = Object.freeze([]);
const none = () => NONE;
const noSubscription = () => () => undefined;
const isCartChange = ({ change }: QueuedChange) => change.kind.startsWith('cart-');

/**
 * The signed-in shopper's changes waiting to be sent, oldest first (docs/storefront.md §11.2). None on the server
 * and while hydrating, so the server's HTML is the same for everyone.
 */
export function usePendingChanges(): readonly QueuedChange[] {
  const access = useAtomValue(sessionAtom)?.tokens.access;
  const [queue, setQueue] = useState(queueModule);
  useEffect(() => {
    if (!access || queue) return;
    return afterContent(() => void loadQueue().then(setQueue, () => undefined));
  }, [access, queue]);
  const all = useSyncExternalStore(queue?.subscribeToQueue ?? noSubscription, queue?.readQueue ?? none, none);
  return useMemo(
    () => (queue ? queue.changesOf(all, queue.userOfAccessToken(access)) : NONE),
    [queue, all, access],
  );
}

/** Whether a change to this cart line is waiting to be sent. */
export const isCartLinePending = (
  pending: readonly QueuedChange[],
  productId: number,
  variantId: number,
): boolean =>
  pending.some(
    (entry) =>
      isCartChange(entry) &&
      entry.change.productId === productId &&
      'variantId' in entry.change &&
      entry.change.variantId === variantId,
  );

/** Whether a change to the cart (any line) is waiting to be sent. */
export const hasPendingCartChanges = (pending: readonly QueuedChange[]): boolean =>
  pending.some(isCartChange);

/** Whether a change to this wishlist item is waiting to be sent. */
export const isWishlistItemPending = (pending: readonly QueuedChange[], productId: number): boolean =>
  pending.some((entry) => !isCartChange(entry) && entry.change.productId === productId);

/**
 * Keeps the signed-in shopper's waiting changes in the cart and sends them when the connection returns
 * (`keepInSync`, fetched for a signed-in shopper, `afterContent`). Mounted by whatever is always on screen; several mounts
 * send each change once all the same.
 */
export function useSendChangesWhenOnline(): void {
  const store = useStore();
  const client = useQueryClient();
  const access = useAtomValue(sessionAtom)?.tokens.access;
  useEffect(() => {
    if (!access) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const cancel = afterContent(
      () =>
        void import('./sync')
          .then(({ keepInSync }) => {
            if (!stopped) stop = keepInSync({ store, client });
          })
          .catch(() => undefined),
    );
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [store, client, access]);
}
