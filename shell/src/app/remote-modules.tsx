import { remotePage } from '../federation/remote-page';
import { AuthDialogFrame } from './auth-dialog-frame';

/** Every remote module the shell composes (the federation contract). */
export const CatalogHomePage = remotePage('catalog', './HomePage', { loading: 'products' });
export const CatalogProductsPage = remotePage('catalog', './ProductsPage', { loading: 'products' });
export const CatalogProductPage = remotePage('catalog', './ProductPage', { loading: 'products' });
export const CartPage = remotePage('cart', './CartPage', { loading: 'checkout' });
export const WishlistPage = remotePage('cart', './WishlistPage', { loading: 'products' });
export const CheckoutPage = remotePage('cart', './CheckoutPage', { loading: 'checkout' });
export const AccountPage = remotePage('account', './AccountPage', { loading: 'profile' });
export const OrdersPage = remotePage('account', './OrdersPage', { loading: 'profile' });
export const AuthRoutes = remotePage('account', './AuthRoutes', { loading: 'profile' });
export const AuthDialogs = remotePage('account', './AuthDialogs', { loading: false, frame: AuthDialogFrame });
export const AdminRoutes = remotePage('admin', './AdminRoutes', { loading: 'general' });
