import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_MS } from './constants';

/** docs/storefront.md §9.1: data queries do not retry (the axios client already does) and stay fresh for 5 minutes. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: QUERY_STALE_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** The one QueryClient of the composed shop; tests and standalone harnesses may create their own. */
export const shopQueryClient = createQueryClient();
