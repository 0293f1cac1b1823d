export * from './constants';
export * from './session';
export * from './cart';
export * from './query-client';
export * from './api-client';
export * from './page-meta';
export * from './offline';
