import { screen, waitFor, within } from '@testing-library/react';
import { type SignedInUser } from 'shared-contracts';
import { ordersApi, usersApi } from 'shop-sdk';
import { apiError, renderInShop } from 'shop-sdk/testing/render';
import { order, readyForPickup } from '../../testing/fixtures';
import { orderPageAt, signedInShopper } from '../../testing/order-page';
import OrderPage from './order';

jest.mock('shop-sdk/endpoints');

const renderOrder = (id = 7) => renderInShop(<OrderPage />, orderPageAt(id));

beforeEach(signedInShopper);

describe('/orders/{id}', () => {
  it('shows items with pictures and variants, the address, payment, totals and the status', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order());
    renderOrder();
    expect(
      await screen.findByRole('heading', { name: 'Order KSW-20261123-7F3K9Q', level: 1 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Order KSW-20261123-7F3K9Q | Kasuwa');
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('link', { name: 'Adire Shirt' })).toHaveAttribute('href', '/products/3');
    expect(items).toHaveTextContent('Size: L · Colour: Indigo');
    // The kit's picture: the width a 64 px thumbnail needs, chosen from every width of the stored photo.
    const avif = items.querySelector('picture source[type="image/avif"]');
    expect(avif).toHaveAttribute('sizes', '64px');
    expect(avif).toHaveAttribute(
      'srcset',
      expect.stringContaining('/api/images/adire.webp?w=320&format=avif 320w'),
    );
    expect(items).toHaveTextContent('Total₦12,001.00');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('+234 803 123 4567');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Pay on delivery · Not paid yet',
    );
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Order placed');
  });

  it('shows the second phone given for the rider after the first', async () => {
    const placed = order();
    jest.mocked(ordersApi.detail).mockResolvedValue({
      ...placed,
      shipping_address: { ...placed.shipping_address, second_phone: '+2348091234567' },
    });
    renderOrder();
    expect(await screen.findByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      '+234 803 123 4567 · +234 809 123 4567',
    );
  });

  it('offers to review each item once the order is delivered, and not before', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order());
    const first = renderOrder();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();
    first.unmount();

    jest.mocked(ordersApi.detail).mockResolvedValue(order({ status: 'delivered' }));
    renderOrder();
    const delivered = await screen.findByRole('region', { name: 'Items' });
    expect(
      await within(delivered).findByRole('link', { name: 'Write a review of Adire Shirt' }),
    ).toHaveAttribute('href', '/products/3#reviews');
  });

  it('cancels only after the shopper confirms, and shows the cancelled order', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order());
    jest
      .mocked(ordersApi.cancel)
      .mockResolvedValue(order({ status: 'cancelled', updated_at: '2026-11-23T10:00:00.000Z' }));
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(ordersApi.cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(ordersApi.cancel).toHaveBeenCalledWith(7, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(await screen.findByText('Order KSW-20261123-7F3K9Q was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order progress' })).toHaveTextContent('Cancelled');
  });

  it('offers no cancel once the order is being prepared or money was paid', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order({ status: 'processing' }));
    const { unmount } = renderOrder();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    unmount();
    jest
      .mocked(ordersApi.detail)
      .mockResolvedValue(order({ status: 'confirmed', payment_status: 'partially_paid' }));
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('dates every status from the stored history, keeps the promised arrival window and names the promotions', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        status: 'shipped',
        courier: 'GIG Logistics',
        tracking_number: 'GIG-123456',
        delivery: {
          method: 'home',
          state: 'Lagos',
          zone: 'Lagos',
          station: null,
          fee: 2500,
          min_days: 1,
          max_days: 2,
          earliest: '2026-11-24',
          latest: '2026-11-25',
        },
        promotions: [
          { id: 1, name: 'Black Friday', code: null, kind: 'percentage', discount: 69800 },
          { id: 2, name: 'Welcome', code: 'WELCOME10', kind: 'fixed', discount: 5000 },
        ],
        history: [
          { status: 'pending', at: '2026-11-23T09:00:00Z', by: 'shopper', note: null },
          { status: 'confirmed', at: '2026-11-23T10:15:00Z', by: 'admin', note: null },
          { status: 'processing', at: '2026-11-23T14:00:00Z', by: 'admin', note: null },
          { status: 'shipped', at: '2026-11-24T08:30:00Z', by: 'admin', note: null },
        ],
      }),
    );
    renderOrder();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Arrives between 24 Nov 2026 and 25 Nov 2026');
    expect(delivery).toHaveTextContent('With GIG Logistics, tracking number GIG-123456');
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order placed23 Nov 2026, 10:00 WAT',
      'Confirmed23 Nov 2026, 11:15 WAT',
      'Being prepared23 Nov 2026, 15:00 WAT',
      'On its way24 Nov 2026, 09:30 WAT',
      'Delivered',
    ]);
    const promotions = screen.getByRole('region', { name: 'Promotions' });
    expect(promotions).toHaveTextContent('Black Friday−₦69,800.00');
    expect(promotions).toHaveTextContent('Welcome (code WELCOME10)−₦5,000.00');
  });

  it('names the courier a home delivery was priced by beside its fee', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        shipping_fee: 1720,
        delivery: {
          method: 'home',
          state: 'Lagos',
          zone: 'Lagos',
          station: null,
          fee: 1720,
          min_days: 1,
          max_days: 1,
          earliest: '2026-11-24',
          latest: '2026-11-24',
          courier: 'Kwik Delivery',
        },
      }),
    );
    renderOrder();
    const label = await screen.findByText('Delivery (Kwik Delivery)');
    expect(label.nextElementSibling).toHaveTextContent('₦1,720.00');
    expect(screen.queryByText('Delivery (Lagos)')).not.toBeInTheDocument();
  });

  it('shows a pickup order’s station, and its pickup code once it is ready', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(readyForPickup());
    renderOrder();
    const card = await screen.findByRole('region', { name: 'Pickup station' });
    expect(card).toHaveTextContent('Maiduguri Post Office');
    expect(card).toHaveTextContent('1 Kashim Ibrahim Way, Maiduguri, Borno');
    expect(card).toHaveTextContent('Open Mon–Sat 8:00–18:00');
    expect(within(card).getByRole('status', { name: 'Pickup code' })).toHaveTextContent('042917');
    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(
      'Ready for pickup30 Nov 2026, 13:00 WAT',
    );
    expect(progress).toHaveTextContent('Collected');
  });

  it('tells a shopper whose account has only a phone that the pickup code comes by SMS', async () => {
    jest.mocked(usersApi.me).mockResolvedValue({
      id: 3,
      email: null,
      username: 'shopper1234',
      first_name: 'Musa',
      last_name: 'Bello',
      phone: '+2348031234567',
      role: 'REGULAR',
      date_joined: '2026-11-01T00:00:00Z',
      email_verified_at: null,
      phone_verified_at: '2026-11-01T00:00:00Z',
      has_password: false,
      cart: { id: 1, cart_items: [] },
    } satisfies SignedInUser);
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        status: 'confirmed',
        delivery: {
          method: 'pickup',
          state: 'Lagos',
          zone: 'South West',
          station: {
            id: 5,
            name: 'Yaba Hub',
            state: 'Lagos',
            address: '12 Herbert Macaulay Way',
            opening_hours: 'Mon–Sat 9:00–18:00',
            fee: 1200,
          },
          fee: 1200,
          min_days: 1,
          max_days: 3,
          earliest: '2026-11-25',
          latest: '2026-11-27',
        },
      }),
    );
    renderOrder();
    const card = await screen.findByRole('region', { name: 'Pickup station' });
    await waitFor(() => expect(card).toHaveTextContent('We text you a pickup code when it is.'));
  });

  it('says when the order is not the shopper’s', async () => {
    jest.mocked(ordersApi.detail).mockRejectedValue(apiError(404, { message: 'Order not found.' }));
    renderOrder(99);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
  });
});
