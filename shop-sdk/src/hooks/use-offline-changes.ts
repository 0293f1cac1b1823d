import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import {
  afterContent,
  isCartChange,
  loadedOfflineEngine,
  loadOfflineEngine,
  whenChangesStored,
  type QueuedChange,
} from 'shop-runtime';
import { loadWrites } from '../offline/writes';
import { sessionAtom } from '../session';
import { useIsSignedIn } from './use-hydrated';

const NONE: readonly QueuedChange[] = Object.freeze([]);
const none = () => NONE;
const noSubscription = () => () => undefined;

/**
 * The signed-in shopper's changes waiting to be sent, oldest first (docs/storefront.md §11.2). The queue's code is
 * fetched only once changes are stored on the device, so a shopper with none (and every public page) carries none
 * of it. None on the server and while hydrating, so the server's HTML is the same for everyone.
 */
export function usePendingChanges(): readonly QueuedChange[] {
  const access = useAtomValue(sessionAtom)?.tokens.access;
  const [engine, setEngine] = useState(loadedOfflineEngine);
  useEffect(() => {
    if (!access || engine) return;
    return whenChangesStored(() => void loadOfflineEngine().then(setEngine, () => undefined));
  }, [access, engine]);
  const all = useSyncExternalStore(
    engine?.subscribeToQueue ?? noSubscription,
    engine?.readQueue ?? none,
    none,
  );
  return useMemo(
    () => (engine ? engine.changesOf(all, engine.userOfAccessToken(access)) : NONE),
    [engine, all, access],
  );
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

/** Fetches the code of `loadWrites` once a shopper is signed in, a little after the page has its content. */
export function usePreloadedWrites(): void {
  const signedIn = useIsSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    return afterContent(() => void loadWrites().catch(() => undefined));
  }, [signedIn]);
}

/**
 * Keeps the signed-in shopper's waiting changes in the cart and sends them when a page starts, when they sign in,
 * when the connection returns and every 30 s while some wait (docs/storefront.md §11.2): the runtime's
 * `keepInSync`. Mounted once, by the shell, for the whole page; it starts only once changes are stored on the
 * device.
 */
export function useOfflineSync(): void {
  const store = useStore();
  const client = useQueryClient();
  const access = useAtomValue(sessionAtom)?.tokens.access;
  useEffect(() => {
    if (!access) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    // Fetched a little after the content, like the code that keeps a change: the first change may be kept offline,
    // when nothing can be fetched any more.
    const cancelPreload = afterContent(() => void loadWrites().catch(() => undefined));
    const cancel = whenChangesStored(
      () =>
        void loadWrites()
          .then(({ engine, adapter }) => {
            if (!stopped) stop = engine.keepInSync({ store, client, adapter });
          })
          .catch(() => undefined),
    );
    return () => {
      stopped = true;
      cancelPreload();
      cancel();
      stop?.();
    };
  }, [store, client, access]);
}
