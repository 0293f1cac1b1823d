/** The numbers of docs/storefront.md §9 that the runtime itself lives by; shared-contracts re-exports them with its other constants. */
export const SESSION_STORAGE_KEY = 'auth';
export const REQUEST_TIMEOUT_MS = 20_000;
export const MAX_REQUEST_RETRIES = 3;
/** Delay before retry number n (1-based): n × 1 s. */
export const retryDelayMs = (retryNumber: number): number => retryNumber * 1000;
export const QUERY_STALE_MS = 5 * 60 * 1000;
/** docs/storefront.md §8: what a shopper reads when the refresh token is no longer accepted. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired, please signin again.';
/** Where the changes a shopper made offline are kept on the device (docs/storefront.md §11.2). */
export const OFFLINE_CHANGES_KEY = 'kasuwa:offline-changes';
/** Dispatched on the window when this tab changes the queue (another tab's change arrives as `storage`). */
export const OFFLINE_CHANGES_EVENT = 'kasuwa:offline-changes';
/** Everything the device keeps for the signed-in shopper: a Logout removes all of it (a shared phone). */
export const SHOPPER_STORAGE_KEYS = [SESSION_STORAGE_KEY, OFFLINE_CHANGES_KEY] as const;
