import { storeDeliveryQueryOptions } from 'shop-sdk';
import { getProductQueryOptions } from '../../features/product-detail/api/get-product';
import { productIdOf } from '../../features/product-detail/product-id';
import { reviewParamsOf, reviewsQueryOptions } from '../../features/reviews/api';
import type { PageLoader } from '../route-table';

/**
 * The product, the page of its reviews the URL asks for and the delivery Settings its delivery promise reads; an id no product can have fetches nothing, and the page
 * renders its 404.
 */
export const loadProduct: PageLoader = async (queryClient, { params, searchParams }) => {
  const id = productIdOf(params.productId);
  if (!Number.isInteger(id)) return;
  const { sort, page } = reviewParamsOf(searchParams);
  await Promise.all([
    queryClient.prefetchQuery(getProductQueryOptions(id)),
    queryClient.prefetchQuery(reviewsQueryOptions(id, sort, page)),
    queryClient.prefetchQuery(storeDeliveryQueryOptions()),
  ]);
};
