export * from './constants';
export * from './session';
export * from './cart';
export * from './query-client';
export * from './api-client';
export {
  ApiError,
  isApiError,
  type ApiResponse,
  type HttpClient,
  type RequestConfig,
  type RequestOptions,
} from './http';
export * from './page-meta';
export * from './offline';
