import { atom } from 'jotai';
import { cartAtom } from 'shop-runtime';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { CartItem } from 'shared-contracts/schemas/cart';
import type { ProductSummary, Variant } from 'shared-contracts/schemas/catalog';

declare module 'shop-runtime' {
  /** The shop runtime's one cart holds the contracts' cart lines (the runtime itself reads only quantities). */
  interface Register {
    cartItem: CartItem;
  }
}

export { cartAtom, cartCountAtom } from 'shop-runtime';
/** Derived and stateless: a second copy of the contracts computes the same total from the same cart. */
export const cartTotalAtom = atom((get) => cartTotal(get(cartAtom)));

/** Whether a cart line is the one for this product's variant (a cart holds one line a variant). */
export const isCartLine = (
  item: { product: { id: number }; variant: { id: number } },
  productId: number,
  variantId: number,
): boolean => item.product.id === productId && item.variant.id === variantId;

/** The unit price a shopper pays: sale_price when above 0, else regular_price. */
export const unitPrice = (variant: Pick<Variant, 'sale_price' | 'regular_price'>): number =>
  variant.sale_price > 0 ? variant.sale_price : variant.regular_price;

export const linePrice = (item: CartItem): number =>
  fromKobo(toKobo(unitPrice(item.variant)) * item.quantity);

export const cartTotal = (items: readonly CartItem[]): number =>
  fromKobo(items.reduce((sum, item) => sum + toKobo(unitPrice(item.variant)) * item.quantity, 0));

/** Adds a line, or increases the quantity of the same product and variant. */
export function addCartItem(
  items: readonly CartItem[],
  product: ProductSummary,
  variant: Variant,
  quantity = 1,
): CartItem[] {
  if (items.some((item) => isCartLine(item, product.id, variant.id))) {
    return items.map((item) =>
      isCartLine(item, product.id, variant.id) ? { ...item, quantity: item.quantity + quantity } : item,
    );
  }
  return [...items, { product, variant, quantity }];
}

export const removeCartItem = (
  items: readonly CartItem[],
  productId: number,
  variantId: number,
): CartItem[] => items.filter((item) => !isCartLine(item, productId, variantId));

export const clearCart = (): CartItem[] => [];

/** Sets a line's quantity; 0 or less removes it. */
export function updateCartItemQuantity(
  items: readonly CartItem[],
  productId: number,
  variantId: number,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return removeCartItem(items, productId, variantId);
  return items.map((item) => (isCartLine(item, productId, variantId) ? { ...item, quantity } : item));
}
