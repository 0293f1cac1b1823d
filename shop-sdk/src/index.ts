export * from './session';
export * from './cart';
export * from './query-keys';
export * from './query-client';
export * from './api-client';
// The typed endpoint functions; the client they are made of (`request`) stays inside the SDK.
export {
  addressesApi,
  authApi,
  cartApi,
  catalogApi,
  ordersApi,
  paymentEndpoints,
  paymentsApi,
  storeApi,
  transfersApi,
  usersApi,
  wishlistApi,
} from './endpoints';
export * from './reviews';
export * from './back-in-stock';
export * from './returns';
export * from './transfers';
export * from './delivery';
export * from './notify';
export * from './session-expiry';
export * from './hooks/use-profile';
export * from './hooks/use-categories';
export * from './hooks/use-store-settings';
export * from './hooks/use-addresses';
export * from './hooks/use-cart';
export * from './hooks/use-session';
export * from './hooks/use-hydrated';
export * from './hooks/use-typed-before-hydration';
export * from './hooks/use-typing-in-a-field';
export * from './hooks/use-data-saver';
export * from './hooks/use-online';
export * from './hooks/use-page-meta';
export * from './hooks/use-wishlist';
export * from './hooks/use-start-payment';
export * from './idempotency';
export { sdkMessages } from './sdk.messages';
export { sdkCatalogue } from './messages/index';
export { words, type ToastText, type Words } from './words';
export { sendChange, type ChangeAnswer } from './offline/change-api';
export { applyToCart } from './offline/apply';
export * from './hooks/use-offline-changes';
export { loadWrites, type Writes } from './offline/writes';
export {
  afterContent,
  isCartChange,
  KEPT_OFFLINE,
  OFFLINE_CHANGES_KEY,
  whenChangesStored,
  type OfflineChange,
  type QueuedChange,
} from 'shop-runtime';
