import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import CartPage from './routes/cart';
import CartNotFoundPage from './routes/not-found';

const WishlistPage = lazy(() => import('./routes/wishlist'));
const CheckoutPage = lazy(() => import('./routes/checkout'));

/** The cart's route subtree, exposed as `./routes`: the shell mounts it at the root for /cart, /wishlist and /checkout. */
export default function CartRoutes() {
  return (
    <Routes>
      <Route path="cart" element={<CartPage />} />
      <Route path="wishlist" element={<WishlistPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="*" element={<CartNotFoundPage />} />
    </Routes>
  );
}
