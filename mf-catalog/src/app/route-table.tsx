import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { lazyPage, type LazyPage } from 'shared-contracts/lazy-page';
import CatalogNotFoundPage from './routes/not-found';

const HomePage = lazyPage(() => import('./routes/home'));
const ProductsPage = lazyPage(() => import('./routes/products'));
const ProductPage = lazyPage(() => import('./routes/product'));
const PromotionPage = lazyPage(() => import('./routes/promotion'));
const TrackPage = lazyPage(() => import('./routes/track'));

/** The pages whose first screen the server fetches before it renders; each has its loader beside it. */
export type LoadedPage = 'home' | 'products' | 'product' | 'promotion' | 'track';

/** Fetches what a page's first screen needs into the server's QueryClient, from the URL's path params and query. */
export type PageLoader = (
  queryClient: QueryClient,
  url: { params: Params; searchParams: URLSearchParams },
) => Promise<void>;

/** What a route tells the server: which page's loader (`routes/<page>-loader.ts`) fetches its data. */
export interface CatalogRouteHandle {
  page: LoadedPage;
}

const handle = (page: LoadedPage): CatalogRouteHandle => ({ page });

/**
 * The catalog's one route table: the shell mounts it at the root for `/`, `/products/*`, `/promotions/*` and `/track/*`, the browser renders it
 * (catalog-routes.tsx) and the server matches a URL against it to run the page's loader (server-routes.ts). A new
 * page under /products is added here, with no release of the shell.
 */
export const catalogRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: handle('home') },
  {
    path: 'products',
    children: [
      { index: true, element: <ProductsPage />, handle: handle('products') },
      { path: 'category/:category', element: <ProductsPage />, handle: handle('products') },
      { path: ':productId', element: <ProductPage />, handle: handle('product') },
      { path: '*', element: <CatalogNotFoundPage /> },
    ],
  },
  { path: 'promotions/:slug', element: <PromotionPage />, handle: handle('promotion') },
  // One route for /track and /track/{number}: the page keeps the phone it was given when it goes from one to the other.
  { path: 'track/:orderNumber?', element: <TrackPage />, handle: handle('track') },
  { path: '*', element: <CatalogNotFoundPage /> },
];

const lazyPages: Record<LoadedPage, LazyPage> = {
  home: HomePage,
  products: ProductsPage,
  product: ProductPage,
  promotion: PromotionPage,
  track: TrackPage,
};

/** What a page loads lazily besides its own code and needs as soon as it hydrates (from the data in the cache). */
const lazyParts: Partial<Record<LoadedPage, (params: Params) => Promise<void>>> = {
  product: (params) => import('./routes/product').then((page) => page.preloadParts(params)),
};

/**
 * Fetches the code of the page at `pathname`, if it loads lazily, and of the parts of it the server rendered that
 * load lazily (the browser does so before it hydrates).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(catalogRoutes, pathname)?.at(-1);
  const handle = match?.route.handle as CatalogRouteHandle | undefined;
  if (!match || !handle) return;
  await Promise.all([lazyPages[handle.page].preload(), lazyParts[handle.page]?.(match.params)]);
}
