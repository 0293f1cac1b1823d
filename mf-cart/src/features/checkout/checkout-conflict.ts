import { useLocation } from 'react-router-dom';
import { isCartLine } from 'shop-sdk';

/** The cart line a 409 stopped on, from the answer's structured `conflict` field (never from its sentence). */
export interface StoppedLine {
  productId: number;
  variantId: number;
  /** `unavailable`: the product was withdrawn, so the line must go; `stock`: more than the stock is asked for. */
  reason: 'unavailable' | 'stock';
}

/** What checkout hands the cart after a 409: the server's sentence and the line it stopped on, when it names one. */
export interface CheckoutConflict {
  message: string;
  line?: StoppedLine | undefined;
}

const isLine = (value: unknown): value is StoppedLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<Record<keyof StoppedLine, unknown>>;
  return (
    typeof line.productId === 'number' &&
    typeof line.variantId === 'number' &&
    (line.reason === 'unavailable' || line.reason === 'stock')
  );
};

const isConflict = (value: unknown): value is CheckoutConflict =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string' &&
  ((value as { line?: unknown }).line === undefined || isLine((value as { line?: unknown }).line));

/**
 * The cart line that still stops the order: the one the conflict names, while it is in the cart and not yet
 * fixed (a withdrawn product's line removed; a short line brought down to the stock there is).
 */
export function stillStopping<
  T extends { product: { id: number }; variant: { id: number; stock: number }; quantity: number },
>(line: StoppedLine, items: T[]): T | undefined {
  const item = items.find((i) => isCartLine(i, line.productId, line.variantId));
  if (!item) return undefined;
  return line.reason === 'unavailable' || item.quantity > item.variant.stock ? item : undefined;
}

/** The conflict checkout sent the shopper back with, if any (it lives in the history entry, so a reload keeps it). */
export function useCheckoutConflict(): CheckoutConflict | undefined {
  const { state } = useLocation() as { state: unknown };
  if (typeof state !== 'object' || state === null) return undefined;
  const conflict = (state as { checkoutConflict?: unknown }).checkoutConflict;
  return isConflict(conflict) ? conflict : undefined;
}
