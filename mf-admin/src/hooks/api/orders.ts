import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderStatus, type OrderStatusChange } from 'shared-contracts';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export interface OrderListQuery {
  status?: OrderStatus;
  search?: string;
  page?: number;
  page_size?: number;
}

export const useOrders = (query: OrderListQuery) =>
  useQuery({
    queryKey: adminKeys.orders.list(query),
    queryFn: () => adminApi.orders(query),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: adminKeys.orders.detail(id),
    queryFn: () => adminApi.order(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useSetOrderStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) => adminApi.setOrderStatus(id, change),
    onSuccess: (order) => {
      client.setQueryData(adminKeys.orders.detail(id), order);
      void client.invalidateQueries({ queryKey: adminKeys.orders.lists() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
      // Cancelling restocks, so product stock figures change too.
      void client.invalidateQueries({ queryKey: adminKeys.products.all });
      // Cancelling a paid pay-now order refunds it.
      void client.invalidateQueries({ queryKey: adminKeys.payments.all });
    },
  });
}
