import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, ordersApi, queryKeys, type CheckoutQuoteQuery } from 'shared-contracts';

/**
 * GET orders/quote: what the cart would cost now (with the shopper's promo code, when given); always asked afresh,
 * since prices and stock move. Every quote's key starts with `queryKeys.orders.quote()`, so the cart's changes
 * refresh them all.
 */
export const getCheckoutQuoteQueryOptions = (query: CheckoutQuoteQuery = {}) =>
  queryOptions({
    queryKey: [...queryKeys.orders.quote(), query] as const,
    queryFn: () => ordersApi.quote(query),
    staleTime: 0,
    // Applying a code keeps the summary on screen until the new quote arrives.
    placeholderData: keepPreviousData,
  });

/** The signed-in shopper's quote, shown by the cart's summary and the checkout page. */
export const useCheckoutQuote = (query: CheckoutQuoteQuery = {}) => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getCheckoutQuoteQueryOptions(query), enabled: authenticated });
};
