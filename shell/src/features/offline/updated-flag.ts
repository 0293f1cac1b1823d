/** docs/storefront.md §11.4: what the page that took a new version says, once. */
export const UPDATED_MESSAGE = 'Updated';
/** Set (in sessionStorage) just before a page loads whole to take a new version; that page says "Updated" once. */
export const UPDATED_FLAG = 'kasuwa:updated';
