import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUSES, usersApi, type OrderStatus } from 'shared-contracts';
import { adminApi } from '../../../hooks/api/admin-api';
import { apiError } from 'shared-contracts/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminOrder, adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shared-contracts/endpoints');
jest.mock('../../../hooks/api/admin-api');

const ACTION_LABELS = [
  'Confirm order',
  'Start processing',
  'Mark as shipped',
  'Mark as delivered',
  'Cancel order',
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

const expected: Record<OrderStatus, string[]> = {
  pending: ['Confirm order', 'Cancel order'],
  confirmed: ['Start processing', 'Cancel order'],
  processing: ['Mark as shipped'],
  shipped: ['Mark as delivered'],
  delivered: [],
  cancelled: [],
};

it.each(ORDER_STATUSES)('offers only the allowed moves from %s', async (status) => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder(status));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const card = await screen.findByRole('region', { name: 'Status' });
  const shown = within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);
  expect(shown).toEqual(expected[status]);
  for (const label of ACTION_LABELS.filter((l) => !expected[status].includes(l))) {
    expect(within(card).queryByRole('button', { name: label })).not.toBeInTheDocument();
  }
});

it('shows items, totals, address and customer', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder('pending'));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  expect(await screen.findByRole('heading', { name: 'Order KSW-000007' })).toBeInTheDocument();
  expect(screen.getByText('Ankara Shirt')).toBeInTheDocument();
  expect(screen.getByText('₦27,500.00')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('5 Allen Avenue');
  expect(screen.getAllByText('shopper@kasuwa.test').length).toBeGreaterThan(0);
});

it('changes the status with a toast', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder('pending'));
  jest.mocked(adminApi.setOrderStatus).mockResolvedValue(adminOrder('confirmed'));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Confirm order' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm order KSW-000007?' });
  expect(adminApi.setOrderStatus).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm order' }));
  expect(adminApi.setOrderStatus).toHaveBeenCalledWith(7, 'confirmed');
  expect(await screen.findByText('Order KSW-000007 is now confirmed')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Start processing' })).toBeInTheDocument();
});

it('asks before cancelling, and keeps the order when the admin backs out', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder('confirmed'));
  jest.mocked(adminApi.setOrderStatus).mockResolvedValue(adminOrder('cancelled'));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel order KSW-000007?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(adminApi.setOrderStatus).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
  expect(adminApi.setOrderStatus).toHaveBeenCalledWith(7, 'cancelled');
  expect(await screen.findByText('Order KSW-000007 cancelled')).toBeInTheDocument();
});

it('names the order and the new status before shipping, and sends the change once on a double click', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder('processing'));
  let finish: (order: ReturnType<typeof adminOrder>) => void = () => undefined;
  jest.mocked(adminApi.setOrderStatus).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Mark order KSW-000007 as shipped?' });
  expect(dialog).toHaveTextContent('on its way');
  await user.dblClick(within(dialog).getByRole('button', { name: 'Yes, mark as shipped' }));
  expect(await within(dialog).findByRole('button', { name: 'Updating…' })).toBeDisabled();
  expect(adminApi.setOrderStatus).toHaveBeenCalledTimes(1);
  finish(adminOrder('shipped'));
  expect(await screen.findByText('Order KSW-000007 is now shipped')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('says "Loading order…" until the order arrives', async () => {
  jest.mocked(adminApi.order).mockReturnValueOnce(new Promise(() => undefined));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  expect(await screen.findByText('Loading order…')).toBeInTheDocument();
});

it("shows the server's message for an order that does not exist, and tries again on request", async () => {
  jest.mocked(adminApi.order).mockRejectedValueOnce(apiError(404, { message: 'Order not found.' }));
  jest.mocked(adminApi.order).mockResolvedValueOnce(adminOrder('pending'));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Order KSW-000007' })).toBeInTheDocument();
});

it('does not ask the server for an order number that cannot exist', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/abc' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this section.');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(adminApi.order).not.toHaveBeenCalled();
});
