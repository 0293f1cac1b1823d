/**
 * The little HTTP client under the shop's API client: what the shop used of axios (an instance with a base URL,
 * default headers, a timeout, JSON in and out, query parameters, request and response interceptors, and errors of
 * axios's shape), on the browser's own `fetch`. axios weighed 14.8 KB gz on every page; this weighs about 1.
 */

/** One request, as the interceptors and an adapter see it. */
export interface RequestConfig {
  url?: string;
  /** Lower case, as axios writes it: 'get', 'post'… */
  method?: string;
  baseURL?: string | undefined;
  headers: Record<string, string>;
  params?: object | undefined;
  /** The body: JSON text by the time an adapter sees it (FormData and strings as they are). */
  data?: unknown;
  /** In ms; 0 waits for ever. */
  timeout?: number;
  signal?: AbortSignal;
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

/** What a caller may pass: headers are optional. */
export type RequestOptions = Partial<Omit<RequestConfig, 'headers'>> & { headers?: Record<string, string> };

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: RequestConfig;
}

/** Sends a request: the browser's fetch, or a test's stand-in (axios-mock-adapter's works as it is). */
export type Adapter = (config: RequestConfig) => Promise<ApiResponse>;

/** axios's error codes that the shop reads. */
export const ERR_NETWORK = 'ERR_NETWORK';
export const ERR_CANCELED = 'ERR_CANCELED';
export const ECONNABORTED = 'ECONNABORTED';

/**
 * A failed request, in axios's shape (`isAxiosError`, `code`, `config`, `response`): what the error readers of
 * shared-contracts, the error page and the server's serialized errors all recognise.
 */
export class ApiError<T = unknown> extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly config: RequestConfig | undefined,
    readonly response?: ApiResponse<T>,
  ) {
    super(message);
    this.name = code === ERR_CANCELED ? 'CanceledError' : 'AxiosError';
    this.status = response?.status;
  }
  readonly status: number | undefined;
}

/** An error of the API client (or any error of axios's shape, e.g. a test's AxiosError or a serialized one). */
export function isApiError<T = unknown>(error: unknown): error is ApiError<T> {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/** axios's URL: the base and the path joined by one slash, unless the path is absolute. */
export function fullUrl(config: RequestConfig): string {
  const url = config.url ?? '';
  const joined =
    config.baseURL && !isAbsolute(url)
      ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {}) as [string, unknown][])
    if (value !== undefined && value !== null)
      query.append(key, value instanceof Date ? value.toISOString() : String(value));
  const search = query.toString();
  return search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The browser's (or Node's) fetch, with the timeout and the errors axios's XHR adapter raises. */
export const fetchAdapter: Adapter = async (config) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = config.timeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, config.timeout)
    : undefined;
  const abort = () => controller.abort();
  config.signal?.addEventListener('abort', abort);
  try {
    let answer: Response;
    try {
      answer = await fetch(fullUrl(config), {
        method: (config.method ?? 'get').toUpperCase(),
        headers: config.headers,
        body: (config.data ?? null) as BodyInit | null,
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new ApiError(`timeout of ${config.timeout}ms exceeded`, ECONNABORTED, config);
      if (config.signal?.aborted) throw new ApiError('canceled', ERR_CANCELED, config);
      throw new ApiError('Network Error', ERR_NETWORK, config);
    }
    const text = await answer.text();
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return {
      data: text ? parse(text) : text,
      status: answer.status,
      statusText: answer.statusText,
      headers,
      config,
    };
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', abort);
  }
};

type OnRequest = (config: RequestConfig) => RequestConfig | Promise<RequestConfig>;
type OnFulfilled = (response: ApiResponse) => ApiResponse | Promise<ApiResponse>;
type OnRejected = (error: unknown) => unknown;

export interface HttpDefaults {
  baseURL?: string;
  timeout: number;
  headers: Record<string, string>;
  /** Replaced by a test's mock (axios-mock-adapter sets and restores it). */
  adapter?: Adapter;
}

export interface HttpClient {
  (config: RequestConfig): Promise<ApiResponse>;
  defaults: HttpDefaults;
  interceptors: {
    request: { use(onRequest: OnRequest): void };
    response: { use(onFulfilled?: OnFulfilled, onRejected?: OnRejected): void };
  };
  request<T = unknown>(config: RequestOptions): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestOptions): Promise<ApiResponse<T>>;
}

/** The body as it is sent: objects as JSON; FormData with the browser's own multipart Content-Type. */
function prepareBody(config: RequestConfig): RequestConfig {
  const { data } = config;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const headers = { ...config.headers };
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
    return { ...config, headers };
  }
  if (data !== undefined && data !== null && typeof data === 'object')
    return { ...config, data: JSON.stringify(data) };
  return config;
}

/**
 * Sends `config` through the adapter; any status outside 2xx is an ApiError with the response, as in axios.
 * Without interceptors: the token refresh uses it directly.
 */
export async function send(defaults: HttpDefaults, config: RequestConfig): Promise<ApiResponse> {
  const response = await (defaults.adapter ?? fetchAdapter)(prepareBody(config));
  if (response.status >= 200 && response.status < 300) return response;
  throw new ApiError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response.config,
    response,
  );
}

export function createHttpClient(defaults: HttpDefaults): HttpClient {
  const onRequest: OnRequest[] = [];
  const onResponse: [OnFulfilled | undefined, OnRejected | undefined][] = [];

  const run = async (config: RequestConfig): Promise<ApiResponse> => {
    let prepared = config;
    // As in axios, the interceptor added last runs first.
    for (const intercept of [...onRequest].reverse()) prepared = await intercept(prepared);
    let answer: Promise<ApiResponse> = send(defaults, prepared);
    for (const [fulfilled, rejected] of onResponse)
      answer = answer.then(fulfilled, rejected) as Promise<ApiResponse>;
    return answer;
  };

  const request = <T>(options: RequestOptions): Promise<ApiResponse<T>> =>
    run({
      baseURL: defaults.baseURL,
      timeout: defaults.timeout,
      ...options,
      method: (options.method ?? 'get').toLowerCase(),
      headers: { ...defaults.headers, ...options.headers },
    }) as Promise<ApiResponse<T>>;

  const client = ((config: RequestConfig) => run(config)) as HttpClient;
  return Object.assign(client, {
    defaults,
    interceptors: {
      request: { use: (intercept: OnRequest) => void onRequest.push(intercept) },
      response: {
        use: (fulfilled?: OnFulfilled, rejected?: OnRejected) => void onResponse.push([fulfilled, rejected]),
      },
    },
    request,
    get: <T>(url: string, config?: RequestOptions) => request<T>({ ...config, url, method: 'get' }),
    delete: <T>(url: string, config?: RequestOptions) => request<T>({ ...config, url, method: 'delete' }),
    post: <T>(url: string, data?: unknown, config?: RequestOptions) =>
      request<T>({ ...config, url, data, method: 'post' }),
    put: <T>(url: string, data?: unknown, config?: RequestOptions) =>
      request<T>({ ...config, url, data, method: 'put' }),
    patch: <T>(url: string, data?: unknown, config?: RequestOptions) =>
      request<T>({ ...config, url, data, method: 'patch' }),
  });
}
