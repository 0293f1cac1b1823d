import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import AccountNotFoundPage from './routes/not-found';

const AccountPage = lazy(() => import('./routes/account'));
const AuthRoutes = lazy(() => import('./routes/auth'));
const OrdersPage = lazy(() => import('./routes/orders'));
const OrderPage = lazy(() => import('./routes/order'));

/**
 * The account's route subtree, exposed as `./routes`: the shell mounts it at the root for /account, /orders/*
 * (inside the shop's layout) and /auth/* (which has its own layout with the logo).
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="account" element={<AccountPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="orders/:orderId" element={<OrderPage />} />
      <Route path="auth/*" element={<AuthRoutes />} />
      <Route path="*" element={<AccountNotFoundPage />} />
    </Routes>
  );
}
