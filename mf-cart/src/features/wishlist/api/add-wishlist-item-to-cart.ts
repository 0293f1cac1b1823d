import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { messages, type WishlistItem } from 'shared-contracts';
import { cartAtom, errorMessage, queryKeys, withToast, wishlistApi } from 'shop-sdk';
import { movedToCart } from '../wishlist.messages';

/**
 * Add to Cart on the wishlist moves the item: the server puts its chosen variant (or the first in stock) into the
 * cart and takes it off the wishlist in one step, and answers both lists. A second click finds it gone.
 */
export function useAddWishlistItemToCart() {
  const { formatMessage: t } = useIntl();
  const client = useQueryClient();
  const setCart = useSetAtom(cartAtom);
  return useMutation({
    mutationFn: ({ product }: WishlistItem) =>
      withToast(() => wishlistApi.moveToCart(product.id), {
        loading: messages.addingToCart,
        success: t(movedToCart, { name: product.name }),
        error: (error) => errorMessage(error, messages.addToCartFailed),
      }),
    onSuccess: ({ cart, wishlist }) => {
      client.setQueryData(queryKeys.wishlist.all, wishlist);
      setCart(cart.cart_items);
      void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
    // The server's lists are what count: after a refusal (out of stock, already moved), show them as they are.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.wishlist.all }),
  });
}
