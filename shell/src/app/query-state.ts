import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { statusOf } from 'shop-sdk';

/**
 * An API error as the server's HTML carries it: the shape `isApiError` and `statusOf` recognise, with the
 * status and the API's answer, so a page that failed on the server (a product that does not exist: 404) renders
 * the same failure when it hydrates.
 */
interface SerializedApiError {
  isAxiosError: true;
  name: string;
  message: string;
  response?: { status: number; data: unknown };
}

function serializeError(error: unknown): SerializedApiError {
  const status = statusOf(error);
  const data =
    error && typeof error === 'object' && 'response' in error
      ? (error.response as { data?: unknown } | undefined)?.data
      : undefined;
  return {
    isAxiosError: true,
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
    ...(status === undefined ? {} : { response: { status, data } }),
  };
}

/** The dehydrated cache with every failed query's error made plain data. */
export function serializeQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? { ...query, state: { ...query.state, error: serializeError(query.state.error) } }
        : query,
    ),
  };
}

/**
 * Fills the browser's cache from the server's. A query that failed on the server is not tried again when its page
 * mounts (it would render its loading state over the server's answer); the page's own "Try again" still does.
 */
export function hydrateQueryState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  for (const query of state.queries)
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
}
