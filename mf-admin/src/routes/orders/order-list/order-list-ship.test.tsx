import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShipResult } from 'shared-contracts/schemas/delivery';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { adminDeliveryApi } from 'shop-sdk/admin-delivery';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, orderSummary } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');
jest.mock('shop-sdk/admin-delivery', () => ({
  ...jest.requireActual('shop-sdk/admin-delivery'),
  adminDeliveryApi: { ship: jest.fn(), shipment: jest.fn(), label: jest.fn(), queue: jest.fn() },
}));

const orders = [
  orderSummary({ id: 7, number: 'KSW-000007', status: 'confirmed' }),
  orderSummary({ id: 8, number: 'KSW-000008', status: 'processing' }),
  orderSummary({ id: 9, number: 'KSW-000009', status: 'processing' }),
  orderSummary({ id: 10, number: 'KSW-000010', status: 'pending' }),
  orderSummary({ id: 11, number: 'KSW-000011', status: 'shipped' }),
];

const results: ShipResult[] = [
  {
    order_id: 7,
    order_number: 'KSW-000007',
    outcome: 'booked',
    message: 'Booked with GIG Logistics.',
    tracking_code: 'GIG-123456',
  },
  {
    order_id: 8,
    order_number: 'KSW-000008',
    outcome: 'queued',
    message: 'The courier did not answer: the shop tries again.',
    tracking_code: null,
  },
  {
    order_id: 9,
    order_number: 'KSW-000009',
    outcome: 'refused',
    message: 'This order has been shipped already.',
    tracking_code: null,
  },
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.orders).mockResolvedValue({ results: orders, count: 5, page: 1, page_size: 20 });
});

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr')!;

it('offers a box only for orders confirmed or being prepared', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/orders' });
  await screen.findByRole('link', { name: 'KSW-000007' });
  for (const number of ['KSW-000007', 'KSW-000008', 'KSW-000009'])
    expect(within(rowOf(number)).getByRole('checkbox', { name: `Select order ${number}` })).not.toBeChecked();
  for (const number of ['KSW-000010', 'KSW-000011'])
    expect(within(rowOf(number)).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ship selected' })).toBeDisabled();
});

it('ships the ticked orders after asking, then lists what happened to each', async () => {
  jest.mocked(adminDeliveryApi.ship).mockResolvedValue(results);
  renderAdmin(<AdminRoutes />, { url: '/admin/orders' });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('checkbox', { name: 'Select every order here that can be shipped' }),
  );
  expect(screen.getByText('3 orders selected')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select order KSW-000009' }));
  expect(screen.getByText('2 orders selected')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select order KSW-000009' }));

  await user.click(screen.getByRole('button', { name: 'Ship selected' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Ship 3 orders with the courier?' });
  expect(adminDeliveryApi.ship).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, ship them' }));
  expect(adminDeliveryApi.ship).toHaveBeenCalledWith({ order_ids: [7, 8, 9] });

  const summary = await screen.findByRole('region', {
    name: 'Ship selected: 1 booked, 1 waiting for the courier, 1 not shipped',
  });
  const lines = within(summary).getAllByRole('listitem');
  expect(lines).toHaveLength(3);
  expect(within(lines[0]!).getByRole('link', { name: 'KSW-000007' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  expect(lines[0]).toHaveTextContent('Booked');
  expect(lines[0]).toHaveTextContent('Tracking GIG-123456');
  expect(lines[0]).toHaveTextContent('Booked with GIG Logistics.');
  expect(lines[1]).toHaveTextContent('Waiting for the courier');
  expect(lines[1]).toHaveTextContent('The courier did not answer: the shop tries again.');
  expect(lines[2]).toHaveTextContent('Not shipped');
  expect(lines[2]).toHaveTextContent('This order has been shipped already.');

  // The boxes are cleared and the list is read again (the orders moved to processing).
  expect(screen.getByRole('button', { name: 'Ship selected' })).toBeDisabled();
  await waitFor(() => expect(adminApi.orders).toHaveBeenCalledTimes(2));
  await user.click(within(summary).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('region', { name: /Ship selected/ })).not.toBeInTheDocument();
});

it('keeps the ticked orders and says why when Ship fails as a whole', async () => {
  jest
    .mocked(adminDeliveryApi.ship)
    .mockRejectedValue(apiError(400, { message: 'Ship at most 50 orders at once.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Select order KSW-000008' }));
  await user.click(screen.getByRole('button', { name: 'Ship selected' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Ship 1 order with the courier?' })).getByRole('button', {
      name: 'Yes, ship it',
    }),
  );
  expect(await screen.findByText('Ship at most 50 orders at once.')).toBeInTheDocument();
  expect(screen.getByText('1 order selected')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Ship selected/ })).not.toBeInTheDocument();
});
