import { screen, within } from '@testing-library/react';
import { type DeliveryQuote } from 'shared-contracts';
import { placedBody, quote, renderPlacingCheckout, resetCheckout } from '../../testing/checkout';
import CartPage from './cart';
import CheckoutPage from './checkout';

jest.mock('shop-sdk/endpoints');

/** Home delivery to Lagos as the server quotes it: by the courier (Kwik, ₦1,720) or by the zone (₦2,500). */
const home = (over: Partial<DeliveryQuote> = {}): DeliveryQuote => ({
  method: 'home',
  state: 'Lagos',
  zone: 'Lagos',
  station: null,
  fee: 2500,
  free_from: null,
  min_days: 1,
  max_days: 2,
  earliest: '2026-12-08',
  latest: '2026-12-09',
  courier: null,
  courier_quote: null,
  ...over,
});

const renderCheckout = (delivery: DeliveryQuote) =>
  renderPlacingCheckout(
    quote({
      delivery,
      shipping_fee: delivery.fee,
      total: 20000 + delivery.fee,
      delivery_options: [{ method: 'home', station_id: null, listed_fee: delivery.fee, fee: delivery.fee }],
    }),
    <CheckoutPage />,
    <CartPage />,
  );

beforeEach(resetCheckout);

it("shows the courier's price and who delivers, and places the order with the quote it was shown", async () => {
  const { user } = renderCheckout(
    home({ fee: 1720, courier: 'Kwik Delivery', courier_quote: 'signed.quote.token' }),
  );
  const summary = await screen.findByRole('complementary', { name: 'Order summary' });
  expect(within(summary).getByTestId('checkout-shipping')).toHaveTextContent('₦1,720.00');
  expect(within(summary).getByTestId('checkout-courier')).toHaveTextContent('Delivered by Kwik Delivery');
  expect(screen.getByRole('radio', { name: /^Home delivery · ₦1,720\.00/ })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await placedBody()).toMatchObject({ courier_quote: 'signed.quote.token', expected_total: 21720 });
});

it("shows the zone's fee and no courier when the courier did not answer, and sends no quote", async () => {
  const { user } = renderCheckout(home());
  const summary = await screen.findByRole('complementary', { name: 'Order summary' });
  expect(within(summary).getByTestId('checkout-shipping')).toHaveTextContent('₦2,500.00');
  expect(within(summary).queryByTestId('checkout-courier')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  const body = await placedBody();
  expect(body).toMatchObject({ expected_total: 22500 });
  expect(body).not.toHaveProperty('courier_quote');
});
