import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, orderSummary } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest
    .mocked(adminApi.orders)
    .mockResolvedValue({ results: [orderSummary()], count: 41, page: 1, page_size: 20 });
});

it('filters by status tab, searches and pages, linking each order to its detail', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/orders?status=shipped' });
  const user = userEvent.setup();
  expect(await screen.findByRole('link', { name: 'KSW-000007' })).toHaveAttribute('href', '/admin/orders/7');
  expect(adminApi.orders).toHaveBeenLastCalledWith({ status: 'shipped', page: 1, page_size: 20 });
  expect(screen.getByRole('tab', { name: 'Shipped' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Pending' }));
  await waitFor(() =>
    expect(adminApi.orders).toHaveBeenLastCalledWith({ status: 'pending', page: 1, page_size: 20 }),
  );

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(adminApi.orders).toHaveBeenLastCalledWith({ status: 'pending', page: 2, page_size: 20 }),
  );

  await user.type(screen.getByRole('searchbox'), 'KSW-7');
  await waitFor(() =>
    expect(adminApi.orders).toHaveBeenLastCalledWith({
      status: 'pending',
      search: 'KSW-7',
      page: 1,
      page_size: 20,
    }),
  );

  await user.click(screen.getByRole('tab', { name: 'All' }));
  await waitFor(() =>
    expect(adminApi.orders).toHaveBeenLastCalledWith({ search: 'KSW-7', page: 1, page_size: 20 }),
  );
});

it('says "Loading orders…" until the list arrives', async () => {
  jest.mocked(adminApi.orders).mockReturnValueOnce(new Promise(() => undefined));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders' });
  expect(await screen.findByText('Loading orders…')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says there are no orders yet, with no pages to move through', async () => {
  jest.mocked(adminApi.orders).mockResolvedValueOnce({ results: [], count: 0, page: 1, page_size: 20 });
  renderAdmin(<AdminRoutes />, { url: '/admin/orders' });
  expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it("shows the server's message when the orders cannot load, and tries again on request", async () => {
  jest.mocked(adminApi.orders).mockRejectedValueOnce(apiError(503, { message: 'Orders are unavailable.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Orders are unavailable.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'KSW-000007' })).toBeInTheDocument();
});

it('keeps the page and filters in the address, and ignores a status it does not know', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/orders?status=lost&page=3&search=Obi' });
  await screen.findByRole('link', { name: 'KSW-000007' });
  expect(adminApi.orders).toHaveBeenLastCalledWith({ search: 'Obi', page: 3, page_size: 20 });
  expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('searchbox')).toHaveValue('Obi');
});
