import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { catalogRoutes, type CatalogRouteHandle, type LoadedPage, type PageLoader } from './route-table';
import { loadHome } from './routes/home-loader';
import { loadProduct } from './routes/product-loader';
import { loadProducts } from './routes/products-loader';
import { loadPromotion } from './routes/promotion-loader';
import { loadTrack } from './routes/track-loader';

const LOADERS: Record<LoadedPage, PageLoader> = {
  home: loadHome,
  products: loadProducts,
  product: loadProduct,
  promotion: loadPromotion,
  track: loadTrack,
};

/**
 * What the catalog's first screen needs for a URL: the route the page renders (matched in the same table, so with
 * the same decoded params the page reads) runs its loader, with the same query keys and functions the page uses, so
 * the server renders the content and the browser starts from it. A failed fetch stays in the cache as the page's
 * error (a product that does not exist renders its 404).
 */
export async function prefetch(queryClient: QueryClient, url: URL): Promise<void> {
  const match = matchRoutes(catalogRoutes, url.pathname)?.at(-1);
  const handle = match?.route.handle as CatalogRouteHandle | undefined;
  if (!match || !handle) return;
  await LOADERS[handle.page](queryClient, { params: match.params, searchParams: url.searchParams });
}

/**
 * The catalog's `./routes` as its server build exposes it: the route subtree, and `prefetch`. The browser's `./routes`
 * (catalog-routes.tsx) leaves the loaders and the listing's URL parsing they need out of every page's scripts.
 */
export { default } from './catalog-routes';
