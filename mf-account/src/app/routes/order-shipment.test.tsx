import { screen, waitFor, within } from '@testing-library/react';
import { ordersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { renderInShop } from 'shop-sdk/testing/render';
import type { Shipment } from 'shared-contracts/schemas/delivery';
import ha from '../../messages/ha.json';
import { order } from '../../testing/fixtures';
import { orderPageAt, signedInShopper } from '../../testing/order-page';
import OrderPage from './order';

jest.mock('shop-sdk/endpoints');

const shipment: Shipment = {
  status: 'in_transit',
  courier: 'Kwik',
  tracking_code: 'KWK-88213',
  tracking_url: 'https://kwik.delivery/track/KWK-88213',
  estimate: '2026-11-27',
  events: [
    { status: 'booked', note: null, at: '2026-11-24T10:00:00.000Z' },
    { status: 'picked_up', note: null, at: '2026-11-24T15:20:00.000Z' },
    { status: 'in_transit', note: 'Left the Lagos hub', at: '2026-11-25T06:45:00.000Z' },
  ],
};

const shipped = order({ status: 'shipped', courier: 'Kwik', tracking_number: 'KWK-88213' });

const answerShipment = (answer: Shipment | null) =>
  jest
    .mocked(request.get)
    .mockImplementation(async (url: string) => (url === 'orders/7/shipment' ? answer : undefined) as never);

beforeEach(signedInShopper);

describe('/orders/{id}: the courier’s delivery', () => {
  it('shows the courier, the tracking number linking to its page, the status, the estimate and each step in WAT', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(shipped);
    answerShipment(shipment);
    renderInShop(<OrderPage />, orderPageAt(7));
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(card).findByText('Kwik')).toBeInTheDocument();
    expect(request.get).toHaveBeenCalledWith('orders/7/shipment');
    expect(within(card).getByRole('link', { name: /KWK-88213/ })).toHaveAttribute(
      'href',
      'https://kwik.delivery/track/KWK-88213',
    );
    expect(card).toHaveTextContent('Delivery statusOn its way');
    expect(card).toHaveTextContent('Expected by27 Nov 2026');
    const steps = within(within(card).getByRole('list', { name: 'Delivery updates' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'On its wayLeft the Lagos hub25 Nov 2026, 07:45 WAT',
      'Picked up by the courier24 Nov 2026, 16:20 WAT',
      'Booked with the courier24 Nov 2026, 11:00 WAT',
    ]);
    expect(within(card).getByRole('link', { name: 'Track this order' })).toHaveAttribute(
      'href',
      '/track/KSW-20261123-7F3K9Q',
    );
  });

  it('in Hausa', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(shipped);
    answerShipment(shipment);
    renderInShop(<OrderPage />, { ...orderPageAt(7), locale: 'ha', messages: ha });
    const card = await screen.findByRole('region', { name: 'Isarwa' });
    expect(await within(card).findByRole('link', { name: 'Bi diddigin wannan oda' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Labarin isarwa' })).toHaveTextContent('Tana kan hanya');
  });

  it('has no delivery card while no courier has the order, and asks for none before the shop could have shipped it', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(shipped);
    answerShipment(null);
    const { unmount } = renderInShop(<OrderPage />, orderPageAt(7));
    await screen.findByRole('region', { name: 'Items' });
    await waitFor(() => expect(request.get).toHaveBeenCalledWith('orders/7/shipment'));
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    unmount();

    jest.mocked(request.get).mockClear();
    jest.mocked(ordersApi.detail).mockResolvedValue(order({ status: 'pending' }));
    renderInShop(<OrderPage />, orderPageAt(7));
    await screen.findByRole('region', { name: 'Items' });
    expect(request.get).not.toHaveBeenCalledWith('orders/7/shipment');
  });
});
