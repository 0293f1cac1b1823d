import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { SessionExpiredError } from './api-errors';
import { MAX_REQUEST_RETRIES, REQUEST_TIMEOUT_MS, retryDelayMs } from './constants';
import { kasuwaStore, sessionAtom, signIn, signOut, type Tokens } from './session';

type Store = typeof kasuwaStore;

export interface ApiClientOptions {
  baseURL?: string;
  store?: Store;
  /** Called after a failed refresh has signed the user out; the shell navigates to /. */
  onSessionExpired?: () => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultOnSessionExpired = () => {
  if (typeof window !== 'undefined') window.location.assign('/');
};

const isRetryable = (error: AxiosError) =>
  error.code !== AxiosError.ERR_CANCELED && (!error.response || error.response.status >= 500);

export type AxiosClient = AxiosInstance & { configure(o: ApiClientOptions): void };

/**
 * The shop's axios client (docs/storefront.md §7, §9.1): base URL /api/, JSON (FormData as multipart), Bearer access token; on 401/403 with a refresh
 * token, one shared refresh and one replay; network errors and 5xx retried up to 3 times, n × 1 s apart. The shop
 * reaches it through `createApiClient` (./api-client), which loads this module with the first request.
 */
export function createAxiosClient(options: ApiClientOptions = {}): AxiosClient {
  const settings = {
    store: options.store ?? kasuwaStore,
    onSessionExpired: options.onSessionExpired ?? defaultOnSessionExpired,
    sleep: options.sleep ?? defaultSleep,
  };
  const client = axios.create({
    baseURL: options.baseURL ?? '/api/',
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  let refreshing: Promise<Tokens> | null = null;

  const refreshTokens = (refreshToken: string): Promise<Tokens> => {
    refreshing ??= axios
      .post<{ data: Partial<Tokens> }>(
        'auth/refresh-token',
        { refreshToken },
        {
          ...(client.defaults.baseURL === undefined ? {} : { baseURL: client.defaults.baseURL }),
          timeout: REQUEST_TIMEOUT_MS,
          headers: { 'Content-Type': 'application/json' },
        },
      )
      .then(({ data }) => {
        const access = data.data.access;
        if (!access) throw new Error('No access token in refresh answer');
        const tokens = { access, refresh: data.data.refresh ?? refreshToken };
        signIn(tokens, settings.store);
        return tokens;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  client.interceptors.request.use((config) => {
    // FormData (a photo, a picture) goes as multipart with the browser's boundary: with the JSON default left on,
    // axios would send it as a JSON string.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData)
      config.headers.setContentType(null);
    const access = settings.store.get(sessionAtom)?.tokens.access;
    if (access && !config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config) throw error;
    const config: InternalAxiosRequestConfig = error.config;
    const status = error.response?.status;
    const refreshToken = settings.store.get(sessionAtom)?.tokens.refresh;

    if ((status === 401 || status === 403) && refreshToken && !config.refreshed) {
      let tokens: Tokens;
      try {
        tokens = await refreshTokens(refreshToken);
      } catch {
        signOut(settings.store);
        settings.onSessionExpired();
        throw new SessionExpiredError();
      }
      config.refreshed = true;
      config.headers = AxiosHeaders.from(config.headers);
      config.headers.set('Authorization', `Bearer ${tokens.access}`);
      return client(config);
    }

    const retryCount = config.retryCount ?? 0;
    if (config.retry !== false && isRetryable(error) && retryCount < MAX_REQUEST_RETRIES) {
      config.retryCount = retryCount + 1;
      await settings.sleep(retryDelayMs(config.retryCount));
      return client(config);
    }
    throw error;
  });

  return Object.assign(client, {
    configure(o: ApiClientOptions) {
      if (o.baseURL) client.defaults.baseURL = o.baseURL;
      if (o.store) settings.store = o.store;
      if (o.onSessionExpired) settings.onSessionExpired = o.onSessionExpired;
      if (o.sleep) settings.sleep = o.sleep;
    },
  });
}
