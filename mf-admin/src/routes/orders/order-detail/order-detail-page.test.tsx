import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminOrder, adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');
// No shipment: the Delivery card has its own tests (order-detail-delivery.test.tsx).
jest.mock('shop-sdk/admin-delivery', () => ({
  ...jest.requireActual('shop-sdk/admin-delivery'),
  adminDeliveryApi: { shipment: jest.fn(async () => null) },
}));

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
  // A home delivery (the fixture's) is never ready for pickup.
  processing: ['Mark as shipped'],
  shipped: ['Mark as delivered'],
  ready_for_pickup: ['Mark as delivered'],
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

it('shows a customer who signs in with a phone alone without a mail link to their number', async () => {
  const order = adminOrder('pending');
  // The API sends the number where the email goes for an account made with a phone number alone.
  jest.mocked(adminApi.order).mockResolvedValue({
    ...order,
    customer: { ...order.customer, email: '+2348012345678', phone: '+2348012345678' },
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const card = await screen.findByRole('region', { name: 'Customer' });
  expect(card).toHaveTextContent('No email (signs in with a phone)');
  expect(card).toHaveTextContent('+234 801 234 5678');
  expect(within(card).queryByRole('link', { name: /\+234/ })).not.toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View customer' })).toHaveAttribute(
    'href',
    '/admin/customers?search=%2B2348012345678',
  );
});

it('shows items, totals, address and customer', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder('pending'));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  expect(await screen.findByRole('heading', { name: 'Order KSW-000007' })).toBeInTheDocument();
  expect(screen.getByText('Ankara Shirt')).toBeInTheDocument();
  expect(screen.getByText('₦27,500.00')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('5 Allen Avenue');
  expect(screen.getAllByText('shopper@kasuwa.test').length).toBeGreaterThan(0);
  // Phones are stored as +234XXXXXXXXXX and shown in groups.
  expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('+234 801 234 5678');
  expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
    /\+234 \d{3} \d{3} \d{4}/,
  );
});

it('shows the second phone the rider calls when the first is off', async () => {
  const order = adminOrder('processing');
  jest.mocked(adminApi.order).mockResolvedValue({
    ...order,
    shipping_address: { ...order.shipping_address, second_phone: '+2348091234567' },
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const card = await screen.findByRole('region', { name: 'Shipping address' });
  expect(card).toHaveTextContent('+234 801 234 5678 · +234 809 123 4567');
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
  expect(adminApi.setOrderStatus).toHaveBeenCalledWith(7, { status: 'confirmed' });
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
  expect(adminApi.setOrderStatus).toHaveBeenCalledWith(7, { status: 'cancelled' });
  expect(await screen.findByText('Order KSW-000007 cancelled')).toBeInTheDocument();
});

it('asks for the courier and tracking number before shipping, and sends the change once on a double click', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder('processing'));
  let finish: (order: ReturnType<typeof adminOrder>) => void = () => undefined;
  jest.mocked(adminApi.setOrderStatus).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark order KSW-000007 as shipped?' });
  expect(dialog).toHaveTextContent('on its way');
  await user.type(within(dialog).getByLabelText(/Courier/), 'GIG Logistics');
  await user.type(within(dialog).getByLabelText(/Tracking number/), 'GIG-123456');
  await user.dblClick(within(dialog).getByRole('button', { name: 'Yes, mark as shipped' }));
  expect(await within(dialog).findByRole('button', { name: 'Updating…' })).toBeDisabled();
  expect(adminApi.setOrderStatus).toHaveBeenCalledTimes(1);
  expect(adminApi.setOrderStatus).toHaveBeenCalledWith(7, {
    status: 'shipped',
    courier: 'GIG Logistics',
    tracking_number: 'GIG-123456',
  });
  finish({ ...adminOrder('shipped'), courier: 'GIG Logistics', tracking_number: 'GIG-123456' });
  expect(await screen.findByText('Order KSW-000007 is now shipped')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent(
    'Shipped with GIG Logistics, tracking number GIG-123456.',
  );
});

describe('a pickup order', () => {
  const station = {
    id: 4,
    name: 'Maiduguri Post Office',
    state: 'Borno' as const,
    address: '1 Kashim Ibrahim Way, Maiduguri',
    opening_hours: 'Mon–Sat 8:00–18:00',
    fee: 3000,
  };
  const pickup = (status: OrderStatus) => ({
    ...adminOrder(status),
    delivery: {
      method: 'pickup' as const,
      state: 'Borno' as const,
      zone: 'North East',
      station,
      fee: 3000,
      min_days: 5,
      max_days: 8,
      earliest: '2026-11-27',
      latest: '2026-12-02',
    },
    promotions: [
      { id: 1, name: 'Black Friday', code: null, kind: 'percentage' as const, discount: 5000 },
      { id: 2, name: 'Welcome', code: 'WELCOME10', kind: 'fixed' as const, discount: 1000 },
    ],
  });

  it('shows the station first and large, and the promotions and code by name', async () => {
    jest.mocked(adminApi.order).mockResolvedValue(pickup('processing'));
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const card = await screen.findByRole('region', { name: 'Pickup station' });
    expect(card).toHaveTextContent('Maiduguri Post Office');
    expect(card).toHaveTextContent('Open Mon–Sat 8:00–18:00');
    // Before the customer and their home street.
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('order-station')).toBeLessThan(regions.indexOf('order-customer'));
    const promotions = screen.getByRole('region', { name: 'Promotions' });
    expect(promotions).toHaveTextContent('Black Friday');
    expect(promotions).toHaveTextContent('Welcome (code WELCOME10)');
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByRole('button', { name: 'Ready for pickup' })).toBeInTheDocument();
  });

  it('hands the order over only with the pickup code, and keeps the dialog open on a wrong one', async () => {
    jest.mocked(adminApi.order).mockResolvedValue(pickup('ready_for_pickup'));
    jest.mocked(adminApi.setOrderStatus).mockRejectedValueOnce(
      apiError(400, {
        message: 'The pickup code does not match.',
        errors: { pickup_code: ['The pickup code does not match.'] },
      }),
    );
    jest.mocked(adminApi.setOrderStatus).mockResolvedValueOnce(pickup('delivered'));
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Hand over order KSW-000007' });
    await user.type(within(dialog).getByLabelText(/Pickup code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Code checked, hand over' }));
    expect(await within(dialog).findByText('The pickup code does not match.')).toBeInTheDocument();
    expect(adminApi.setOrderStatus).toHaveBeenLastCalledWith(7, {
      status: 'delivered',
      pickup_code: '123456',
    });
    await user.clear(within(dialog).getByLabelText(/Pickup code/));
    await user.type(within(dialog).getByLabelText(/Pickup code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Code checked, hand over' }));
    expect(adminApi.setOrderStatus).toHaveBeenLastCalledWith(7, {
      status: 'delivered',
      pickup_code: '654321',
    });
    expect(await screen.findByText('Order KSW-000007 is now delivered')).toBeInTheDocument();
  });
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
