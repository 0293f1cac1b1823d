import { trackOrderQueryOptions } from 'shop-sdk';
import { trackLookupOf } from '../../features/tracking/lookup';
import type { PageLoader } from '../route-table';

/**
 * The tracking lookup the form sent (`?phone=`), so the page answers without JavaScript: the order, or the API's
 * refusal (a number and phone that do not go together, too many tries), which the page renders as its error.
 */
export const loadTrack: PageLoader = async (queryClient, { params, searchParams }) => {
  const { orderNumber, phone } = trackLookupOf(params, searchParams);
  if (!orderNumber || !phone) return;
  await queryClient.prefetchQuery(trackOrderQueryOptions(orderNumber, phone));
};
