import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi, queryKeys } from 'shared-contracts';

export const getProduct = (productId: number) => catalogApi.product(productId);

export const getProductQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(productId),
    queryFn: () => getProduct(productId),
  });

export const useProduct = (productId: number) =>
  useQuery({ ...getProductQueryOptions(productId), enabled: Number.isInteger(productId) && productId > 0 });
