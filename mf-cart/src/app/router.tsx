import { Suspense } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import CartRoutes from './cart-routes';

/** The cart on its own: the same route subtree the shell mounts, under a minimal header. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.75rem 5%', borderBottom: '1px solid #e5e7eb' }}>
        <Link to="/cart">Cart</Link>
        <Link to="/wishlist">Wishlist</Link>
        <Link to="/checkout">Checkout</Link>
      </nav>
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<Navigate to="/cart" replace />} />
          <Route path="*" element={<CartRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
