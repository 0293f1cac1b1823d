/** The QueryClient belongs to the shop runtime; re-exported so existing imports keep working. */
export { createQueryClient, shopQueryClient } from 'shop-runtime';
