import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export interface CustomerListQuery {
  search?: string;
  page?: number;
  page_size?: number;
}

export const useCustomers = (query: CustomerListQuery) =>
  useQuery({
    queryKey: adminKeys.customers.list(query),
    queryFn: () => adminApi.customers(query),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.customers.detail(id ?? 0),
    queryFn: () => adminApi.customer(id ?? 0),
    enabled: id !== null,
  });
