import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, ordersApi, queryKeys } from 'shared-contracts';

/** GET orders/quote: what the cart would cost now; always asked afresh, since prices and stock move. */
export const getCheckoutQuoteQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.quote(), queryFn: ordersApi.quote, staleTime: 0 });

/** The signed-in shopper's quote, shown by the cart's summary and the checkout page. */
export const useCheckoutQuote = () => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getCheckoutQuoteQueryOptions(), enabled: authenticated });
};
