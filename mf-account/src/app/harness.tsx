import { QueryClientProvider } from '@tanstack/react-query';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import {
  authDialogAtom,
  createQueryClient,
  isAuthenticatedAtom,
  kasuwaStore,
  roleAtom,
  TOAST_LIMIT,
} from 'shared-contracts';
import { LinkButton } from '../components/ui/form';
import AuthDialogs from './auth-dialogs';
import AccountRoutes from './account-routes';

const queryClient = createQueryClient();

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  padding: 12px 5%;
  border-bottom: 1px solid #e5e7eb;
  font-family: system-ui, sans-serif;
  a {
    color: #0f7b3f;
  }
`;

function HarnessNav() {
  const { pathname } = useLocation();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const role = useAtomValue(roleAtom);
  const openDialog = useSetAtom(authDialogAtom);
  // The /auth pages have their own layout, as in the shop.
  if (pathname.startsWith('/auth')) return null;
  return (
    <Nav aria-label="Account harness">
      <strong>Kasuwa account (standalone)</strong>
      <Link to="/">Home</Link>
      <Link to="/account">Account</Link>
      <Link to="/orders">Orders</Link>
      <Link to="/auth/login">/auth/login</Link>
      <Link to="/auth/signup">/auth/signup</Link>
      <Link to="/auth/forgot-password">/auth/forgot-password</Link>
      {authenticated ? (
        <span>Signed in ({role})</span>
      ) : (
        <>
          <LinkButton type="button" onClick={() => openDialog('login')}>
            Login
          </LinkButton>
          <LinkButton type="button" onClick={() => openDialog('signup')}>
            Sign Up
          </LinkButton>
        </>
      )}
    </Nav>
  );
}

const Placeholder = ({ text }: { text: string }) => (
  <p style={{ padding: '24px 5%', fontFamily: 'system-ui' }}>{text}</p>
);

/** The account remote on its own: its route subtree and dialogs, with the providers the shell gives it in the shop. */
export function Harness() {
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={kasuwaStore}>
        <BrowserRouter>
          <HarnessNav />
          <Suspense fallback={null}>
            <Routes>
              <Route index element={<Placeholder text="Home (served by the catalog in the shop)." />} />
              <Route path="*" element={<AccountRoutes />} />
            </Routes>
          </Suspense>
          <AuthDialogs />
          <ToastContainer limit={TOAST_LIMIT} position="top-right" />
        </BrowserRouter>
      </Provider>
    </QueryClientProvider>
  );
}
