import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wishlistApi } from '../endpoints';
import { errorMessage } from '../api-client';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import type { WishlistItem } from '../schemas/cart';
import { useIsSignedIn } from './use-hydrated';

/** GET products/wishlist. */
export const getWishlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wishlist.all, queryFn: () => wishlistApi.list() });

/** The signed-in shopper's wishlist; nothing is fetched for anonymous shoppers. */
export const useWishlist = () => {
  const authenticated = useIsSignedIn();
  return useQuery({ ...getWishlistQueryOptions(), enabled: authenticated });
};

/**
 * A wishlist write answers the whole list, which replaces the cached one (a refetch would fetch the same list
 * again). A failed write may have left the server's list unknown, so then the list key is invalidated.
 */
function useWishlistWrite<Variables>(
  write: (variables: Variables) => Promise<WishlistItem[]>,
  texts: (variables: Variables) => { success: string; error: string },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (items, variables) => {
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
    (productId: number) => wishlistApi.remove(productId),
    () => REMOVED,
  );

/** Adds a product (with the chosen variant, if any) to the wishlist, or removes it when it is already there. */
export const useToggleWishlist = () =>
  useWishlistWrite(
    ({ productId, variantId, inWishlist }: { productId: number; variantId?: number; inWishlist: boolean }) =>
      inWishlist ? wishlistApi.remove(productId) : wishlistApi.add(productId, variantId),
    ({ inWishlist }) => (inWishlist ? REMOVED : ADDED),
  );
