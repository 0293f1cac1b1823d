import { productSummaryFixture, variantFixture } from 'shared-contracts/testing/fixtures';
import type { CartItem, ProductSummary, SignedInUser, Variant, WishlistItem } from 'shared-contracts';

export const summary = (id: number, name: string): ProductSummary => productSummaryFixture({ id, name });

export const variant = (id: number, over: Partial<Variant> = {}): Variant =>
  variantFixture({ id, regular_price: 10000, ...over });

export const line = (product: ProductSummary, v: Variant, quantity: number): CartItem => ({
  product,
  variant: v,
  quantity,
});

export const wishlistItem = (
  product: ProductSummary,
  price: number,
  inStock = true,
  chosen: Variant | null = null,
): WishlistItem => ({
  product: { ...product, price, in_stock: inStock },
  variant: chosen,
  added_at: '2026-11-20T10:00:00.000Z',
});

/** The signed-in shopper GET users/me answers, with the cart the server holds. */
export const shopperProfile = (cartItems: CartItem[]): SignedInUser => ({
  id: 1,
  email: 'shopper@kasuwa.test',
  username: 'shopper',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: null,
  role: 'REGULAR',
  date_joined: '2026-01-01T00:00:00.000Z',
  email_verified_at: '2026-01-01T00:05:00.000Z',
  cart: { id: 1, cart_items: cartItems },
});
