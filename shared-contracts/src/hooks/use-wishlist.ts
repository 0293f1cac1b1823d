import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { wishlistApi } from '../endpoints';
import { errorMessage } from '../api-client';
import { notify } from '../notify';
import type { OfflineChange } from '../offline/queue';
import { KEPT_OFFLINE, loadWrites, usePreloadedWrites } from '../offline/writes';
import { usePendingChanges } from '../offline/use-offline-changes';
import { queryKeys } from '../query-keys';
import type { WishlistItem } from '../schemas/cart';
import type { Product } from '../schemas/catalog';
import type { Paginated } from '../schemas/common';
import { useIsSignedIn } from './use-hydrated';

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

/** A product the page already shows (its details, or a listing's entry), from the query cache. */
function cachedProduct(client: QueryClient, productId: number): Product | undefined {
  for (const [, data] of client.getQueriesData<Product | Paginated<Product>>({
    queryKey: queryKeys.products.all,
  })) {
    if (!data) continue;
    const found = 'results' in data ? data.results.find((p) => p.id === productId) : data;
    if (found?.id === productId) return found;
  }
  return undefined;
}

/** Shows a kept change in the cached wishlist at once: a removed item goes, an added one shows when known. */
function showKept(client: QueryClient, change: WishlistChange) {
  client.setQueryData<WishlistItem[]>(queryKeys.wishlist.all, (items = []) => {
    const others = items.filter((item) => item.product.id !== change.productId);
    if (change.kind === 'wishlist-remove') return others;
    const product = cachedProduct(client, change.productId);
    if (!product) return items;
    const { description: _d, images: _i, variants, ...summary } = product;
    const variant = variants.find((v) => v.id === change.variantId) ?? null;
    return [{ product: summary, variant, added_at: new Date().toISOString() }, ...others];
  });
}

const nameOf = (client: QueryClient, productId: number): string =>
  client.getQueryData<WishlistItem[]>(queryKeys.wishlist.all)?.find((item) => item.product.id === productId)
    ?.product.name ??
  cachedProduct(client, productId)?.name ??
  'This product';

/**
 * A wishlist write answers the whole list, which replaces the cached one (a refetch would fetch the same list
 * again). A failed write may have left the server's list unknown, so then the list key is invalidated.
 *
 * Without a connection (docs/storefront.md §11.2) the change is kept on the device instead (`sendOrKeep`) and
 * shown at once.
 */
function useWishlistWrite<Variables>(
  toChange: (variables: Variables) => WishlistChange,
  texts: (variables: Variables) => { success: string; error: string },
) {
  const client = useQueryClient();
  usePreloadedWrites();
  const store = useStore();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (variables: Variables): Promise<WishlistItem[] | null> => {
      const change = toChange(variables);
      const { sendOrKeep } = await loadWrites();
      const answer = await sendOrKeep({
        store,
        client,
        name: nameOf(client, change.productId),
        change,
        onKept: () => showKept(client, change),
      });
      return answer !== KEPT_OFFLINE && 'wishlist' in answer ? answer.wishlist : null;
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

const REMOVED = { success: 'Removed from wishlist!', error: 'Failed to remove from wishlist!' };
const ADDED = { success: 'Added to wishlist!', error: 'Failed to add to wishlist!' };

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
