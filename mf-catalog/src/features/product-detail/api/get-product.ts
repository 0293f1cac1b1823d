import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi, queryKeys } from 'shared-contracts';

/** GET products/{productId}: the product with its variants (and their stock), images and category. */
export const getProductQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(productId),
    queryFn: () => catalogApi.product(productId),
  });

/** One product's details; nothing is fetched for an id that cannot exist. */
export const useProduct = (productId: number) =>
  useQuery({ ...getProductQueryOptions(productId), enabled: Number.isInteger(productId) && productId > 0 });
