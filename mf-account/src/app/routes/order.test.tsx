import { screen, waitFor, within } from '@testing-library/react';
import { CANCELLED_BY_SHOPPER, type SignedInUser } from 'shared-contracts';
import { ordersApi, paymentsApi, usersApi } from 'shop-sdk';
import { leaveShopFor } from '../../lib/leave-shop';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { order } from '../../testing/fixtures';
import OrderPage from './order';

jest.mock('shop-sdk/endpoints');
jest.mock('../../lib/leave-shop');

const renderOrder = (id = 7) =>
  renderInShop(<OrderPage />, { path: '/orders/:orderId', url: `/orders/${id}` });

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  signInShopper();
});

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

  it('shows a pay-later plan with its status and instalments', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'pay_later',
        status: 'confirmed',
        pay_later: {
          id: 3,
          instalments: 3,
          paid_instalments: 1,
          amount_paid: 4000.34,
          status: 'approved',
          schedule: [
            { number: 1, amount: 4000.34, due_date: '2026-12-23' },
            { number: 2, amount: 4000.34, due_date: '2027-01-22' },
            { number: 3, amount: 4000.32, due_date: '2027-02-21' },
          ],
        },
      }),
    );
    renderOrder();
    const plan = await screen.findByRole('region', { name: 'Pay-later plan' });
    expect(plan).toHaveTextContent('Approved');
    expect(plan).toHaveTextContent('1 of 3 instalments paid');
    const rows = within(plan).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 of 323 Dec 2026₦4,000.34Paid',
      '2 of 322 Jan 2027₦4,000.34Due',
      '3 of 321 Feb 2027₦4,000.32Due',
    ]);
  });

  it('tells a shopper who cancelled their pay-later order that they did; its unpaid instalments read cancelled', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'pay_later',
        status: 'cancelled',
        cancel_reason: CANCELLED_BY_SHOPPER,
        pay_later: {
          id: 3,
          instalments: 2,
          paid_instalments: 0,
          amount_paid: 0,
          status: 'rejected',
          schedule: [
            { number: 1, amount: 6000.5, due_date: '2026-12-23' },
            { number: 2, amount: 6000.5, due_date: '2027-01-22' },
          ],
        },
      }),
    );
    renderOrder();
    const plan = await screen.findByRole('region', { name: 'Pay-later plan' });
    expect(plan).toHaveTextContent('You cancelled this order, so nothing more is due on its plan.');
    expect(plan).not.toHaveTextContent(/not approved/i);
    expect(
      within(plan)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.lastChild?.textContent),
    ).toEqual(['Cancelled', 'Cancelled']);
    expect(screen.getByText(/^You cancelled this order\./)).toBeInTheDocument();
    expect(screen.queryByText(/This order was cancelled:/)).not.toBeInTheDocument();
  });

  it('names the channel that paid and lists each refund; a processed part reads Partly refunded', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'pay_now',
        status: 'confirmed',
        payment_status: 'paid',
        payment_channel: 'bank_transfer',
        refunds: [
          { id: 1, amount: 5000, status: 'processed', created_at: '2026-11-24T09:30:00.000Z' },
          { id: 2, amount: 1000, status: 'pending', created_at: '2026-11-25T13:05:00.000Z' },
          { id: 3, amount: 700, status: 'needs_attention', created_at: '2026-11-25T14:05:00.000Z' },
        ],
      }),
    );
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Paid online by bank transfer · Partly refunded');
    const refunds = within(payment)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(refunds).toEqual([
      'Refund of ₦5,000.0024 Nov 2026, 10:30 WATProcessed',
      'Refund of ₦1,000.0025 Nov 2026, 14:05 WATPendingYour refund has been started. Depending on your bank it can take up to 10 working days to reach you.',
      'Refund of ₦700.0025 Nov 2026, 15:05 WATNeeds your bank detailsYour card could not take this refund back. We will contact you for the bank account to send it to.',
    ]);
  });

  it('reads Refunded once all of it is given back, by USSD', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'pay_now',
        status: 'cancelled',
        payment_status: 'refunded',
        payment_channel: 'ussd',
        refunds: [{ id: 1, amount: 12001, status: 'processed', created_at: '2026-11-24T09:30:00.000Z' }],
      }),
    );
    renderOrder();
    expect(await screen.findByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Paid online by USSD · Refunded',
    );
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

  it('shows a pickup order’s station, and its pickup code once it is ready', async () => {
    const station = {
      id: 4,
      name: 'Maiduguri Post Office',
      state: 'Borno' as const,
      address: '1 Kashim Ibrahim Way, Maiduguri',
      opening_hours: 'Mon–Sat 8:00–18:00',
      fee: 3000,
    };
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        status: 'ready_for_pickup',
        pickup_code: '042917',
        delivery: {
          method: 'pickup',
          state: 'Borno',
          zone: 'North East',
          station,
          fee: 3000,
          min_days: 5,
          max_days: 8,
          earliest: '2026-11-30',
          latest: '2026-12-03',
        },
        history: [
          { status: 'pending', at: '2026-11-23T09:00:00Z', by: 'shopper', note: null },
          { status: 'ready_for_pickup', at: '2026-11-30T12:00:00Z', by: 'admin', note: null },
        ],
      }),
    );
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

describe('/orders/{id} of a pay-now order', () => {
  const awaiting = order({
    payment_method: 'pay_now',
    reserved_until: '2026-11-26T04:00:00.000Z',
  });

  it('verifies the reference it comes back with, then shows Paid and drops the reference from the address', async () => {
    jest
      .mocked(ordersApi.detail)
      .mockResolvedValueOnce(awaiting)
      .mockResolvedValue(order({ payment_method: 'pay_now', payment_status: 'paid', reserved_until: null }));
    jest.mocked(paymentsApi.verify).mockResolvedValue({ payment_status: 'succeeded', order_id: 7 });
    const { currentPath } = renderInShop(<OrderPage />, {
      path: '/orders/:orderId',
      url: '/orders/7?trxref=KSW-7-abc&reference=KSW-7-abc',
    });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    expect(paymentsApi.verify).toHaveBeenCalledTimes(1);
    expect(paymentsApi.verify).toHaveBeenCalledWith(7, 'KSW-7-abc');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
        'Pay now — card, bank transfer or USSD · Paid',
      ),
    );
    await waitFor(() => expect(currentPath()).toBe('/orders/7'));
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('after a declined payment says so and retries with a new attempt on the provider’s page', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(awaiting);
    jest.mocked(paymentsApi.verify).mockResolvedValue({ payment_status: 'failed', order_id: 7 });
    jest
      .mocked(paymentsApi.start)
      .mockResolvedValue({ reference: 'KSW-7-def', authorization_url: 'https://pay.test/def' });
    const { user } = renderInShop(<OrderPage />, {
      path: '/orders/:orderId',
      url: '/orders/7?reference=KSW-7-abc',
    });
    expect(
      await screen.findByText('Your payment did not go through. Nothing was charged; you can try again.'),
    ).toBeInTheDocument();
    // Trying again comes first; cancelling is second, and not a red button.
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Try again')).toBeGreaterThanOrEqual(0);
    expect(buttons.indexOf('Try again')).toBeLessThan(buttons.indexOf('Cancel order'));
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Your items are held for you until');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith('https://pay.test/def'));
    expect(paymentsApi.start).toHaveBeenCalledWith(7);
  });

  it('says why the shop cancelled it', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'pay_now',
        status: 'cancelled',
        cancel_reason: 'Payment was not completed in time',
        reserved_until: null,
      }),
    );
    renderOrder();
    expect(
      await screen.findByText('This order was cancelled: Payment was not completed in time.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(paymentsApi.verify).not.toHaveBeenCalled();
  });
});
