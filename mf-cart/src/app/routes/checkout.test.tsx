import { act, screen, waitFor, within } from '@testing-library/react';
import { type AddressInput, type CheckoutQuote, type Order, type SavedAddress } from 'shared-contracts';
import { addressesApi, cartAtom, kasuwaStore, ordersApi, paymentsApi, storeApi, usersApi } from 'shop-sdk';
import { leaveShopFor } from '../../lib/leave-shop';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { line, shopperProfile, summary, variant } from '../../testing/fixtures';
import CartPage from './cart';
import CheckoutPage from './checkout';

jest.mock('shop-sdk/endpoints');
jest.mock('../../lib/leave-shop');

const shirt = line(summary(1, 'Adire Shirt'), variant(11, { regular_price: 20000 }), 1);

const quote = (over: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  items: [
    {
      product_id: 1,
      variant_id: 11,
      product_name: 'Adire Shirt',
      variant_label: 'Size: L',
      quantity: 1,
      stock: 4,
      unit_price: 20000,
      line_total: 20000,
      image: null,
    },
  ],
  subtotal: 20000,
  shipping_fee: 2500,
  total: 22500,
  last_address: {
    full_name: 'Ngozi Eze',
    phone: '+2348031234567',
    second_phone: null,
    street: '14 Awolowo Road',
    city: 'Ikoyi',
    state: 'Lagos',
  },
  ...over,
});

/** A saved address of the shopper's book. */
const saved = (id: number, over: Partial<SavedAddress> | AddressInput = {}): SavedAddress => ({
  id,
  full_name: 'Ngozi Eze',
  phone: '+2348031234567',
  second_phone: null,
  street: '14 Awolowo Road',
  lga: 'Eti-Osa',
  state: 'Lagos',
  landmark: null,
  is_default: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...(over as Partial<SavedAddress>),
});

const renderCheckout = () =>
  renderInShop(<CheckoutPage />, {
    path: '/checkout',
    url: '/checkout',
    routes: [
      { path: '/cart', element: <CartPage /> },
      { path: '/orders/:id', element: <p>order page</p> },
    ],
  });

let online = true;
const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

beforeEach(() => {
  jest.clearAllMocks();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  resetSession();
  jest.mocked(usersApi.me).mockImplementation(async () => {
    throw new Error('not used');
  });
  jest.mocked(paymentsApi.options).mockResolvedValue({ pay_now: false });
  jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: [] });
  jest.mocked(addressesApi.list).mockResolvedValue([]);
  jest.mocked(addressesApi.create).mockImplementation(async (body) => saved(9, body));
});

it('sends an anonymous visitor to the cart with the toast of docs/storefront.md §2.3', async () => {
  const { currentPath } = renderCheckout();
  expect(await screen.findByText('Please login to view your cart!')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/cart'));
  expect(ordersApi.quote).not.toHaveBeenCalled();
});

it('offline, says checkout needs a connection and never places the order', async () => {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest.mocked(ordersApi.quote).mockResolvedValue(quote());
  renderCheckout();
  const place = await screen.findByRole('button', { name: 'Place order' });
  expect(place).toBeEnabled();

  setOnline(false);
  const needs =
    "Checkout needs a connection. You're offline: your cart is kept on this device, and you can place your order once you're back online.";
  expect(await screen.findByText(needs)).toBeInTheDocument();
  expect(place).toBeDisabled();
  await act(async () => {
    screen.getByRole('form', { name: 'Checkout' }).dispatchEvent(new Event('submit', { bubbles: true }));
  });
  expect(ordersApi.checkout).not.toHaveBeenCalled();

  setOnline(true);
  await waitFor(() => expect(screen.queryByText(needs)).not.toBeInTheDocument());
  expect(place).toBeEnabled();
});

it('opened offline, checkout says it needs a connection instead of failing to load', async () => {
  signInShopper();
  online = false;
  // Offline, no answer comes.
  jest.mocked(ordersApi.quote).mockImplementation(() => new Promise(() => {}));
  renderCheckout();
  expect(await screen.findByText(/^Checkout needs a connection\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  expect(screen.queryByText('We could not load your checkout')).not.toBeInTheDocument();
});

it('sends a shopper with an empty cart back to the cart', async () => {
  signInShopper();
  jest
    .mocked(ordersApi.quote)
    .mockResolvedValue(quote({ items: [], subtotal: 0, shipping_fee: 0, total: 0 }));
  const { currentPath } = renderCheckout();
  expect(
    await screen.findByText('Your cart is empty. Add something to it before you check out.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/cart'));
});

it('shows the server’s totals, fills in the last address and places the order once', async () => {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest.mocked(ordersApi.quote).mockResolvedValue(quote());
  let answer: (order: Order) => void = () => {};
  jest
    .mocked(ordersApi.checkout)
    .mockImplementation(() => new Promise<Order>((resolve) => (answer = resolve)));
  const { user, currentPath } = renderCheckout();
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('₦22,500.00');
  expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('₦2,500.00');
  expect(screen.getByLabelText('Full name')).toHaveValue('Ngozi Eze');
  expect(document.title).toBe('Checkout | Kasuwa');

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  const waiting = screen.getByRole('button', { name: 'Placing order…' });
  expect(waiting).toBeDisabled();
  await user.click(waiting);
  expect(ordersApi.checkout).toHaveBeenCalledTimes(1);
  expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/);

  answer({ id: 42, number: 'KSW-20261123-ABCDEF' } as Order);
  expect(await screen.findByText('order page')).toBeInTheDocument();
  expect(currentPath()).toBe('/orders/42');
  expect(kasuwaStore.get(cartAtom)).toEqual([]);
});

it("shows each line's photo at the width of its 56 px thumbnail", async () => {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  const [item] = quote().items;
  jest
    .mocked(ordersApi.quote)
    .mockResolvedValue(
      quote({ items: [{ ...item!, image: { url: '/api/uploads/products/1-ab.jpg', alt: 'Shirt' } }] }),
    );
  renderCheckout();
  const line = await screen.findByRole('listitem', { name: 'Adire Shirt' });
  const avif = line.querySelector('picture source[type="image/avif"]');
  expect(avif).toHaveAttribute('sizes', '56px');
  expect(avif).toHaveAttribute(
    'srcset',
    expect.stringContaining('/api/images/products/1-ab.jpg?w=320&format=avif 320w'),
  );
});

it('resends the same key after a network failure, and on a 409 goes to the cart that names the product and marks its line', async () => {
  signInShopper();
  const radio = line(summary(2, 'Solar Radio'), variant(21, { regular_price: 9500 }), 1);
  kasuwaStore.set(cartAtom, [shirt, radio]);
  // After the race the server's cart still holds both lines; the shirt has no stock left.
  const soldOut = { ...shirt, variant: { ...shirt.variant, stock: 0 } };
  jest.mocked(usersApi.me).mockResolvedValue(shopperProfile([soldOut, radio]));
  const two = quote();
  jest.mocked(ordersApi.quote).mockResolvedValue({
    ...two,
    items: [
      ...two.items,
      { ...two.items[0]!, product_id: 2, variant_id: 21, product_name: 'Solar Radio', unit_price: 9500 },
    ],
  });
  jest
    .mocked(ordersApi.checkout)
    .mockRejectedValueOnce(apiError(0))
    .mockRejectedValueOnce(
      apiError(409, {
        message: 'Not enough stock for Adire Shirt.',
        conflict: { reason: 'stock', product_id: 1, variant_id: 11 },
      }),
    );
  const { user, currentPath } = renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  const [first, second] = jest.mocked(ordersApi.checkout).mock.calls;
  expect(second?.[1]).toBe(first?.[1]);

  const banner = await screen.findByRole('alert');
  await waitFor(() => expect(currentPath()).toBe('/cart'));
  expect(banner).toHaveTextContent('Your order was not placed. Not enough stock for Adire Shirt.');
  const marked = await screen.findByRole('listitem', { name: 'Adire Shirt' });
  expect(within(marked).getByText('This item stopped your order')).toBeInTheDocument();
  expect(await within(marked).findByText('Out of stock')).toBeInTheDocument();
  const other = screen.getByRole('listitem', { name: 'Solar Radio' });
  expect(within(other).queryByText('This item stopped your order')).not.toBeInTheDocument();
  expect(kasuwaStore.get(cartAtom).map((i) => i.variant.id)).toEqual([11, 21]);

  // The shopper removes the line: the mark and the banner go.
  act(() => kasuwaStore.set(cartAtom, [radio]));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.queryByText('This item stopped your order')).not.toBeInTheDocument();
});

it('marks the line the 409 names by its ids, not a line whose name the sentence contains', async () => {
  signInShopper();
  // Two lines of one product: the sentence names the product, the ids name the line.
  const shirtL = line(summary(1, 'Adire Shirt'), variant(11, { regular_price: 20000 }), 1);
  const short = line(summary(1, 'Adire Shirt'), variant(12, { regular_price: 20000, stock: 1 }), 3);
  kasuwaStore.set(cartAtom, [shirtL, short]);
  jest.mocked(usersApi.me).mockResolvedValue(shopperProfile([shirtL, short]));
  jest.mocked(ordersApi.quote).mockResolvedValue(quote());
  jest.mocked(ordersApi.checkout).mockRejectedValueOnce(
    apiError(409, {
      message: 'Not enough stock for Adire Shirt.',
      conflict: { reason: 'stock', product_id: 1, variant_id: 12 },
    }),
  );
  const { user, currentPath } = renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(currentPath()).toBe('/cart'));
  const lines = await screen.findAllByRole('listitem', { name: 'Adire Shirt' });
  expect(lines.map((l) => within(l).queryByText('This item stopped your order') !== null)).toEqual([
    false,
    true,
  ]);

  // Brought down to the stock there is, the line is fixed: the banner goes.
  act(() => kasuwaStore.set(cartAtom, [shirtL, { ...short, quantity: 1 }]));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('shows the new total when a price changed since the quote, and places the order at it when asked again', async () => {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest
    .mocked(ordersApi.quote)
    .mockResolvedValueOnce(quote())
    .mockResolvedValue(quote({ subtotal: 90000, total: 92500 }));
  jest
    .mocked(ordersApi.checkout)
    .mockRejectedValueOnce(
      apiError(409, {
        message:
          'The total of your order has changed from ₦22,500.00 to ₦92,500.00. Check the new total and place your order again.',
        conflict: { reason: 'total', expected_total: 22500, total: 92500 },
      }),
    )
    .mockResolvedValueOnce({ id: 43, number: 'KSW-20261123-GHJKLM' } as Order);
  const { user, currentPath } = renderCheckout();
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('₦22,500.00');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({ expected_total: 22500 });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The total of your order has changed from ₦22,500.00 to ₦92,500.00.',
  );
  expect(currentPath()).toBe('/checkout');
  await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦92,500.00'));

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(jest.mocked(ordersApi.checkout).mock.calls[1]?.[0]).toMatchObject({ expected_total: 92500 });
  expect(await screen.findByText('order page')).toBeInTheDocument();
});

describe('pay now', () => {
  const PAY_NOW = 'Pay now — card, bank transfer or USSD';

  it('is offered only when the shop has a payment provider', async () => {
    signInShopper();
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Pay on delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: new RegExp(PAY_NOW) })).not.toBeInTheDocument();
  });

  it('places the order, then sends the shopper to the provider’s page', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(paymentsApi.options).mockResolvedValue({ pay_now: true });
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    jest
      .mocked(ordersApi.checkout)
      .mockResolvedValue({ id: 44, number: 'KSW-20261126-PAYNOW', payment_method: 'pay_now' } as Order);
    jest.mocked(paymentsApi.start).mockResolvedValue({
      reference: 'KSW-44-abc',
      authorization_url: 'https://checkout.paystack.test/abc',
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: new RegExp(PAY_NOW) }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({ payment_method: 'pay_now' });
    await waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith('https://checkout.paystack.test/abc'));
    expect(paymentsApi.start).toHaveBeenCalledWith(44);
  });

  it('goes to the order, which can retry, when the payment page cannot be opened', async () => {
    signInShopper();
    jest.mocked(paymentsApi.options).mockResolvedValue({ pay_now: true });
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    jest
      .mocked(ordersApi.checkout)
      .mockResolvedValue({ id: 45, number: 'KSW-20261126-PAYNOX', payment_method: 'pay_now' } as Order);
    jest
      .mocked(paymentsApi.start)
      .mockRejectedValue(apiError(502, { message: 'The payment provider could not be reached.' }));
    const { user, currentPath } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: new RegExp(PAY_NOW) }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(currentPath()).toBe('/orders/45');
    expect(leaveShopFor).not.toHaveBeenCalled();
  });
});

it('applies a promo code to the quote and places the order with it', async () => {
  const WAIT = 'Too many codes tried. Try again in 42 minutes.';
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest.mocked(ordersApi.quote).mockImplementation(async (query = {}) =>
    query.promo_code === 'BLACKFRIDAY'
      ? quote({
          discount: 4000,
          total: 18500,
          promo_code: { code: 'BLACKFRIDAY', applied: true, message: null },
        })
      : query.promo_code === 'GUESS11'
        ? quote({ promo_code: { code: 'GUESS11', applied: false, message: WAIT } })
        : query.promo_code
          ? quote({
              promo_code: { code: query.promo_code, applied: false, message: 'This code is not valid' },
            })
          : quote(),
  );
  jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261127-ABCDEF' } as Order);
  const { user } = renderCheckout();
  expect(await screen.findByTestId('checkout-total')).toHaveTextContent('₦22,500.00');

  await user.type(screen.getByLabelText('Promo code'), 'oldcode');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('This code is not valid')).toBeInTheDocument();
  expect(ordersApi.quote).toHaveBeenLastCalledWith({ promo_code: 'OLDCODE' });
  // Past the limit on codes tried, the quote says how long to wait, where the code's answer goes.
  await user.clear(screen.getByLabelText('Promo code'));
  await user.type(screen.getByLabelText('Promo code'), 'guess11');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(WAIT)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Promo code'));
  await user.type(screen.getByLabelText('Promo code'), 'blackfriday');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('BLACKFRIDAY')).toBeInTheDocument();
  expect(screen.getByText('BLACKFRIDAY').closest('p')).toHaveTextContent('Code BLACKFRIDAY applied');
  await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦18,500.00'));

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(ordersApi.checkout).toHaveBeenCalledTimes(1));
  expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({
    promo_code: 'BLACKFRIDAY',
    expected_total: 18500,
  });
});

describe('checkout on a phone', () => {
  const station = (id: number, name: string, fee: number) => ({
    id,
    name,
    state: 'Lagos' as const,
    address: `${id} Broad Street, Lagos`,
    opening_hours: 'Mon–Sat 9:00–18:00',
    fee,
    active: true,
  });
  const lagosStations = [station(5, 'Yaba Hub', 1200), station(6, 'Ikeja Hub', 1500)];

  it('puts the promo code box before Place order', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    renderCheckout();
    const box = await screen.findByLabelText('Promo code');
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(box.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Checkout' })).getByLabelText('Promo code')).toBe(box);
  });

  it('names each promotion and code with its discount in the summary', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        discount: 6000,
        total: 16500,
        promotions: [
          { id: 1, name: 'Black Friday', code: null, kind: 'percentage', discount: 4000 },
          { id: 2, name: 'Welcome', code: 'WELCOME', kind: 'fixed', discount: 2000 },
        ],
      }),
    );
    renderCheckout();
    const rows = await screen.findAllByTestId('checkout-promotion');
    expect(rows.map((r) => r.textContent)).toEqual(['−₦4,000.00', '−₦2,000.00']);
    expect(screen.getByText('Black Friday')).toBeInTheDocument();
    expect(screen.getByText('Welcome (code WELCOME)')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
  });

  it('shows each delivery option with its own fee, home delivery beside pickup', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: lagosStations });
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        delivery_options: [
          { method: 'home', station_id: null, listed_fee: 2500, fee: 2500 },
          { method: 'pickup', station_id: 5, listed_fee: 1200, fee: 1200 },
          { method: 'pickup', station_id: 6, listed_fee: 1500, fee: 1500 },
        ],
      }),
    );
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Home delivery · ₦2,500\.00/ })).toBeChecked();
    const pickup = await screen.findByRole('radio', { name: /^Pickup station · from ₦1,200\.00/ });
    await user.click(pickup);
    expect(await screen.findByRole('radio', { name: /^Yaba Hub · ₦1,200\.00/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Ikeja Hub · ₦1,500\.00/ })).toBeInTheDocument();
    // Home delivery keeps its fee while a station is chosen, so the two compare.
    expect(screen.getByRole('radio', { name: /^Home delivery · ₦2,500\.00/ })).not.toBeChecked();
  });

  it('tells a shopper signed in with a phone alone that the pickup code comes by SMS', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(usersApi.me).mockResolvedValue({ ...shopperProfile([shirt]), email: null });
    jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: lagosStations });
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        delivery_options: [
          { method: 'home', station_id: null, listed_fee: 2500, fee: 2500 },
          { method: 'pickup', station_id: 5, listed_fee: 1200, fee: 1200 },
          { method: 'pickup', station_id: 6, listed_fee: 1500, fee: 1500 },
        ],
      }),
    );
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /^Pickup station/ }));
    expect(
      await screen.findByText('We will text you a pickup code when your order is ready to collect.'),
    ).toBeInTheDocument();
  });

  it('says a free-delivery order is free on every option', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: lagosStations });
    jest.mocked(ordersApi.quote).mockResolvedValue(
      quote({
        delivery_options: [
          { method: 'home', station_id: null, listed_fee: 2500, fee: 0 },
          { method: 'pickup', station_id: 5, listed_fee: 1200, fee: 0 },
          { method: 'pickup', station_id: 6, listed_fee: 1500, fee: 0 },
        ],
      }),
    );
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Home delivery · Free/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /^Pickup station · Free/ }));
    expect(await screen.findByRole('radio', { name: /^Yaba Hub · Free/ })).toBeChecked();
  });
});

describe('checkout with the address book', () => {
  const book = [
    saved(3, { full_name: 'Tunde Bakare', street: '3 Garki Close', lga: 'AMAC', state: 'FCT' }),
    saved(1, { is_default: true, landmark: 'Opposite Falomo bus stop', second_phone: '+2348091234567' }),
  ];

  it('preselects the default address, quotes its state and sends it as the order’s address', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(addressesApi.list).mockResolvedValue(book);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote({ last_address: null }));
    jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261127-ABCDEF' } as Order);
    const { user } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /^Ngozi Eze \(default\)/ })).toBeChecked();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(ordersApi.quote).toHaveBeenCalledWith({ state: 'Lagos' });

    await user.click(screen.getByRole('radio', { name: /^Tunde Bakare/ }));
    await waitFor(() => expect(ordersApi.quote).toHaveBeenLastCalledWith({ state: 'FCT' }));
    await user.click(screen.getByRole('radio', { name: /^Ngozi Eze/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(ordersApi.checkout).toHaveBeenCalledTimes(1));
    expect(jest.mocked(ordersApi.checkout).mock.calls[0]?.[0]).toMatchObject({
      shipping_address: {
        full_name: 'Ngozi Eze',
        phone: '+2348031234567',
        second_phone: '+2348091234567',
        street: '14 Awolowo Road (Opposite Falomo bus stop)',
        city: 'Eti-Osa',
        state: 'Lagos',
      },
    });
    expect(addressesApi.create).not.toHaveBeenCalled();
  });

  it('"Use a new address" shows today’s form and keeps the address in the book when asked', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(addressesApi.list).mockResolvedValue(book);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote({ last_address: null }));
    jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261127-ABCDEF' } as Order);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    await user.type(screen.getByLabelText('Full name'), 'Bola Ade');
    await user.type(screen.getByLabelText('Phone'), '08051234567');
    await user.type(screen.getByLabelText('Street address'), '7 Ring Road');
    await user.type(screen.getByLabelText('City'), 'Ibadan North');
    await user.selectOptions(screen.getByLabelText('State', { exact: true }), 'Oyo');
    const keep = screen.getByRole('checkbox', { name: 'Save this address to my address book' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(addressesApi.create).toHaveBeenCalledWith({
        full_name: 'Bola Ade',
        phone: '08051234567',
        second_phone: '',
        street: '7 Ring Road',
        lga: 'Ibadan North',
        state: 'Oyo',
        is_default: false,
      }),
    );
  });
});
