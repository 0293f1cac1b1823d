import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { authDialogAtom, isAuthenticatedAtom, roleAtom } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import AuthDialogs from './auth-dialogs';
import AccountRoutes from './account-routes';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  padding: 12px 5%;
  border-bottom: 1px solid ${theme.border};
  font-family: ${theme.font};
  a {
    color: ${theme.primary};
  }
`;

const Placeholder = styled.p`
  padding: 24px 5%;
  font-family: ${theme.font};
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
          <Button $variant="link" onClick={() => openDialog('login')}>
            Login
          </Button>
          <Button $variant="link" onClick={() => openDialog('signup')}>
            Sign Up
          </Button>
        </>
      )}
    </Nav>
  );
}

/** The account on its own: the same route subtree and dialogs the shell mounts, under a minimal header. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <HarnessNav />
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<Placeholder>Home (served by the catalog in the shop).</Placeholder>} />
          <Route path="*" element={<AccountRoutes />} />
        </Routes>
      </Suspense>
      <AuthDialogs />
    </BrowserRouter>
  );
}
