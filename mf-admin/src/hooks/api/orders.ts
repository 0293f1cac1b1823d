import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, queryKeys, type OrderStatus } from 'shared-contracts';

export interface OrderListQuery {
  status?: OrderStatus;
  search?: string;
  page?: number;
  page_size?: number;
}

/** Prefix of every order list key, whatever its filters. */
const orderLists = queryKeys.admin.orders({}).slice(0, 2);

export const useOrders = (query: OrderListQuery) =>
  useQuery({
    queryKey: queryKeys.admin.orders(query),
    queryFn: () => adminApi.orders(query),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.order(id),
    queryFn: () => adminApi.order(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useSetOrderStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => adminApi.setOrderStatus(id, status),
    onSuccess: (order) => {
      client.setQueryData(queryKeys.admin.order(id), order);
      void client.invalidateQueries({ queryKey: orderLists });
      void client.invalidateQueries({ queryKey: queryKeys.admin.dashboard() });
      // Cancelling restocks, so product stock figures change too.
      void client.invalidateQueries({ queryKey: queryKeys.admin.products({}).slice(0, 2) });
    },
  });
}
