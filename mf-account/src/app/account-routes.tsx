import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import AccountNotFoundPage from './routes/not-found';
import OrdersPage from './routes/orders-page';

const AccountPage = lazy(() => import('./routes/account-page'));
const AuthRoutes = lazy(() => import('./routes/auth-routes'));

/**
 * The account's route subtree, exposed as `./routes`: the shell mounts it at the root for /account, /orders/*
 * (inside the shop's layout) and /auth/* (which has its own layout with the logo).
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="account" element={<AccountPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="auth/*" element={<AuthRoutes />} />
      <Route path="*" element={<AccountNotFoundPage />} />
    </Routes>
  );
}
