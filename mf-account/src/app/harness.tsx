import { useAtomValue, useSetAtom } from 'jotai';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { authDialogAtom, isAuthenticatedAtom, roleAtom } from 'shared-contracts';
import { AppProvider } from 'shared-contracts/ui/app-provider';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import AuthDialogs from './auth-dialogs';
import AccountPage from './routes/account-page';
import AuthRoutes from './routes/auth-routes';
import OrdersPage from './routes/orders-page';

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
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const role = useAtomValue(roleAtom);
  const openDialog = useSetAtom(authDialogAtom);
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

/** The account remote on its own, inside the providers the shell gives it in the composed shop. */
export function Harness() {
  return (
    <AppProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/auth/*" element={<AuthRoutes />} />
          <Route
            path="*"
            element={
              <>
                <HarnessNav />
                <Routes>
                  <Route
                    index
                    element={<Placeholder>Home (served by the catalog in the shop).</Placeholder>}
                  />
                  <Route path="account" element={<AccountPage />} />
                  <Route path="orders" element={<OrdersPage />} />
                  <Route
                    path="admin/*"
                    element={<Placeholder>Admin (served by the admin remote in the shop).</Placeholder>}
                  />
                  <Route path="*" element={<Placeholder>Not part of the account remote.</Placeholder>} />
                </Routes>
              </>
            }
          />
        </Routes>
        <AuthDialogs />
      </BrowserRouter>
    </AppProvider>
  );
}
