import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, storeApi } from 'shop-sdk';

/** GET store/banners: the promotion banners live now (fetched by the server with the home page). */
export const getBannersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.store.banners(), queryFn: storeApi.banners });

export const useBanners = () => useQuery(getBannersQueryOptions());
