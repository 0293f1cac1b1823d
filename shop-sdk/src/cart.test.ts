import {
  addCartItem,
  cartTotal,
  clearCart,
  linePrice,
  removeCartItem,
  unitPrice,
  updateCartItemQuantity,
} from './cart';
import type { CartItem } from 'shared-contracts/schemas/cart';
import { productSummaryFixture, variantFixture } from 'shared-contracts/testing/fixtures';

const product = (id: number) => productSummaryFixture({ id });
const variant = (id: number, regular_price: number, sale_price = 0) =>
  variantFixture({ id, regular_price, sale_price });

describe('cart', () => {
  it('appends a new line with quantity 1 by default', () => {
    const items = addCartItem([], product(1), variant(10, 5000));
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(1);
  });

  it('merges the same product and variant, keeps different variants apart', () => {
    let items: CartItem[] = addCartItem([], product(1), variant(10, 5000));
    items = addCartItem(items, product(1), variant(10, 5000), 2);
    items = addCartItem(items, product(1), variant(11, 5000));
    expect(items.map((i) => [i.variant.id, i.quantity])).toEqual([
      [10, 3],
      [11, 1],
    ]);
  });

  it('removes, clears, and removes on quantity ≤ 0', () => {
    let items: CartItem[] = addCartItem(
      addCartItem([], product(1), variant(10, 1)),
      product(2),
      variant(20, 1),
    );
    expect(removeCartItem(items, 1, 10).map((i) => i.product.id)).toEqual([2]);
    expect(clearCart()).toEqual([]);
    items = updateCartItemQuantity(items, 2, 20, 5);
    expect(items.find((i) => i.product.id === 2)?.quantity).toBe(5);
    expect(updateCartItemQuantity(items, 2, 20, 0).map((i) => i.product.id)).toEqual([1]);
    expect(updateCartItemQuantity(items, 1, 10, -3).map((i) => i.product.id)).toEqual([2]);
  });

  it('prices a line at sale_price when above 0, else regular_price, exactly', () => {
    expect(unitPrice(variant(1, 15000, 12500))).toBe(12500);
    expect(unitPrice(variant(1, 15000, 0))).toBe(15000);
    const items = [
      { product: product(1), variant: variant(1, 0.1), quantity: 3 },
      { product: product(2), variant: variant(2, 19999.99, 0.2), quantity: 1 },
    ];
    expect(linePrice(items[0] as CartItem)).toBe(0.3);
    expect(cartTotal(items)).toBe(0.5);
  });
});
