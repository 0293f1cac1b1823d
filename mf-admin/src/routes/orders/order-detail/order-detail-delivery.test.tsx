import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from 'shared-contracts';
import type { Shipment, ShipResult } from 'shared-contracts/schemas/delivery';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { adminDeliveryApi } from 'shop-sdk/admin-delivery';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminOrder, adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');
jest.mock('shop-sdk/admin-delivery', () => ({
  ...jest.requireActual('shop-sdk/admin-delivery'),
  adminDeliveryApi: { ship: jest.fn(), shipment: jest.fn(), label: jest.fn(), queue: jest.fn() },
}));

const shipment = (over: Partial<Shipment> = {}): Shipment => ({
  status: 'in_transit',
  courier: 'GIG Logistics',
  tracking_code: 'GIG-123456',
  tracking_url: 'https://giglogistics.com/track/GIG-123456',
  estimate: '2026-11-25',
  events: [
    { status: 'booked', note: null, at: '2026-11-21T08:00:00.000Z' },
    { status: 'picked_up', note: 'Collected at the shop', at: '2026-11-21T13:30:00.000Z' },
    { status: 'in_transit', note: 'Left the Lagos hub', at: '2026-11-22T06:15:00.000Z' },
  ],
  ...over,
});

const result = (outcome: ShipResult['outcome'], message: string): ShipResult => ({
  order_id: 7,
  order_number: 'KSW-000007',
  outcome,
  message,
  tracking_code: outcome === 'booked' ? 'GIG-123456' : null,
});

const showOrder = (status: OrderStatus) => {
  jest.mocked(adminApi.order).mockResolvedValue(adminOrder(status));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminDeliveryApi.shipment).mockResolvedValue(null);
});

describe('a booking waiting for the courier', () => {
  it('says the shop tries again, and offers neither Ship nor a label', async () => {
    jest
      .mocked(adminDeliveryApi.shipment)
      .mockResolvedValue({ status: 'waiting', note: 'The courier did not answer in time.', attempts: 2 });
    showOrder('processing');
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Waiting for the courier to take the booking (tried 2 times). The shop tries again by itself; the order is in Deliveries until it is booked. The courier did not answer in time.',
    );
    expect(within(card).queryByRole('button', { name: 'Ship with courier' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Print label/ })).not.toBeInTheDocument();
  });
});

describe('Ship with courier', () => {
  it.each([
    ['booked', 'Booked with GIG Logistics, tracking code GIG-123456.', 'Toastify__toast--success'],
    ['queued', 'The courier did not answer: the shop tries again.', 'Toastify__toast--info'],
    ['refused', 'The courier refused the parcel: the address could not be found.', 'Toastify__toast--error'],
  ] as const)(
    'ships the order after asking, and says it was %s in a toast',
    async (outcome, message, kind) => {
      jest.mocked(adminDeliveryApi.ship).mockResolvedValue([result(outcome, message)]);
      showOrder('confirmed');
      const user = userEvent.setup();
      const card = await screen.findByRole('region', { name: 'Delivery' });
      expect(card).toHaveTextContent('Not booked with a courier yet.');
      expect(within(card).getByRole('link', { name: 'Deliveries' })).toHaveAttribute(
        'href',
        '/admin/deliveries',
      );
      await user.click(within(card).getByRole('button', { name: 'Ship with courier' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Ship order KSW-000007 with the courier?' });
      expect(adminDeliveryApi.ship).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Yes, ship it' }));
      expect(adminDeliveryApi.ship).toHaveBeenCalledWith({ order_ids: [7] });
      const toast = await screen.findByText(message);
      expect(toast.closest('.Toastify__toast')).toHaveClass(kind);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      // The order (moved to processing) and its shipment are read again.
      await waitFor(() => expect(adminApi.order).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(adminDeliveryApi.shipment).toHaveBeenCalledTimes(2));
    },
  );

  it("shows the API's words when Ship fails as a whole", async () => {
    jest
      .mocked(adminDeliveryApi.ship)
      .mockRejectedValue(apiError(503, { message: 'The shop is busy. Try again in a minute.' }));
    showOrder('processing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship with courier' }));
    await user.click(screen.getByRole('button', { name: 'Yes, ship it' }));
    expect(await screen.findByText('The shop is busy. Try again in a minute.')).toBeInTheDocument();
  });

  it.each(['pending', 'shipped', 'delivered', 'cancelled'] as const)(
    'is not offered for a %s order, which has no delivery card without a shipment',
    async (status) => {
      showOrder(status);
      const shipmentRead = jest.mocked(adminDeliveryApi.shipment).mock.results;
      await screen.findByRole('region', { name: 'Status' });
      await waitFor(() => expect(shipmentRead).toHaveLength(1));
      await shipmentRead[0]!.value;
      expect(screen.queryByRole('button', { name: 'Ship with courier' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    },
  );

  it('is offered again when the courier refused the last booking', async () => {
    jest.mocked(adminDeliveryApi.shipment).mockResolvedValue(shipment({ status: 'cancelled', events: [] }));
    showOrder('processing');
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(card).findByText('Shipment cancelled')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ship with courier' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
  });
});

describe('the Delivery card', () => {
  it("shows the courier, the tracking link, the status and estimate, and the courier's updates in WAT", async () => {
    jest.mocked(adminDeliveryApi.shipment).mockResolvedValue(shipment());
    showOrder('shipped');
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(card).findByText('GIG Logistics')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'GIG-123456' });
    expect(link).toHaveAttribute('href', 'https://giglogistics.com/track/GIG-123456');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(card).toHaveTextContent('StatusOn its way');
    expect(card).toHaveTextContent('Arrives by25 Nov 2026');

    const steps = within(within(card).getByRole('list', { name: 'Courier updates' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Booked with the courier21 Nov 2026, 09:00 WAT',
      'Picked up by the courierCollected at the shop21 Nov 2026, 14:30 WAT',
      'On its wayLeft the Lagos hub22 Nov 2026, 07:15 WAT',
    ]);
    expect(within(card).queryByRole('button', { name: 'Ship with courier' })).not.toBeInTheDocument();
  });

  it.each([null, 'javascript:alert(1)'])(
    'shows the tracking code as text when the courier gave no web page (%s), and says when nothing was reported yet',
    async (trackingUrl) => {
      jest
        .mocked(adminDeliveryApi.shipment)
        .mockResolvedValue(
          shipment({ status: 'booked', tracking_url: trackingUrl, estimate: null, events: [] }),
        );
      showOrder('processing');
      const card = await screen.findByRole('region', { name: 'Delivery' });
      expect(await within(card).findByText('GIG-123456')).toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: 'GIG-123456' })).not.toBeInTheDocument();
      expect(card).not.toHaveTextContent('Arrives by');
      expect(card).toHaveTextContent('No updates from the courier yet.');
    },
  );

  it('says what went wrong loading the shipment, and tries again', async () => {
    jest
      .mocked(adminDeliveryApi.shipment)
      .mockRejectedValueOnce(apiError(502, { message: 'The database is busy. Try again.' }))
      .mockResolvedValueOnce(shipment());
    showOrder('shipped');
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The database is busy. Try again.');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('GIG Logistics')).toBeInTheDocument();
  });
});

describe('Print label', () => {
  const URLs = URL as unknown as { createObjectURL?: unknown; revokeObjectURL?: unknown };
  let open: jest.SpyInstance;
  beforeEach(() => {
    URLs.createObjectURL = jest.fn(() => 'blob:label-7');
    URLs.revokeObjectURL = jest.fn();
    jest.mocked(adminDeliveryApi.shipment).mockResolvedValue(shipment());
    open = jest.spyOn(window, 'open');
  });
  afterEach(() => open.mockRestore());

  it('fetches the PDF with the admin’s token and opens it in a new tab', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    jest.mocked(adminDeliveryApi.label).mockResolvedValue(pdf);
    const tab = { opener: window } as unknown as Window;
    open.mockReturnValue(tab);
    showOrder('shipped');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print label' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:label-7', '_blank'));
    expect(adminDeliveryApi.label).toHaveBeenCalledWith(7);
    expect(URLs.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(tab.opener).toBeNull();
  });

  it('saves the PDF instead when the browser blocks the new tab', async () => {
    jest.mocked(adminDeliveryApi.label).mockResolvedValue(new Blob(['%PDF-1.4']));
    open.mockReturnValue(null);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('label-KSW-000007.pdf');
      expect(this.href).toBe('blob:label-7');
    });
    showOrder('shipped');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print label' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    click.mockRestore();
  });

  it("says so when the order has no label yet, in the API's words", async () => {
    jest
      .mocked(adminDeliveryApi.label)
      .mockRejectedValue(apiError(404, { message: 'This order has no label yet: ship it first.' }));
    showOrder('shipped');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print label' }));
    const toast = await screen.findByText('This order has no label yet: ship it first.');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(open).not.toHaveBeenCalled();
  });
});
