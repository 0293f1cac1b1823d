import { lazy } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { LoadingVariant } from '../components/loading-screen';
import type { RemoteName } from '../lib/runtime-config';
import { remotePage } from '../federation/remote-page';
import { HELP_TOPICS } from '../pages/help/help-topics';
import { RootLayout } from './root-layout';

const NotFoundPage = lazy(() => import('../pages/not-found-page'));
/** The help pages are content of the shell's own, in one chunk loaded when one of them is opened. */
const HelpPage = lazy(() => import('../pages/help/help-page'));

/** Each remote exposes its route subtree as `./routes`: its pages, and its own 404 within its prefixes. */
const CatalogRoutes = remotePage('catalog', './routes', { loading: 'products' });
/** "Preparing your checkout..." belongs to checkout; the cart and the wishlist load under the general words. */
export const cartLoading = (pathname: string): LoadingVariant =>
  pathname.startsWith('/checkout') ? 'checkout' : 'general';
const CartRoutes = remotePage('cart', './routes', { loading: cartLoading });
const AccountRoutes = remotePage('account', './routes', { loading: 'profile' });
const AdminRoutes = remotePage('admin', './routes', { loading: 'general' });

/** Names the remote a route renders, for `remoteOfPath`. */
const served = (remote: RemoteName) => ({ handle: { remote } });

/** A prefix that a remote mounted above it serves; the remote renders the page, so the claim renders nothing. */
const claim = (path: string): RouteObject => ({ path, element: null });

/**
 * The route table of docs/storefront.md §2.1: which path prefixes each remote serves. A storefront remote is mounted at the root
 * and matches the whole path itself, so the children under it only claim its prefixes (a new page under one of
 * them needs no release of the shell). The admin's subtree is relative to /admin. (In development, react-router
 * warns that a subtree under a route without a trailing "*" may stop matching deeper paths; the claims below
 * are what keeps it matching.)
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <CatalogRoutes />,
        ...served('catalog'),
        children: [
          { index: true, element: null },
          claim('products/*'),
          claim('promotions/*'),
          claim('track/*'),
        ],
      },
      {
        element: <CartRoutes />,
        ...served('cart'),
        children: [claim('cart'), claim('wishlist'), claim('checkout')],
      },
      { element: <AccountRoutes />, ...served('account'), children: [claim('account'), claim('orders/*')] },
      ...HELP_TOPICS.map(({ slug }) => ({ path: slug, element: <HelpPage slug={slug} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { element: <AccountRoutes />, ...served('account'), children: [claim('auth/*')] },
  { path: 'admin/*', element: <AdminRoutes />, ...served('admin') },
];

/** The remote whose section a path shows, if any (the shell's own pages: none). */
export function remoteOfPath(pathname: string): RemoteName | null {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const remote = (route.handle as { remote?: RemoteName } | undefined)?.remote;
    if (remote) return remote;
  }
  return null;
}

export function ShopRoutes() {
  return useRoutes(routes);
}
