import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { errorMessage, isAuthenticatedAtom, notify, queryKeys, wishlistApi } from 'shared-contracts';

export const getWishlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wishlist.all, queryFn: () => wishlistApi.list() });

/** The signed-in shopper's wishlist; nothing is fetched for anonymous shoppers. */
export const useWishlist = () => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getWishlistQueryOptions(), enabled: authenticated });
};

/** Adds or removes a product from the wishlist, then refreshes the list. */
export const useToggleWishlist = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, inWishlist }: { productId: number; inWishlist: boolean }) =>
      inWishlist ? wishlistApi.remove(productId) : wishlistApi.add(productId),
    onSuccess: (items, { inWishlist }) => {
      client.setQueryData(queryKeys.wishlist.all, items);
      notify.success(inWishlist ? 'Removed from wishlist!' : 'Added to wishlist!');
    },
    onError: (error, { inWishlist }) =>
      notify.error(
        errorMessage(error, inWishlist ? 'Failed to remove from wishlist!' : 'Failed to add to wishlist!'),
      ),
  });
};
