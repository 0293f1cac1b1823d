import { getProductsQueryOptions } from '../../features/product-list/api/get-products';
import { filtersOf, listQueryOf } from '../../features/product-list/hooks/use-product-filters';
import type { PageLoader } from '../route-table';

/** The listing's page of products, for its category, filters, sort and page as the URL names them. */
export const loadProducts: PageLoader = async (queryClient, { params, searchParams }) => {
  await queryClient.prefetchQuery(
    getProductsQueryOptions(listQueryOf(filtersOf(params.category, searchParams))),
  );
};
