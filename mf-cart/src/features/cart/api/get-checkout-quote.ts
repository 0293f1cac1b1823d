import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type CheckoutQuote, type CheckoutQuoteQuery } from 'shared-contracts';
import { isAuthenticatedAtom, ordersApi, queryKeys } from 'shop-sdk';

/** GET orders/quote: what the cart would cost now; always asked afresh, since prices and stock move. */
export const getCheckoutQuoteQueryOptions = (query: CheckoutQuoteQuery = {}) =>
  queryOptions({
    queryKey: Object.keys(query).length === 0 ? queryKeys.orders.quote() : queryKeys.orders.quoteFor(query),
    queryFn: (): Promise<CheckoutQuote> => ordersApi.quote(query),
    staleTime: 0,
  });

/**
 * The signed-in shopper's quote, shown by the cart's summary and the checkout page: for the state, delivery and
 * station chosen (the checkout page asks again when they change, showing the last answer meanwhile).
 */
export const useCheckoutQuote = (query: CheckoutQuoteQuery = {}) => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({
    ...getCheckoutQuoteQueryOptions(query),
    enabled: authenticated,
    placeholderData: keepPreviousData,
  });
};
