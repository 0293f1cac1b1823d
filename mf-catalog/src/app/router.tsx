import { Suspense } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import CatalogRoutes from './catalog-routes';

/** The catalog on its own: the same route subtree the shell mounts, under a minimal header. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.75rem 5%', borderBottom: '1px solid #e5e7eb' }}>
        <Link to="/">Home</Link>
        <Link to="/products">Products</Link>
      </nav>
      <Suspense fallback={null}>
        <CatalogRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
