import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, usersApi, type Customer } from 'shared-contracts';
import AdminRoutes from '../../../admin-routes';
import { adminProfile, orderSummary } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';

jest.mock('shared-contracts/endpoints');

const customer: Customer = {
  id: 2,
  email: 'shopper@kasuwa.test',
  username: 'chioma',
  first_name: 'Chioma',
  last_name: 'Obi',
  phone: '+2348012345678',
  date_joined: '2026-10-01T00:00:00Z',
  orders_count: 1,
  total_spent: 27500,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest
    .mocked(adminApi.customers)
    .mockResolvedValue({ results: [customer], count: 45, page: 1, page_size: 20 });
  jest.mocked(adminApi.customer).mockResolvedValue({ ...customer, orders: [orderSummary()] });
});

it('searches, pages and opens a customer with their orders', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/customers' });
  const user = userEvent.setup();
  expect(await screen.findByText('Chioma Obi')).toBeInTheDocument();
  expect(screen.getByText('1–20 of 45')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(adminApi.customers).toHaveBeenLastCalledWith({ page: 2, page_size: 20 }));

  await user.type(screen.getByRole('searchbox'), 'chioma');
  await waitFor(() =>
    expect(adminApi.customers).toHaveBeenLastCalledWith({ search: 'chioma', page: 1, page_size: 20 }),
  );

  await user.click(screen.getByRole('button', { name: 'Details of Chioma Obi' }));
  const drawer = await screen.findByRole('dialog', { name: 'Chioma Obi' });
  expect(await within(drawer).findByRole('link', { name: 'KSW-000007' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  expect(within(drawer).getAllByText('₦27,500.00').length).toBeGreaterThan(0);
});
