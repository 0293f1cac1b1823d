import { getProductQueryOptions } from '../../features/product-detail/api/get-product';
import { productIdOf } from '../../features/product-detail/product-id';
import type { PageLoader } from '../route-table';

/** The product; an id no product can have fetches nothing, and the page renders its 404. */
export const loadProduct: PageLoader = async (queryClient, { params }) => {
  const id = productIdOf(params.productId);
  if (Number.isInteger(id)) await queryClient.prefetchQuery(getProductQueryOptions(id));
};
