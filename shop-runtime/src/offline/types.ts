import type { RegisteredCartItem } from '../cart';

/*
 * The runtime reads no schemas: a change's product and variant are the cart line's, as shared-contracts registers
 * them (`Register['cartItem']`), so a queued change and a cart line always have the same shape.
 */
export type CartProduct = RegisteredCartItem extends { product: infer P } ? P : { id: number; name: string };
export type CartVariant = RegisteredCartItem extends { variant: infer V } ? V : { id: number };

interface Line {
  productId: number;
  variantId: number;
}

/** A cart or wishlist change made without a connection (docs/storefront.md §11.2). */
export type OfflineChange =
  // The product and variant are what the line shows until the server answers, after a reload too.
  | (Line & { kind: 'cart-add'; quantity: number; product: CartProduct; variant: CartVariant })
  | (Line & { kind: 'cart-quantity'; quantity: number })
  | (Line & { kind: 'cart-remove' })
  | { kind: 'wishlist-add'; productId: number; variantId?: number }
  | { kind: 'wishlist-remove'; productId: number };

export interface QueuedChange {
  /** The Idempotency-Key, made when the shopper acted. */
  key: string;
  /** The `sub` of the access token of the shopper who made it: only their session ever sends it. */
  userId: string;
  /** The product's name, for what the shopper is told about it. */
  name: string;
  madeAt: number;
  change: OfflineChange;
}

/** What the server answers a sent change: the cart or the wishlist as it now has it. */
export type ChangeAnswer = { cart: { cart_items: RegisteredCartItem[] } } | { wishlist: readonly unknown[] };

/** What a cart or wishlist change answers when it was kept on the device instead of sent. */
export const KEPT_OFFLINE = 'kept-offline' as const;

export const isCartChange = (change: OfflineChange): boolean => change.kind.startsWith('cart-');
