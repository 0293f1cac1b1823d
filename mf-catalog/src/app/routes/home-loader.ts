import { getProductsQueryOptions } from '../../features/product-list/api/get-products';
import type { PageLoader } from '../route-table';
import { HOME_QUERIES } from './home';

/** The front page's rails: new arrivals and deals. */
export const loadHome: PageLoader = async (queryClient) => {
  await Promise.all(
    Object.values(HOME_QUERIES).map((query) => queryClient.prefetchQuery(getProductsQueryOptions(query))),
  );
};
