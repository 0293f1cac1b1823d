import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderInShop } from 'shop-sdk/testing/render';
import AccountRoutes from './account-routes';

jest.mock('shop-sdk/endpoints');

/** As the shell mounts it: at the root, for /account, /orders/* and /auth/*. */
const renderAt = (route: string) =>
  renderInShop(
    <Suspense fallback={<p>loading</p>}>
      <AccountRoutes />
    </Suspense>,
    { url: route, store: createStore() },
  );

beforeEach(() => localStorage.clear());

describe('the account route subtree (./routes)', () => {
  it('serves the auth pages under /auth, with /auth itself going to the sign-in page', async () => {
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('serves /account and /orders', async () => {
    const { unmount } = renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    unmount();
    renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('answers a path under /orders that names no page with its own 404', () => {
    renderAt('/orders/5/extra');
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account');
  });
});
