import type { OfflineChange } from 'shop-runtime';
import { addCartItem, removeCartItem, updateCartItemQuantity } from '../cart';
import type { CartItem } from 'shared-contracts/schemas/cart';

/** The cart as it will be once the queued changes are applied: what the shopper sees meanwhile. */
export function applyToCart(items: readonly CartItem[], changes: readonly OfflineChange[]): CartItem[] {
  return changes.reduce<CartItem[]>(
    (cart, change) => {
      switch (change.kind) {
        case 'cart-add':
          return addCartItem(cart, change.product, change.variant, change.quantity);
        case 'cart-quantity':
          return updateCartItemQuantity(cart, change.productId, change.variantId, change.quantity);
        case 'cart-remove':
          return removeCartItem(cart, change.productId, change.variantId);
        default:
          return cart;
      }
    },
    [...items],
  );
}
