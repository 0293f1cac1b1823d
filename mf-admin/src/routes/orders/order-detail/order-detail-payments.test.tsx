import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { adminPaymentsApi } from 'shop-sdk/admin-payments';
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
jest.mock('shop-sdk/admin-payments');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

describe('a pay-now order', () => {
  const paid = {
    ...adminOrder('confirmed'),
    payment_method: 'pay_now' as const,
    payment_status: 'paid' as const,
  };
  const payments = (refunded = 0) => ({
    payments: [
      {
        id: 5,
        reference: 'KSW-7-beef',
        status: 'succeeded' as const,
        amount: 27500,
        currency: 'NGN',
        channel: 'bank_transfer',
        paid_at: '2026-11-26T03:00:00.000Z',
        reason: null,
        refunded_amount: refunded,
        created_at: '2026-11-26T02:59:00.000Z',
        refunds: [],
      },
      {
        id: 4,
        reference: 'KSW-7-dead',
        status: 'failed' as const,
        amount: 27500,
        currency: 'NGN',
        channel: 'card',
        paid_at: null,
        reason: 'Declined',
        refunded_amount: 0,
        created_at: '2026-11-26T02:50:00.000Z',
        refunds: [],
      },
    ],
    events: [
      {
        id: 9,
        payment_id: 5,
        source: 'webhook' as const,
        event: 'charge.success',
        signature_valid: true,
        outcome: 'paid',
        created_at: '2026-11-26T03:00:01.000Z',
      },
    ],
  });

  it('shows its payment attempts and their events', async () => {
    jest.mocked(adminApi.order).mockResolvedValue(paid);
    jest.mocked(adminPaymentsApi.orderPayments).mockResolvedValue(payments());
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const card = await screen.findByRole('region', { name: 'Online payments' });
    const attempts = await within(card).findByRole('table', { name: 'Payment attempts' });
    expect(within(attempts).getAllByRole('row')).toHaveLength(3);
    expect(attempts).toHaveTextContent('KSW-7-beef');
    expect(attempts).toHaveTextContent('Succeeded');
    expect(attempts).toHaveTextContent('Declined');
    expect(within(card).getByRole('table', { name: 'Payment events' })).toHaveTextContent('charge.success');
    expect(adminPaymentsApi.orderPayments).toHaveBeenCalledWith(7);
  });

  it('refunds only after the admin confirms, all that is left or the amount typed', async () => {
    const user = userEvent.setup();
    jest.mocked(adminApi.order).mockResolvedValue(paid);
    jest.mocked(adminPaymentsApi.orderPayments).mockResolvedValue(payments());
    jest.mocked(adminPaymentsApi.refundOrder).mockResolvedValue(payments(100));
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const card = await screen.findByRole('region', { name: 'Online payments' });
    await user.click(await within(card).findByRole('button', { name: 'Refund' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Refund order KSW-000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the money' }));
    expect(adminPaymentsApi.refundOrder).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Refund' }));
    dialog = screen.getByRole('alertdialog', { name: 'Refund order KSW-000007?' });
    await user.type(within(dialog).getByLabelText('Amount to refund (₦)'), '30000');
    expect(within(dialog).getByText('Enter an amount up to ₦27,500.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₦30,000.00' }));
    expect(adminPaymentsApi.refundOrder).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Amount to refund (₦)'));
    await user.type(within(dialog).getByLabelText('Amount to refund (₦)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₦100.00' }));
    expect(adminPaymentsApi.refundOrder).toHaveBeenCalledWith(7, 100);
  });

  it('a refund that needs attention: its note, and the bank account sent only after the admin confirms', async () => {
    const user = userEvent.setup();
    const waiting = payments(1200);
    const [first] = waiting.payments;
    if (!first) throw new Error('no payment');
    const withRefund = {
      ...waiting,
      payments: [
        {
          ...first,
          refunds: [
            {
              id: 3,
              amount: 1200,
              status: 'needs_attention' as const,
              reason: 'Refunded by the shop',
              provider_note: 'The card could not take it back',
              retried_at: null,
              created_at: '2026-11-26T04:00:00.000Z',
            },
          ],
        },
      ],
      disputes: [
        {
          id: 6,
          payment_id: 5,
          status: 'awaiting-merchant-feedback',
          resolution: null,
          category: 'chargeback',
          refund_amount: 27500,
          due_at: '2026-11-28T18:00:00.000Z',
          resolved_at: null,
          created_at: '2026-11-26T05:00:00.000Z',
          updated_at: '2026-11-26T05:00:00.000Z',
        },
      ],
    };
    jest.mocked(adminApi.order).mockResolvedValue(paid);
    jest.mocked(adminPaymentsApi.orderPayments).mockResolvedValue(withRefund);
    jest.mocked(adminPaymentsApi.retryRefund).mockResolvedValue(withRefund);
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const card = await screen.findByRole('region', { name: 'Online payments' });
    const refunds = await within(card).findByRole('table', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Needs attention');
    expect(refunds).toHaveTextContent('The card could not take it back');
    expect(within(card).getByRole('table', { name: 'Disputes' })).toHaveTextContent('Chargeback');
    await user.click(within(refunds).getByRole('button', { name: 'Send to the customer’s bank account' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Send ₦1,200.00 to the customer’s bank account?',
    });
    await user.type(within(dialog).getByLabelText('Account number'), '12345');
    await user.type(within(dialog).getByLabelText('Bank id at Paystack'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Send the refund' }));
    expect(within(dialog).getByText('Enter the 10-digit account number')).toBeInTheDocument();
    expect(adminPaymentsApi.retryRefund).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Account number'), '67890');
    await user.click(within(dialog).getByRole('button', { name: 'Send the refund' }));
    expect(adminPaymentsApi.retryRefund).toHaveBeenCalledWith(3, {
      account_number: '1234567890',
      bank_id: '9',
    });
  });

  it('a payment that needs review is accepted, refunded or cancelled only after the admin confirms', async () => {
    const user = userEvent.setup();
    const base = payments();
    const [first] = base.payments;
    if (!first) throw new Error('no payment');
    const review = {
      ...base,
      payments: [{ ...first, status: 'needs_review' as const, reason: 'paid in USD, not NGN' }],
    };
    jest.mocked(adminApi.order).mockResolvedValue({ ...paid, payment_status: 'unpaid' as const });
    jest.mocked(adminPaymentsApi.orderPayments).mockResolvedValue(review);
    jest.mocked(adminPaymentsApi.reviewPayment).mockResolvedValue(base);
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const card = await screen.findByRole('region', { name: 'Online payments' });
    await user.click(await within(card).findByRole('button', { name: 'Refund and cancel order' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Refund this payment and cancel the order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(adminPaymentsApi.reviewPayment).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Accept payment' }));
    dialog = screen.getByRole('alertdialog', { name: 'Accept this payment for the order?' });
    expect(dialog).toHaveTextContent('paid in USD, not NGN');
    await user.click(within(dialog).getByRole('button', { name: 'Accept payment' }));
    expect(adminPaymentsApi.reviewPayment).toHaveBeenCalledWith(5, 'accept');
  });

  it('shows no online payments for an order paid another way', async () => {
    jest.mocked(adminApi.order).mockResolvedValue(adminOrder('pending'));
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    await screen.findByRole('heading', { name: 'Order KSW-000007' });
    expect(screen.queryByRole('region', { name: 'Online payments' })).not.toBeInTheDocument();
    expect(adminPaymentsApi.orderPayments).not.toHaveBeenCalled();
  });
});

describe('an order paid by transfer to the shopper’s own account', () => {
  it('says what its transfers brought and what is still due, with the way to the Transfers page', async () => {
    jest.mocked(adminApi.order).mockResolvedValue({
      ...adminOrder('pending'),
      payment_method: 'account_transfer' as const,
      payment_status: 'partially_paid' as const,
      transfer: { paid: 1300, due: 5000 },
    });
    renderAdmin(<AdminRoutes />, { url: '/admin/orders/7' });
    const card = await screen.findByRole('region', { name: 'Payment' });
    expect(card).toHaveTextContent('MethodBank transfer to my Kasuwa account');
    expect(card).toHaveTextContent('Received by transfer₦1,300.00');
    expect(card).toHaveTextContent('Still due₦5,000.00 · Transfers');
    expect(within(card).getByRole('link', { name: 'Transfers' })).toHaveAttribute('href', '/admin/transfers');
  });
});
