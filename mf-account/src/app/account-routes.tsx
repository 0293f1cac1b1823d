import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { OwnMessages } from 'shared-contracts/i18n';
import { splitLocalePath } from 'shared-contracts/locales';
import { accountMessages } from '../messages';
import AccountNotFoundPage from './routes/not-found';

const AccountPage = lazy(() => import('./routes/account'));
const AuthRoutes = lazy(() => import('./routes/auth'));
const OrdersPage = lazy(() => import('./routes/orders'));
const OrderPage = lazy(() => import('./routes/order'));

/**
 * Before hydration: the account's words in the page's language (its URL's prefix), so that hydration does not wait
 * for them.
 */
export async function preload(): Promise<void> {
  await accountMessages.load(splitLocalePath(window.location.pathname).locale);
}

/**
 * The account's route subtree, exposed as `./routes`: the shell mounts it at the root for /account, /orders/*
 * (inside the shop's layout) and /auth/* (which has its own layout with the logo), in the page's language.
 */
export default function AccountRoutes() {
  return (
    <OwnMessages catalogue={accountMessages}>
      <Routes>
        <Route path="account" element={<AccountPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route path="auth/*" element={<AuthRoutes />} />
        <Route path="*" element={<AccountNotFoundPage />} />
      </Routes>
    </OwnMessages>
  );
}
