import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, ordersApi, queryKeys } from 'shop-sdk';

/** GET orders?page: the shopper's orders, newest first. */
export const getOrdersQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeys.orders.list(page), queryFn: () => ordersApi.list({ page }) });

/** One page of the signed-in shopper's orders; the previous page stays shown while the next loads. */
export const useOrders = (page: number) => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({
    ...getOrdersQueryOptions(page),
    enabled: authenticated,
    placeholderData: keepPreviousData,
  });
};
