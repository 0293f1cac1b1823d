import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import CartPage from './routes/cart';
import CheckoutPage from './routes/checkout';
import WishlistPage from './routes/wishlist';

/** The cart's routes as the shell mounts them, with a minimal header for working on this remote alone. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <nav style={{ display: 'flex', gap: '1rem', padding: '0.75rem 5%', borderBottom: '1px solid #e5e7eb' }}>
        <Link to="/cart">Cart</Link>
        <Link to="/wishlist">Wishlist</Link>
        <Link to="/checkout">Checkout</Link>
      </nav>
      <Routes>
        <Route index element={<CartPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="*" element={<p style={{ padding: '2rem 5%' }}>Not part of the cart.</p>} />
      </Routes>
    </BrowserRouter>
  );
}
