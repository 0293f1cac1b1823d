import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom, ordersApi, queryKeys } from 'shop-sdk';

/** GET orders/{id}: one of the signed-in shopper's orders. */
export const getOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: () => ordersApi.detail(id) });

export const useOrder = (id: number) => {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({ ...getOrderQueryOptions(id), enabled: authenticated });
};
