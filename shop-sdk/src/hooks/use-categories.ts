import { useQuery } from '@tanstack/react-query';
import { CATEGORIES_STALE_MS } from 'shared-contracts/constants';
import { catalogApi } from '../endpoints';
import { queryKeys } from '../query-keys';

/** GET products/categories, cached 5 minutes. */
export const useCategories = () =>
  useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: catalogApi.categories,
    staleTime: CATEGORIES_STALE_MS,
  });
