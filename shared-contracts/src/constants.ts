/** Business constants of docs/storefront.md §9, in one place so every package uses the same numbers. */
// The API client's and the session's numbers belong to the shop runtime, which must not import the contracts.
export {
  MAX_REQUEST_RETRIES,
  QUERY_STALE_MS,
  REQUEST_TIMEOUT_MS,
  retryDelayMs,
  SESSION_STORAGE_KEY,
} from 'shop-runtime/constants';

export const PASSWORD_MIN_LENGTH = 8;
export const FORM_ERROR_CLEAR_MS = 2000;
export const SIGNUP_REDIRECT_MS = 1000;

export const CATEGORIES_STALE_MS = 5 * 60 * 1000;

export const TOAST_LIMIT = 20;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_DEFAULT_MS = 4000;

export const NOT_FOUND_REDIRECT_S = 10;
export const CATEGORY_MENU_CLOSE_MS = 200;
export const LOADING_TIP_ROTATE_MS = 2000;
export const RETRY_SIMULATION_MS = 2000;

export const PAYMENT_MARKS = ['V', 'M', 'P'] as const;

export const STORE_NAME = 'Kasuwa';
export const SUPPORT_EMAIL = 'support@kasuwa.ng';
export const SUPPORT_PHONE = '+234 801 234 5678';
export const STORE_ADDRESS = '12 Admiralty Way, Lekki Phase 1, Lagos';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_CART_QUANTITY = 999;

/**
 * The orders a product listing can be sorted in (`relevance`, best match first, is a search's unless another is
 * asked; without a search it is `newest`). A plain list, so a page that only checks a value needs no schema library.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name', 'rating'] as const;

/** Whether `value` is one of the listing's orders. */
export const isProductSort = (value: unknown): value is (typeof PRODUCT_SORTS)[number] =>
  (PRODUCT_SORTS as readonly unknown[]).includes(value);
