import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, queryKeys, wishlistApi } from 'shared-contracts';

export const getWishlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wishlist.all, queryFn: () => wishlistApi.list() });

/** GET products/wishlist, only for signed-in shoppers. */
export const useWishlist = () => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getWishlistQueryOptions(), enabled: authenticated });
};
