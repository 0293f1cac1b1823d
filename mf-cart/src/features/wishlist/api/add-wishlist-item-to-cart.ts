import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  getProductQueryOptions,
  notify,
  useAddToCart,
  type WishlistItem,
} from 'shared-contracts';

/**
 * A wishlist entry knows its product but not a variant: the product's details are fetched (or read from the
 * cache) and its first variant in stock goes into the cart.
 */
export function useAddWishlistItemToCart() {
  const client = useQueryClient();
  const { addToCart } = useAddToCart();
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const add = async ({ product }: WishlistItem) => {
    setLoadingId(product.id);
    try {
      const detail = await client.fetchQuery(getProductQueryOptions(product.id));
      const variant = detail.variants.find((v) => v.stock > 0);
      if (!variant) {
        notify.error(`${product.name} is out of stock`);
        return;
      }
      const { price: _price, in_stock: _inStock, ...summary } = product;
      addToCart({ product: summary, variant });
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to add to cart!'));
    } finally {
      setLoadingId(null);
    }
  };

  return { add, loadingId };
}
