import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ApiClientOptions, AxiosClient } from './axios-client';

export { isApiError, SessionExpiredError } from './api-errors';
export type { ApiClientOptions } from './axios-client';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * false: never retry this request on a network error or 5xx. Checkout and cancel are retried: they carry an
     * Idempotency-Key, kept on every retry since the same config (headers included) is sent again.
     */
    retry?: boolean;
    /** Set internally: how many retries this request has used. */
    retryCount?: number;
    /** Set internally: this request was already replayed after a token refresh. */
    refreshed?: boolean;
  }
}

type RequestInterceptor = (
  config: InternalAxiosRequestConfig,
) => InternalAxiosRequestConfig | Promise<InternalAxiosRequestConfig>;

/** The shop's API client as its code uses it; axios itself is loaded with the first request. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** Changes the base URL, store, session-expiry handler or sleep, before or after axios is loaded. */
  configure(options: ApiClientOptions): void;
  interceptors: { request: { use(interceptor: RequestInterceptor): void } };
  /** The axios instance, loaded and created on first call (every request goes through it; tests mock it). */
  axios(): Promise<AxiosClient>;
}

/**
 * The shop's API client (docs/storefront.md §7, §9.1; the interceptors are in ./axios-client). A server-rendered
 * page carries its data, so a visitor who only looks makes no request: axios (about 15 KB gz) is loaded with the
 * first one, through the share scope (one copy per page), not with every page.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let pending: ApiClientOptions = { ...options };
  const interceptors: RequestInterceptor[] = [];
  let created: AxiosClient | null = null;
  let loading: Promise<AxiosClient> | null = null;

  const load = (): Promise<AxiosClient> => {
    loading ??= import(/* webpackChunkName: "api-client" */ './axios-client').then(
      ({ createAxiosClient }) => {
        const client = createAxiosClient(pending);
        for (const interceptor of interceptors) client.interceptors.request.use(interceptor);
        created = client;
        return client;
      },
      (error: unknown) => {
        // A script that could not be loaded (the connection dropped) is asked for again with the next request.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    get: async (url, config) => (await load()).get(url, config),
    delete: async (url, config) => (await load()).delete(url, config),
    post: async (url, body, config) => (await load()).post(url, body, config),
    put: async (url, body, config) => (await load()).put(url, body, config),
    patch: async (url, body, config) => (await load()).patch(url, body, config),
    configure(o) {
      if (created) created.configure(o);
      else pending = { ...pending, ...o };
    },
    interceptors: {
      request: {
        use(interceptor) {
          if (created) created.interceptors.request.use(interceptor);
          else interceptors.push(interceptor);
        },
      },
    },
    axios: load,
  };
}

/** The one client of the composed shop, bound to the shared store. */
export const apiClient = createApiClient();
