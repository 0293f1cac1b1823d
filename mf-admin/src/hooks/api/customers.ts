import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, queryKeys } from 'shared-contracts';

export interface CustomerListQuery {
  search?: string;
  page?: number;
  page_size?: number;
}

export const useCustomers = (query: CustomerListQuery) =>
  useQuery({
    queryKey: queryKeys.admin.customers(query),
    queryFn: () => adminApi.customers(query),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.customer(id ?? 0),
    queryFn: () => adminApi.customer(id ?? 0),
    enabled: id !== null,
  });
