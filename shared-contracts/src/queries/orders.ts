import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ordersApi } from '../endpoints';
import { queryKeys } from '../query-keys';
import { isAuthenticatedAtom } from '../session';

/** GET orders?page: the shopper's orders, newest first. */
export const getOrdersQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeys.orders.list(page), queryFn: () => ordersApi.list({ page }) });

/** GET orders/{id} */
export const getOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => ordersApi.detail(id) });

/** GET orders/quote: always asked afresh, since prices and stock move. */
export const getCheckoutQuoteQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.quote(), queryFn: ordersApi.quote, staleTime: 0 });

/** One page of the signed-in shopper's orders; the previous page stays shown while the next loads. */
export const useOrders = (page: number) => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({
    ...getOrdersQueryOptions(page),
    enabled: authenticated,
    placeholderData: keepPreviousData,
  });
};

export const useOrder = (id: number) => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getOrderQueryOptions(id), enabled: authenticated });
};

export const useCheckoutQuote = () => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getCheckoutQuoteQueryOptions(), enabled: authenticated });
};
