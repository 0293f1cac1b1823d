import { screen, waitFor, within } from '@testing-library/react';
import { CANCELLED_BY_SHOPPER } from 'shared-contracts';
import { ordersApi, paymentsApi, transfersApi } from 'shop-sdk';
import { leaveShopFor } from '../../lib/leave-shop';
import { renderInShop } from 'shop-sdk/testing/render';
import { order, payLaterOrder } from '../../testing/fixtures';
import { orderPageAt, signedInShopper } from '../../testing/order-page';
import OrderPage from './order';

jest.mock('shop-sdk/endpoints');
jest.mock('../../lib/leave-shop');

const renderOrder = (id = 7) => renderInShop(<OrderPage />, orderPageAt(id));

beforeEach(signedInShopper);

describe('/orders/{id}', () => {
  it('an order part paid by transfer to the shopper’s account says what came, what is due, until when, and where to pay', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'account_transfer',
        payment_status: 'partially_paid',
        total: 25_500,
        transfer: { paid: 20_500, due: 5_000 },
        reserved_until: '2026-12-07T09:00:00.000Z',
      }),
    );
    jest.mocked(transfersApi.bankAccount).mockResolvedValue({
      bank_name: 'Test Bank',
      account_number: '9900000042',
      account_name: 'KASUWA/ADA OBI',
      created_at: '2026-12-06T08:00:00.000Z',
    });
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Bank transfer to my Kasuwa account · Partly paid');
    expect(payment).toHaveTextContent('Transfer ₦5,000.00 to your Kasuwa account to pay for this order.');
    expect(payment).toHaveTextContent('We have received ₦20,500.00. ₦5,000.00 is still to pay.');
    expect(payment).toHaveTextContent(/Your items are held for you until/);
    expect(await within(payment).findByText('9900000042')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('a paid transfer order asks for nothing more', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(
      order({
        payment_method: 'account_transfer',
        payment_status: 'paid',
        transfer: { paid: 25_500, due: 0 },
      }),
    );
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Bank transfer to my Kasuwa account · Paid');
    expect(payment).not.toHaveTextContent(/still to pay|Transfer ₦/);
    expect(transfersApi.bankAccount).not.toHaveBeenCalled();
  });

  it('shows a pay-later plan with its status and instalments', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(payLaterOrder());
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
