import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, sessionAtom, usersApi } from 'shop-sdk';
import AdminRoutes from '../../app/admin-routes';
import { adminKeys } from '../../hooks/api/query-keys';
import { adminProfile } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('../../routes/dashboard/dashboard-page', () => ({
  __esModule: true,
  default: () => <h1>Dashboard</h1>,
}));

beforeEach(() => {
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('sends anonymous visitors to the admin login', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/orders', role: null });
  expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
});

it('sends a REGULAR account to the admin login, which says why', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/orders', role: 'REGULAR' });
  expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
  expect(
    screen.getByText(/You are signed in as a shopper, and the admin area is only for administrator/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
});

it('shows no shopper message to an anonymous visitor', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin', role: null });
  expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
  expect(screen.queryByText(/signed in as a shopper/)).not.toBeInTheDocument();
});

it('shows an ADMIN the layout with every section, the email and role', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin', role: 'ADMIN' });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  for (const label of [
    'Customers',
    'Products',
    'Attributes',
    'Categories',
    'Orders',
    'Pay-later',
    'Returns',
    'Reviews',
    'Transactions',
    'Reports',
    'Marketing',
    'Settings',
    'Support',
    'Failed jobs',
  ]) {
    expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
  }
  expect(await screen.findByText('admin@kasuwa.test')).toBeInTheDocument();
  expect(screen.getByText('ADMIN')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it.each([['/admin/settings', 'Settings']])(
  'keeps %s a placeholder inside the admin layout',
  async (url, title) => {
    renderAdmin(<AdminRoutes />, { url });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Admin sections' })).toBeInTheDocument();
  },
);

it('shows the admin not-found page for unknown paths', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/nope' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

it('logs out: clears the session, revokes the refresh token and leaves the admin', async () => {
  jest.mocked(authApi.logout).mockResolvedValue(null);
  const { store, queryClient } = renderAdmin(<AdminRoutes />, { url: '/admin', role: 'ADMIN' });
  queryClient.setQueryData(adminKeys.customers.list({ page: 1 }), 'cached customers');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(store.get(sessionAtom)).toBeNull();
  expect(queryClient.getQueryCache().findAll({ queryKey: adminKeys.all })).toHaveLength(0);
  await waitFor(() => expect(authApi.logout).toHaveBeenCalledWith('refresh-ADMIN'));
});

it('goes to the admin login when the session ends without a navigation (e.g. in another tab)', async () => {
  const { store } = renderAdmin(<AdminRoutes />, { url: '/admin', role: 'ADMIN' });
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  act(() => store.set(sessionAtom, null));
  expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
});
