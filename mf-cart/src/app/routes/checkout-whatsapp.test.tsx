import { screen } from '@testing-library/react';
import { addressesApi } from 'shop-sdk';
import { placedBody, quote, renderPlacingCheckout, resetCheckout, saved } from '../../testing/checkout';
import CartPage from './cart';
import CheckoutPage from './checkout';

jest.mock('shop-sdk/endpoints');

const BOX = 'Send me order updates on WhatsApp';
/** What the box says of the number, whose spaces do not break (it stays on one line). */
const updatesTo = (phone: string) =>
  `Updates go to ${phone.replace(/ /g, '\u00a0')}. Reply STOP on WhatsApp to end them.`;

const renderCheckout = (whatsapp_updates?: boolean) =>
  renderPlacingCheckout(
    quote(whatsapp_updates === undefined ? {} : { whatsapp_updates }),
    <CheckoutPage />,
    <CartPage />,
  );

beforeEach(resetCheckout);

it.each([
  ['omits it', undefined],
  ['says false', false],
])('offers no WhatsApp box when the quote %s, and sends no consent', async (_, offered) => {
  const { user } = renderCheckout(offered);
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  expect(screen.queryByRole('checkbox', { name: BOX })).not.toBeInTheDocument();
  expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  expect(await placedBody()).not.toHaveProperty('whatsapp_updates');
});

it('offers the box unticked, with the delivery phone the updates go to', async () => {
  renderCheckout(true);
  const box = await screen.findByRole('checkbox', { name: BOX });
  expect(box).not.toBeChecked();
  // The last order's phone, filled in, written as the shop writes phones.
  expect(box).toHaveAccessibleDescription(updatesTo('+234 803 123 4567'));
});

it('follows the phone as the shopper types it, and asks for one while it is not a mobile number yet', async () => {
  const { user } = renderCheckout(true);
  const box = await screen.findByRole('checkbox', { name: BOX });
  const phone = screen.getByLabelText('Phone');

  await user.clear(phone);
  expect(box).toHaveAccessibleDescription('Enter your phone number above to get updates on WhatsApp.');
  await user.type(phone, '0812 345');
  expect(box).toHaveAccessibleDescription('Enter your phone number above to get updates on WhatsApp.');
  // Still usable while the number is missing.
  await user.click(box);
  expect(box).toBeChecked();
  await user.type(phone, ' 6789');
  expect(box).toHaveAccessibleDescription(updatesTo('+234 812 345 6789'));
});

it('places the order without whatsapp_updates while the box is unticked', async () => {
  const { user } = renderCheckout(true);
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  const body = await placedBody();
  expect(body).toMatchObject({ payment_method: 'pay_on_delivery', expected_total: 22500 });
  expect(body).not.toHaveProperty('whatsapp_updates');
});

it('places the order with whatsapp_updates: true when the shopper ticks the box', async () => {
  const { user } = renderCheckout(true);
  await user.click(await screen.findByRole('checkbox', { name: BOX }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await placedBody()).toMatchObject({
    whatsapp_updates: true,
    shipping_address: { phone: '+2348031234567' },
  });
});

it('sends the updates to the saved address chosen, and to the one the shopper switches to', async () => {
  jest
    .mocked(addressesApi.list)
    .mockResolvedValue([
      saved(1, { is_default: true }),
      saved(2, { full_name: 'Chidi Eze', phone: '+2347061234567' }),
    ]);
  const { user } = renderCheckout(true);
  const box = await screen.findByRole('checkbox', { name: BOX });
  expect(box).toHaveAccessibleDescription(updatesTo('+234 803 123 4567'));
  await user.click(screen.getByRole('radio', { name: /Chidi Eze/ }));
  expect(box).toHaveAccessibleDescription(updatesTo('+234 706 123 4567'));
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await placedBody()).toMatchObject({
    whatsapp_updates: true,
    shipping_address: { full_name: 'Chidi Eze', phone: '+2347061234567' },
  });
});
