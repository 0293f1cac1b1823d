import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { messages } from 'shared-contracts';
import { RouteErrorPage } from '../pages/error-page';
import {
  AccountPage,
  AdminRoutes,
  AuthRoutes,
  CartPage,
  CatalogHomePage,
  CatalogProductPage,
  CatalogProductsPage,
  CheckoutPage,
  OrdersPage,
  WishlistPage,
} from './remote-modules';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** The route table of SPEC §2. Remote pages are lazy (React.lazy over loadRemote) with a loading screen. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that throws keeps the navbar and footer around the error page.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <CatalogHomePage /> },
          { path: 'products', element: <CatalogProductsPage /> },
          { path: 'products/category/:category', element: <CatalogProductsPage /> },
          { path: 'products/:productId', element: <CatalogProductPage /> },
          {
            path: 'cart',
            element: (
              <RequireAuth message={messages.loginToViewCart}>
                <CartPage />
              </RequireAuth>
            ),
          },
          {
            path: 'wishlist',
            element: (
              <RequireAuth message={messages.loginToViewWishlist}>
                <WishlistPage />
              </RequireAuth>
            ),
          },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '/auth/*', element: <AuthRoutes />, errorElement: <RouteErrorPage /> },
  { path: '/admin/*', element: <AdminRoutes />, errorElement: <RouteErrorPage /> },
];

export const createShopRouter = (basename?: string) =>
  createBrowserRouter(routes, basename ? { basename } : undefined);
export type ShopRouter = ReturnType<typeof createShopRouter>;
