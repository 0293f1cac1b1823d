import { useIsMutating } from '@tanstack/react-query';
import type { CheckoutQuote, CheckoutQuoteLine } from 'shared-contracts';
import { useCheckoutQuote } from './get-checkout-quote';

/** Naira amounts from the server and from the cart agree to the kobo. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The server's quote of the cart (GET orders/quote, shared by the lines and the summary: one request), once it
 * prices the cart shown: `quote` is undefined while it catches up with a change (`waiting`) or when the server
 * could not be asked (`unavailable`: failed, or waiting for a connection), so the cart never states a rule of its
 * own.
 */
export function useCartQuote(subtotal: number): {
  quote: CheckoutQuote | undefined;
  status: 'ready' | 'waiting' | 'unavailable';
} {
  const quote = useCheckoutQuote();
  const changing = useIsMutating() > 0;
  if (quote.data && sameAmount(quote.data.subtotal, subtotal)) return { quote: quote.data, status: 'ready' };
  if ((quote.isError && !quote.isFetching) || quote.fetchStatus === 'paused')
    return { quote: undefined, status: 'unavailable' };
  if (quote.data && !quote.isFetching && !changing) return { quote: quote.data, status: 'ready' };
  return { quote: undefined, status: 'waiting' };
}

/** The quote's line for a product's variant. */
export const quoteLineOf = (
  quote: CheckoutQuote | undefined,
  productId: number,
  variantId: number,
): CheckoutQuoteLine | undefined =>
  quote?.items.find((line) => line.product_id === productId && line.variant_id === variantId);
