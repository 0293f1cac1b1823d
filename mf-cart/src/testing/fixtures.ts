import { productSummaryFixture, variantFixture } from 'shared-contracts/testing/fixtures';
import type { CartItem, ProductSummary, Variant, WishlistItem } from 'shared-contracts';

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
