import { screen, within } from '@testing-library/react';
import { type OrderReturn } from 'shared-contracts';
import { ordersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { apiError, renderInShop } from 'shop-sdk/testing/render';
import { order } from '../../testing/fixtures';
import { orderPageAt, signedInShopper } from '../../testing/order-page';
import OrderPage from './order';

jest.mock('shop-sdk/endpoints');

const requested: OrderReturn = {
  id: 5,
  order_id: 7,
  status: 'requested',
  reason: 'damaged',
  note: '',
  lines: [
    {
      id: 9,
      order_item_id: 1,
      product_id: 3,
      product_name: 'Adire Shirt',
      variant_label: 'Size: L',
      quantity: 1,
      refund: 6000,
      resellable: null,
    },
  ],
  refund_total: 6000,
  refund_route: 'paystack',
  method: null,
  instructions: null,
  reject_reason: null,
  photos: [],
  bank_account: null,
  refund_id: null,
  refund_status: null,
  transfer_reference: null,
  requested_at: '2026-11-25T10:00:00.000Z',
  approved_at: null,
  rejected_at: null,
  received_at: null,
  refunded_at: null,
};

beforeEach(signedInShopper);

describe('Return items', () => {
  it('is offered only on a delivered order, and sends the lines, quantities and reason chosen', async () => {
    const delivered = order({ status: 'delivered', payment_method: 'pay_now', payment_status: 'paid' });
    jest
      .mocked(ordersApi.detail)
      .mockResolvedValueOnce(delivered)
      .mockResolvedValue({ ...delivered, returns: [requested] });
    jest.mocked(request.post).mockResolvedValue({ ...delivered, returns: [requested] });
    const { user } = renderInShop(<OrderPage />, orderPageAt());
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items' });
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));
    expect(within(dialog).getByText('Choose at least one item to return')).toBeInTheDocument();
    expect(request.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Adire Shirt/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How many of Adire Shirt' }), '1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Send return request' }));
    expect(request.post).toHaveBeenCalledWith(
      'orders/7/returns',
      { lines: [{ order_item_id: 1, quantity: 1 }], reason: 'damaged' },
      { retry: false },
    );
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(returns).toHaveTextContent('Return requested');
    expect(screen.getByRole('list', { name: 'Order progress' })).toHaveTextContent('Return requested');
  });

  it('paid on delivery: checks the account for this order and shows its name, or the refusal in words', async () => {
    const delivered = order({ status: 'delivered', payment_method: 'pay_on_delivery' });
    jest.mocked(ordersApi.detail).mockResolvedValue(delivered);
    const tooMany =
      'You have checked 5 account numbers for this return. Send your request and we will check the account when it arrives.';
    jest.mocked(request.get).mockImplementation(async (url: string, params?: object) => {
      if (url === 'returns/banks') return [{ id: 9, code: '058', name: 'Guaranty Trust Bank' }];
      const { account_number } = params as { account_number: string };
      if (account_number === '0123456789')
        return { bank_code: '058', account_number, account_name: 'ADA OBI' };
      throw apiError(429, { message: tooMany, detail: tooMany });
    });
    const { user } = renderInShop(<OrderPage />, orderPageAt());
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Bank' }),
      await within(dialog).findByRole('option', { name: 'Guaranty Trust Bank' }),
    );
    const number = within(dialog).getByRole('textbox', { name: 'Account number' });
    await user.type(number, '0123456789');
    expect(await within(dialog).findByText('Account name: ADA OBI')).toBeInTheDocument();
    expect(request.get).toHaveBeenCalledWith('returns/banks/resolve', {
      order_id: 7,
      bank_code: '058',
      account_number: '0123456789',
    });
    await user.clear(number);
    await user.type(number, '0123456780');
    expect(await within(dialog).findByText(tooMany)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Account name/)).not.toBeInTheDocument();
  });

  it('is not offered before delivery', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order({ status: 'shipped' }));
    renderInShop(<OrderPage />, orderPageAt());
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });
});

describe('a return refunded online', () => {
  const refunded = (refund_status: OrderReturn['refund_status']): OrderReturn => ({
    ...requested,
    status: 'refunded',
    refund_id: 3,
    refund_status,
    received_at: '2026-11-26T10:00:00.000Z',
    refunded_at: '2026-11-26T11:00:00.000Z',
  });
  const shows = async (ret: OrderReturn) => {
    jest
      .mocked(ordersApi.detail)
      .mockResolvedValue({ ...order({ status: 'delivered', payment_method: 'pay_now' }), returns: [ret] });
    renderInShop(<OrderPage />, orderPageAt());
    return screen.findByRole('region', { name: 'Returns' });
  };

  it('says the refund is on its way until Paystack has processed it', async () => {
    const returns = await shows(refunded('processing'));
    expect(returns).toHaveTextContent('Refund on its way');
    expect(returns).toHaveTextContent('Your refund is on its way to the card or account you paid with.');
    expect(returns).not.toHaveTextContent('Return refunded');
  });

  it('says so when Paystack could not send it, rather than that it was refunded', async () => {
    const returns = await shows(refunded('failed'));
    expect(returns).toHaveTextContent('Refund failed');
    expect(returns).toHaveTextContent('Paystack could not send this refund.');
  });

  it('is refunded once Paystack processed it', async () => {
    const returns = await shows(refunded('processed'));
    expect(returns).toHaveTextContent('Return refunded');
  });
});
