import { getProductsQueryOptions } from '../../features/product-list/api/get-products';
import { getBannersQueryOptions } from '../../features/promotions/api/get-banners';
import type { PageLoader } from '../route-table';
import { HOME_QUERIES } from './home';

/** The front page's promotion banners (in the first HTML, so nothing moves when the page runs) and its rails. */
export const loadHome: PageLoader = async (queryClient) => {
  await Promise.all([
    queryClient.prefetchQuery(getBannersQueryOptions()),
    ...Object.values(HOME_QUERIES).map((query) => queryClient.prefetchQuery(getProductsQueryOptions(query))),
  ]);
};
