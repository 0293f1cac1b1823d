import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import HomePage from './routes/home';
import ProductPage from './routes/product';
import ProductsPage from './routes/products';

/** The catalog's routes as the shell mounts them, with a minimal header for working on this remote alone. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.75rem 5%', borderBottom: '1px solid #e5e7eb' }}>
        <Link to="/">Home</Link>
        <Link to="/products">Products</Link>
      </nav>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/category/:category" element={<ProductsPage />} />
        <Route path="products/:productId" element={<ProductPage />} />
        <Route path="*" element={<p style={{ padding: '2rem 5%' }}>Not part of the catalog.</p>} />
      </Routes>
    </BrowserRouter>
  );
}
