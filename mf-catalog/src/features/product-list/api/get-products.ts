import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi, queryKeys, type ProductListQuery } from 'shared-contracts';

export const getProducts = (query: ProductListQuery) => catalogApi.products(query);

export const getProductsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: () => getProducts(query),
  });

/** GET products; the previous page stays on screen while the next one loads. */
export const useProducts = (query: ProductListQuery) =>
  useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData });
