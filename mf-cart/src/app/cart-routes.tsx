import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { OwnMessages } from 'shared-contracts/i18n';
import { splitLocalePath } from 'shared-contracts/locales';
import { cartMessages } from '../messages';
import CartPage from './routes/cart';
import CartNotFoundPage from './routes/not-found';

const WishlistPage = lazy(() => import('./routes/wishlist'));
const CheckoutPage = lazy(() => import('./routes/checkout'));

/**
 * Before hydration: the cart's words in the page's language (its URL's prefix), so that hydration does not wait for
 * them.
 */
export async function preload(): Promise<void> {
  await cartMessages.load(splitLocalePath(window.location.pathname).locale);
}

/** The cart's route subtree, exposed as `./routes`: the shell mounts it at the root for /cart, /wishlist and /checkout. */
export default function CartRoutes() {
  return (
    <OwnMessages catalogue={cartMessages}>
      <Routes>
        <Route path="cart" element={<CartPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="*" element={<CartNotFoundPage />} />
      </Routes>
    </OwnMessages>
  );
}
