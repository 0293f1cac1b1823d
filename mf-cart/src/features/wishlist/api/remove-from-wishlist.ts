import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, notify, queryKeys, wishlistApi } from 'shared-contracts';

export const useRemoveFromWishlist = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => wishlistApi.remove(productId),
    onSuccess: (items) => {
      client.setQueryData(queryKeys.wishlist.all, items);
      notify.success('Removed from wishlist!');
    },
    onError: (error) => notify.error(errorMessage(error, 'Failed to remove from wishlist!')),
  });
};
