import { useLocation } from 'react-router-dom';

/** What checkout hands the cart after a 409: the server's sentence and the product it names, when it names one. */
export interface CheckoutConflict {
  message: string;
  productId?: number | undefined;
}

const isConflict = (value: unknown): value is CheckoutConflict =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string' &&
  ['number', 'undefined'].includes(typeof (value as { productId?: unknown }).productId);

/** The conflict checkout sent the shopper back with, if any (it lives in the history entry, so a reload keeps it). */
export function useCheckoutConflict(): CheckoutConflict | undefined {
  const { state } = useLocation() as { state: unknown };
  if (typeof state !== 'object' || state === null) return undefined;
  const conflict = (state as { checkoutConflict?: unknown }).checkoutConflict;
  return isConflict(conflict) ? conflict : undefined;
}
