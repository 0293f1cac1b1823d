import { getFacetsQueryOptions, getProductsQueryOptions } from '../../features/product-list/api/get-products';
import { facetQueryOf, filtersOf, listQueryOf } from '../../features/product-list/hooks/use-product-filters';
import type { PageLoader } from '../route-table';

/**
 * The listing's page of products, for its category, filters, sort and page as the URL names them, and its facets:
 * they are rendered with the results, so that they work without JavaScript.
 */
export const loadProducts: PageLoader = async (queryClient, { params, searchParams }) => {
  const filters = filtersOf(params.category, searchParams);
  await Promise.all([
    queryClient.prefetchQuery(getProductsQueryOptions(listQueryOf(filters))),
    queryClient.prefetchQuery(getFacetsQueryOptions(facetQueryOf(filters))),
  ]);
};
