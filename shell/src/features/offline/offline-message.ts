/** docs/storefront.md §11.1: the banner's words, shown even when the banner's code cannot be fetched. */
export const OFFLINE_MESSAGE = "You're offline — showing saved pages";
