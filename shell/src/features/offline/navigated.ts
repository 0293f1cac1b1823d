/** Dispatched on the window by the app on every change of page (docs/storefront.md §11.4). */
export const NAVIGATED_EVENT = 'kasuwa:navigated';
