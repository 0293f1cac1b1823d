import {
  getPromotionLandingQueryOptions,
  landingPageOf,
} from '../../features/promotions/api/get-promotion-landing';
import type { PageLoader } from '../route-table';

/** The promotion and the page of its products the URL asks for; a promotion that is not running renders its 404. */
export const loadPromotion: PageLoader = async (queryClient, { params, searchParams }) => {
  if (!params.slug) return;
  await queryClient.prefetchQuery(getPromotionLandingQueryOptions(params.slug, landingPageOf(searchParams)));
};
