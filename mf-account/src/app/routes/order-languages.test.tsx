import { screen, within } from '@testing-library/react';
import { type OrderReturn } from 'shared-contracts';
import { ordersApi } from 'shop-sdk';
import { renderInShop, resetSession } from 'shop-sdk/testing/render';
import { request } from 'shop-sdk/testing/request';
import ha from '../../messages/ha.json';
import ig from '../../messages/ig.json';
import pcm from '../../messages/pcm.json';
import yo from '../../messages/yo.json';
import { order, payLaterOrder, readyForPickup } from '../../testing/fixtures';
import { orderPageAt, signedInShopper } from '../../testing/order-page';
import OrderPage from './order';
import OrdersPage from './orders';

jest.mock('shop-sdk/endpoints');

const returned: OrderReturn = {
  id: 5,
  order_id: 7,
  status: 'refunded',
  reason: 'damaged',
  note: '',
  lines: [
    {
      id: 9,
      order_item_id: 2,
      product_id: 4,
      product_name: 'Palm Oil 1L',
      variant_label: '',
      quantity: 1,
      refund: 2500,
      resellable: null,
    },
  ],
  refund_total: 2500,
  refund_route: 'paystack',
  method: null,
  instructions: null,
  reject_reason: null,
  photos: [],
  bank_account: null,
  refund_id: 3,
  refund_status: 'processing',
  transfer_reference: null,
  requested_at: '2026-11-25T10:00:00.000Z',
  approved_at: '2026-11-25T12:00:00.000Z',
  rejected_at: null,
  received_at: '2026-11-26T10:00:00.000Z',
  refunded_at: '2026-11-26T11:00:00.000Z',
};

beforeEach(signedInShopper);

describe("an order's page in the page's language", () => {
  it('shows a pickup order in Igbo: its heading, status, pickup code, items and totals, payment and progress', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(readyForPickup({ shipping_fee: 3000 }));
    renderInShop(<OrderPage />, { ...orderPageAt(), locale: 'ig', messages: ig });
    expect(
      await screen.findByRole('heading', { name: 'Ọda KSW-20261123-7F3K9Q', level: 1 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Ọda KSW-20261123-7F3K9Q | Kasuwa');
    expect(screen.getByText('Ọ dị njikere ka a nara ya', { selector: 'span' })).toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Ebe nnara ngwa' });
    // The station's name, address and hours are the shop's own; the words around them are Igbo.
    expect(card).toHaveTextContent('Maiduguri Post Office');
    expect(card).toHaveTextContent('Ọ na-emeghe Mon–Sat 8:00–18:00');
    const code = within(card).getByRole('status', { name: 'Koodu nnara' });
    expect(code).toHaveTextContent('Ọda gị adịla njikere. Gosi koodu nnara a na ebe nnara ngwa:042917');

    // Product names stay as the API gives them; prices are the shop's naira.
    const items = screen.getByRole('region', { name: 'Ngwa' });
    expect(within(items).getByRole('link', { name: 'Adire Shirt' })).toHaveAttribute('href', '/products/3');
    expect(items).toHaveTextContent('Ngụkọta ngwa₦9,501.00');
    expect(items).toHaveTextContent('Nnara na Maiduguri Post Office₦3,000.00');
    expect(items).toHaveTextContent('Ngụkọta₦12,001.00');

    expect(screen.getByRole('region', { name: 'Ịkwụ ụgwọ' })).toHaveTextContent(
      'Kwụọ ụgwọ mgbe o ruru gị aka · A kwụbeghị ụgwọ',
    );
    expect(screen.getByRole('region', { name: 'Nkọwa gị' })).toHaveTextContent('Ngozi Adeyemi');
    const progress = screen.getByRole('list', { name: 'Ọganihu ọda' });
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent(
      'Ọ dị njikere ka a nara ya30 Nov 2026, 13:00 WAT',
    );
    expect(progress).toHaveTextContent('Ị naraala ya');
  });

  it('asks in Igbo before cancelling', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order());
    const { user } = renderInShop(<OrderPage />, { ...orderPageAt(), locale: 'ig', messages: ig });
    await user.click(await screen.findByRole('button', { name: 'Kagbuo ọda' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kagbuo ọda a?' });
    expect(dialog).toHaveTextContent('A ga-akagbu ọda KSW-20261123-7F3K9Q ma weghachi ngwa ya ka a ree ha.');
    await user.click(within(dialog).getByRole('button', { name: 'Hapụ ọda ahụ' }));
    expect(ordersApi.cancel).not.toHaveBeenCalled();
  });

  it('shows a pay-later plan in Yoruba, its instalments included', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(payLaterOrder());
    renderInShop(<OrderPage />, { ...orderPageAt(), locale: 'yo', messages: yo });
    const plan = await screen.findByRole('region', { name: 'Ètò ìsanwó lẹ́yìn náà' });
    expect(plan).toHaveTextContent('A ti fọwọ́ sí i');
    expect(plan).toHaveTextContent('A ti san 1 nínú ìsanwó 3 (₦4,000.34)');
    expect(within(plan).getByRole('columnheader', { name: 'Ọjọ́ ìsanwó' })).toBeInTheDocument();
    const rows = within(plan).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 nínú 323 Dec 2026₦4,000.34A ti san',
      '2 nínú 322 Jan 2027₦4,000.34Ó yẹ ní sísan',
      '3 nínú 321 Feb 2027₦4,000.32Ó yẹ ní sísan',
    ]);
    expect(screen.getByRole('region', { name: 'Ìsanwó' })).toHaveTextContent(
      'Sanwó lẹ́yìn náà ní ìsanwó 3 · A kò tíì sanwó',
    );
  });

  it('shows a return and its refund in Hausa, and the steps it added to the progress', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue({
      ...order({ status: 'delivered', payment_method: 'pay_now', payment_status: 'paid' }),
      returns: [returned],
    });
    renderInShop(<OrderPage />, { ...orderPageAt(), locale: 'ha', messages: ha });
    const returns = await screen.findByRole('region', { name: 'Mayar da kaya' });
    expect(returns).toHaveTextContent('1 × Palm Oil 1L');
    expect(returns).toHaveTextContent('Mayar da kuɗi na kan hanya');
    expect(returns).toHaveTextContent('Ya lalace · an nema a 25 Nov 2026, 11:00 WAT · mayar da ₦2,500.00');
    expect(returns).toHaveTextContent(
      'Kuɗinku da ake mayarwa suna kan hanya zuwa katin ko asusun da kuka biya da shi.',
    );
    const progress = screen.getByRole('list', { name: 'Ci gaban oda' });
    expect(progress).toHaveTextContent('An nemi mayar da kaya');
    expect(progress).toHaveTextContent('An mayar da kuɗin kayan');
    // The delivered order's items each offer a review, in Hausa, named by the product's own name.
    expect(screen.getByRole('link', { name: 'Rubuta sharhi kan Adire Shirt' })).toHaveTextContent(
      'Rubuta sharhi',
    );
  });

  it('asks for a return in Hausa, and sends the values the API knows', async () => {
    const delivered = order({ status: 'delivered', payment_method: 'pay_now', payment_status: 'paid' });
    jest.mocked(ordersApi.detail).mockResolvedValue(delivered);
    jest.mocked(request.post).mockResolvedValue(delivered);
    const { user } = renderInShop(<OrderPage />, { ...orderPageAt(), locale: 'ha', messages: ha });
    await user.click(await screen.findByRole('button', { name: 'Mayar da kaya' }));
    const dialog = screen.getByRole('dialog', { name: 'Mayar da kaya' });
    expect(dialog).toHaveTextContent('Oda KSW-20261123-7F3K9Q');
    await user.click(within(dialog).getByRole('button', { name: 'Aika buƙatar mayar da kaya' }));
    expect(within(dialog).getByText('Ku zaɓi aƙalla abu ɗaya da za ku mayar')).toBeInTheDocument();
    expect(within(dialog).getByText('Ku zaɓi dalili', { selector: 'p' })).toBeInTheDocument();
    expect(request.post).not.toHaveBeenCalled();

    expect(within(dialog).getByRole('group', { name: 'Me za ku mayar?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Adire Shirt/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Adadin Adire Shirt' }), '1');
    const reason = within(dialog).getByRole('combobox', { name: 'Dalili' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Ku zaɓi dalili',
      'Ba kayan da na yi oda ba',
      'Ya lalace',
      'Bai yi daidai da bayani ba',
      'Na canza shawara',
    ]);
    await user.selectOptions(reason, 'Ya lalace');
    expect(within(dialog).getByText(/^Mayar da kuɗi: ₦/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aika buƙatar mayar da kaya' }));
    expect(request.post).toHaveBeenCalledWith(
      'orders/7/returns',
      { lines: [{ order_item_id: 1, quantity: 1 }], reason: 'damaged' },
      { retry: false },
    );
  });

  it('asks for the bank account in Igbo when the order was paid on delivery', async () => {
    jest.mocked(ordersApi.detail).mockResolvedValue(order({ status: 'delivered' }));
    // The banks a refund can go to; the delivered order has no courier's shipment.
    jest
      .mocked(request.get)
      .mockImplementation(
        async (url: string) =>
          (url === 'returns/banks' ? [{ id: 9, code: '058', name: 'Guaranty Trust Bank' }] : null) as never,
      );
    const { user } = renderInShop(<OrderPage />, { ...orderPageAt(), locale: 'ig', messages: ig });
    await user.click(await screen.findByRole('button', { name: 'Nyeghachi ngwa' }));
    const dialog = screen.getByRole('dialog', { name: 'Nyeghachi ngwa' });
    expect(dialog).toHaveTextContent(
      'I kwụrụ ụgwọ mgbe o ruru gị aka, ya mere anyị ga-akwụghachi gị ego site na nzipu ego n’ụlọ akụ.',
    );
    expect(await within(dialog).findByRole('option', { name: 'Guaranty Trust Bank' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Ụlọ akụ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nọmba akaụntụ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kagbuo' })).toBeInTheDocument();
  });
});

describe("the orders list in the page's language", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('lists the orders in Pidgin, with the count of items and what was paid', async () => {
    jest.mocked(ordersApi.list).mockResolvedValue({
      results: [
        order({ id: 12, number: 'KSW-20261123-AAAAAA', status: 'pending' }),
        order({ id: 11, number: 'KSW-20261120-BBBBBB', status: 'delivered', payment_status: 'paid' }),
      ],
      count: 2,
      page: 1,
      page_size: 20,
    });
    renderInShop(<OrdersPage />, { path: '/orders', url: '/orders', locale: 'pcm', messages: pcm });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.getByRole('heading', { name: 'Your orders', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Your orders | Kasuwa');
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Order KSW-20261123-AAAAAA' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('E dey wait');
    expect(rows[1]).toHaveTextContent('E don reach');
    expect(rows[1]).toHaveTextContent('3 items · You don pay');
  });

  it('says there is no order yet in Yoruba', async () => {
    jest.mocked(ordersApi.list).mockResolvedValue({ results: [], count: 0, page: 1, page_size: 20 });
    renderInShop(<OrdersPage />, { path: '/orders', url: '/orders', locale: 'yo', messages: yo });
    expect(await screen.findByText('Kò sí ìbéèrè ọjà kankan síbẹ̀')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bẹ̀rẹ̀ rírajà' })).toHaveAttribute('href', '/products');
  });

  it('asks an anonymous shopper to sign in, in Hausa', () => {
    resetSession();
    renderInShop(<OrdersPage />, { path: '/orders', url: '/orders', locale: 'ha', messages: ha });
    expect(screen.getByRole('heading', { name: 'Odarku', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ku shiga don ganin odarku da kuma bin diddigin isarwarsu.')).toBeInTheDocument();
    expect(ordersApi.list).not.toHaveBeenCalled();
  });
});
