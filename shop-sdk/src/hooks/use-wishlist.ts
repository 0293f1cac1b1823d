import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { wishlistApi } from '../endpoints';
import { errorMessage } from '../api-client';
import { notify } from '../notify';
import { KEPT_OFFLINE, type OfflineChange } from 'shop-runtime';
import { loadWrites } from '../offline/writes';
import { queryKeys } from '../query-keys';
import type { WishlistItem } from 'shared-contracts/schemas/cart';
import { useIsSignedIn } from './use-hydrated';
import { usePendingChanges, usePreloadedWrites } from './use-offline-changes';
import { sdkMessages } from '../sdk.messages';
import { words, type ToastText } from '../words';

/** GET products/wishlist. */
export const getWishlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wishlist.all, queryFn: () => wishlistApi.list() });

/**
 * The signed-in shopper's wishlist; nothing is fetched for anonymous shoppers. An item whose last waiting change
 * removes it is left out, even when the list is fetched again before that change is sent.
 */
export const useWishlist = () => {
  const authenticated = useIsSignedIn();
  const pending = usePendingChanges();
  const removed = [
    ...pending.reduce((last, { change }) => {
      if (change.kind === 'wishlist-add' || change.kind === 'wishlist-remove')
        last.set(change.productId, change.kind);
      return last;
    }, new Map<number, string>()),
  ]
    .flatMap(([productId, kind]) => (kind === 'wishlist-remove' ? [productId] : []))
    .join(',');
  const select = useCallback(
    (items: WishlistItem[]) => {
      const gone = new Set(removed.split(',').filter(Boolean).map(Number));
      return gone.size === 0 ? items : items.filter((item) => !gone.has(item.product.id));
    },
    [removed],
  );
  return useQuery({ ...getWishlistQueryOptions(), enabled: authenticated, select });
};

type WishlistChange = Extract<OfflineChange, { kind: 'wishlist-add' | 'wishlist-remove' }>;

/**
 * A wishlist write answers the whole list, which replaces the cached one (a refetch would fetch the same list
 * again). A failed write may have left the server's list unknown, so then the list key is invalidated.
 *
 * Without a connection (docs/storefront.md §11.2) the change is kept on the device instead (`sendOrKeep`) and
 * shown at once.
 */
function useWishlistWrite<Variables>(
  toChange: (variables: Variables) => WishlistChange,
  texts: (variables: Variables) => { success: ToastText; error: ToastText },
) {
  const client = useQueryClient();
  usePreloadedWrites();
  const store = useStore();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (variables: Variables): Promise<WishlistItem[] | null> => {
      const change = toChange(variables);
      const { engine, adapter, wishlist } = await loadWrites();
      const answer = await engine.sendOrKeep({
        store,
        client,
        adapter,
        name: wishlist.wishlistNameOf(client, change.productId),
        change,
        onKept: () => wishlist.showKeptInWishlist(client, change),
      });
      return answer !== KEPT_OFFLINE && 'wishlist' in answer ? (answer.wishlist as WishlistItem[]) : null;
    },
    onSuccess: (items, variables) => {
      if (items === null) return;
      client.setQueryData(queryKeys.wishlist.all, items);
      notify.success(texts(variables).success);
    },
    onError: (error, variables) => {
      notify.error(errorMessage(error, texts(variables).error));
      void client.invalidateQueries({ queryKey: queryKeys.wishlist.all });
    },
  });
}

const REMOVED = {
  success: words(sdkMessages.removedFromWishlist),
  error: words(sdkMessages.removeFromWishlistFailed),
};
const ADDED = { success: words(sdkMessages.addedToWishlist), error: words(sdkMessages.addToWishlistFailed) };

/** Removes a product from the wishlist. */
export const useRemoveFromWishlist = () =>
  useWishlistWrite(
    (productId: number): WishlistChange => ({ kind: 'wishlist-remove', productId }),
    () => REMOVED,
  );

/** Adds a product (with the chosen variant, if any) to the wishlist, or removes it when it is already there. */
export const useToggleWishlist = () =>
  useWishlistWrite(
    ({
      productId,
      variantId,
      inWishlist,
    }: {
      productId: number;
      variantId?: number;
      inWishlist: boolean;
    }): WishlistChange =>
      inWishlist
        ? { kind: 'wishlist-remove', productId }
        : { kind: 'wishlist-add', productId, ...(variantId === undefined ? {} : { variantId }) },
    ({ inWishlist }) => (inWishlist ? REMOVED : ADDED),
  );
