import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { WishlistItem } from 'shared-contracts/schemas/cart';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { OfflineChange } from 'shop-runtime';

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
export function showKeptInWishlist(client: QueryClient, change: WishlistChange) {
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

export const wishlistNameOf = (client: QueryClient, productId: number): string =>
  client.getQueryData<WishlistItem[]>(queryKeys.wishlist.all)?.find((item) => item.product.id === productId)
    ?.product.name ??
  cachedProduct(client, productId)?.name ??
  'This product';
