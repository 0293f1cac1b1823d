import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminShipment } from 'shared-contracts/schemas/delivery';
import { usersApi } from 'shop-sdk';
import { adminDeliveryApi } from 'shop-sdk/admin-delivery';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin-delivery', () => ({
  ...jest.requireActual('shop-sdk/admin-delivery'),
  adminDeliveryApi: { ship: jest.fn(), shipment: jest.fn(), label: jest.fn(), queue: jest.fn() },
}));

const shipment = (over: Partial<AdminShipment> = {}): AdminShipment => ({
  id: 3,
  order_id: 7,
  order_number: 'KSW-20261120-0007',
  customer: 'Chioma Obi',
  state: 'Lagos',
  courier: 'GIG Logistics',
  tracking_code: 'GIG-123456',
  status: 'failed_attempt',
  note: 'Customer not at home',
  updated_at: '2026-11-22T15:45:00.000Z',
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('lists the shipments that need the admin, each linked to its order, with its status in words', async () => {
  jest.mocked(adminDeliveryApi.queue).mockResolvedValue([
    shipment(),
    shipment({
      id: 4,
      order_id: 8,
      order_number: 'KSW-20261120-0008',
      customer: 'Musa Bello',
      state: 'Kano',
      courier: null,
      tracking_code: null,
      status: 'waiting',
      note: 'Waiting for the courier.',
    }),
    shipment({ id: 5, order_id: 9, order_number: 'KSW-20261120-0009', status: 'returned', note: null }),
  ]);
  renderAdmin(<AdminRoutes />, { url: '/admin/deliveries' });
  const table = await screen.findByRole('table', { name: 'Deliveries that need you' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(within(rows[1]!).getByRole('link', { name: 'KSW-20261120-0007' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  for (const text of [
    'Chioma Obi',
    'Lagos',
    'GIG Logistics',
    'GIG-123456',
    'Delivery attempt failed',
    'Customer not at home',
    '22 Nov 2026, 16:45 WAT',
  ])
    expect(rows[1]).toHaveTextContent(text);
  expect(rows[2]).toHaveTextContent('Musa Bello');
  expect(rows[2]).toHaveTextContent('Kano');
  expect(rows[2]).toHaveTextContent('Waiting for the courier');
  expect(rows[3]).toHaveTextContent('Returned to the shop');
  expect(adminDeliveryApi.queue).toHaveBeenCalledTimes(1);
});

it('says when nothing needs the admin', async () => {
  jest.mocked(adminDeliveryApi.queue).mockResolvedValue([]);
  renderAdmin(<AdminRoutes />, { url: '/admin/deliveries' });
  expect(
    await screen.findByText(
      'No parcel needs you: none is waiting for the courier, failed delivery or came back.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("shows the server's message when the list cannot be loaded, and tries again", async () => {
  jest
    .mocked(adminDeliveryApi.queue)
    .mockRejectedValueOnce(apiError(502, { message: 'The database is busy. Try again.' }))
    .mockResolvedValueOnce([shipment()]);
  renderAdmin(<AdminRoutes />, { url: '/admin/deliveries' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy. Try again.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'KSW-20261120-0007' })).toBeInTheDocument();
});

it('is in the admin menu next to Transfers, and names the tab', async () => {
  jest.mocked(adminDeliveryApi.queue).mockResolvedValue([]);
  renderAdmin(<AdminRoutes />, { url: '/admin/deliveries' });
  expect(await screen.findByRole('heading', { name: 'Deliveries', level: 1 })).toBeInTheDocument();
  const menu = screen.getByRole('complementary', { name: 'Admin sections' });
  const links = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(links[links.indexOf('Transfers') + 1]).toBe('Deliveries');
  expect(within(menu).getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'page');
  await waitFor(() => expect(document.title).toBe('Deliveries | Kasuwa Admin'));
});
