import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import HomePage from './routes/home';
import CatalogNotFoundPage from './routes/not-found';

const pages = {
  products: () => import('./routes/products'),
  product: () => import('./routes/product'),
};
const ProductsPage = lazy(pages.products);
const ProductPage = lazy(pages.product);

/** Which lazy page of this route table serves a path (the same patterns as below), if any. */
export function lazyPageFor(pathname: string): keyof typeof pages | undefined {
  if (matchPath('/products', pathname) || matchPath('/products/category/:category', pathname))
    return 'products';
  if (matchPath('/products/:productId', pathname)) return 'product';
  return undefined;
}

// The page the document was opened on starts downloading while this route table is first rendered, not after
// (React.lazy's own import() then gets the same request), and asks for its data as soon as it has arrived,
// before React renders it. A failure here is left to the page's own import() and query to report.
const opening = typeof window === 'undefined' ? undefined : lazyPageFor(window.location.pathname);
if (opening)
  pages[opening]()
    .then((page) => page.prefetchPage(window.location))
    .catch(() => undefined);

/**
 * The catalog's route subtree, exposed as `./routes`: the shell mounts it at the root for `/` and `/products/*`,
 * so a new page under /products is added here, with no release of the shell.
 */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="products">
        <Route index element={<ProductsPage />} />
        <Route path="category/:category" element={<ProductsPage />} />
        <Route path=":productId" element={<ProductPage />} />
        <Route path="*" element={<CatalogNotFoundPage />} />
      </Route>
      <Route path="*" element={<CatalogNotFoundPage />} />
    </Routes>
  );
}
