import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, usersApi } from 'shared-contracts';
import AdminRoutes from '../../../admin-routes';
import { adminProfile, orderSummary } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';

jest.mock('shared-contracts/endpoints');

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
