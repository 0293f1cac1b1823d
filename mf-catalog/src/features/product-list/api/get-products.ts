import { useDeferredValue } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Paginated, type Product, type ProductListQuery } from 'shared-contracts';
import { catalogApi, queryKeys } from 'shop-sdk';

export const getProducts = (query: ProductListQuery) => catalogApi.products(query);

/** GET products/facets: the facets of the listing the query narrows to (see `facetQueryOf`). */
export const getFacetsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.facets(query),
    queryFn: () => catalogApi.facets(query),
  });

/** The facets stay on screen while those of a new choice load. */
export const useFacets = (query: ProductListQuery) =>
  useQuery({ ...getFacetsQueryOptions(query), placeholderData: keepPreviousData });

export const getProductsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.products.list(query),
    queryFn: () => getProducts(query),
  });

/** GET products; the previous page stays on screen while the next one loads. */
export const useProducts = (query: ProductListQuery) =>
  useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData });

/**
 * A page of products as a page shows it: deferred, so that React renders the cards as background work, in slices
 * between which the page stays responsive (react-query's answers otherwise render in one synchronous task).
 * `data` is the page on screen (the one before, or none yet); `pending`: none yet, and no error either;
 * `behind`: a newer answer is still being rendered.
 */
export function useDeferredProducts({
  data: latest,
  isError,
}: {
  data: Paginated<Product> | undefined;
  isError: boolean;
}) {
  const data = useDeferredValue(latest);
  return { data, pending: data === undefined && !isError, behind: data !== latest };
}
