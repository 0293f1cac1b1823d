import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import HomePage from './routes/home';
import CatalogNotFoundPage from './routes/not-found';

const ProductsPage = lazy(() => import('./routes/products'));
const ProductPage = lazy(() => import('./routes/product'));

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
