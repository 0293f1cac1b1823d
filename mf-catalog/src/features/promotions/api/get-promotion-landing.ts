import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, storeApi } from 'shop-sdk';

/** The landing page's page number from its URL (`?page=2`); anything else is page 1. */
export function landingPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

/** GET store/promotions/{slug}: the promotion and a page of its products with their promotion prices. */
export const getPromotionLandingQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.store.promotion(slug, page),
    queryFn: () => storeApi.promotion(slug, page),
  });

export const usePromotionLanding = (slug: string, page: number) =>
  useQuery({ ...getPromotionLandingQueryOptions(slug, page), placeholderData: keepPreviousData });
