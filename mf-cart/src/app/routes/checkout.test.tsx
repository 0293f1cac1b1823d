import { act, screen, waitFor, within } from '@testing-library/react';
import { type Order } from 'shared-contracts';
import { cartAtom, kasuwaStore, ordersApi, paymentsApi, usersApi } from 'shop-sdk';
import { leaveShopFor } from '../../lib/leave-shop';
import { apiError, signInShopper } from 'shop-sdk/testing/render';
import {
  quote,
  renderCheckoutPage,
  resetCheckout,
  setOnline,
  shirt,
  startOffline,
} from '../../testing/checkout';
import { shopperProfile } from 'shared-contracts/testing/fixtures';
import { line, summary, variant } from '../../testing/fixtures';
import CartPage from './cart';
import CheckoutPage from './checkout';

jest.mock('shop-sdk/endpoints');
jest.mock('../../lib/leave-shop');

const renderCheckout = () => renderCheckoutPage(<CheckoutPage />, <CartPage />);

beforeEach(resetCheckout);

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
  startOffline();
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
