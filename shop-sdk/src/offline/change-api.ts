import { apiClient, unwrap } from '../api-client';
import type { Cart, WishlistItem } from 'shared-contracts/schemas/cart';
import type { Envelope } from 'shared-contracts/schemas/common';
import type { OfflineChange } from 'shop-runtime';

export type ChangeAnswer = { cart: Cart } | { wishlist: WishlistItem[] };

/** Sends one change under its Idempotency-Key; answers the cart or the wishlist as the server now has it. */
export async function sendChange(change: OfflineChange, key: string): Promise<ChangeAnswer> {
  const config = { headers: { 'Idempotency-Key': key } };
  switch (change.kind) {
    case 'cart-add': {
      const body = { product_id: change.productId, variant_id: change.variantId, quantity: change.quantity };
      return { cart: unwrap(await apiClient.post<Envelope<Cart>>('products/add-to-cart', body, config)) };
    }
    case 'cart-quantity': {
      const body = { product_id: change.productId, variant_id: change.variantId, quantity: change.quantity };
      const url = 'products/update-cart-quantity';
      return { cart: unwrap(await apiClient.patch<Envelope<Cart>>(url, body, config)) };
    }
    case 'cart-remove': {
      const url = `products/remove-from-cart/${change.productId}/${change.variantId}`;
      return { cart: unwrap(await apiClient.delete<Envelope<Cart>>(url, config)) };
    }
    case 'wishlist-add': {
      const body =
        change.variantId === undefined
          ? { product_id: change.productId }
          : { product_id: change.productId, variant_id: change.variantId };
      const url = 'products/add-to-wishlist';
      return { wishlist: unwrap(await apiClient.post<Envelope<WishlistItem[]>>(url, body, config)) };
    }
    case 'wishlist-remove': {
      const url = `products/remove-from-wishlist/${change.productId}`;
      return { wishlist: unwrap(await apiClient.delete<Envelope<WishlistItem[]>>(url, config)) };
    }
  }
}
