import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartItem } from 'shared-contracts';
import {
  authDialogAtom,
  cartApi,
  cartAtom,
  kasuwaStore,
  linePrice,
  OFFLINE_CHANGES_KEY,
  ordersApi,
  sendChange,
  usersApi,
} from 'shop-sdk';
import { loadOfflineEngine, type OfflineEngine } from 'shop-runtime';
import { shopperProfile } from 'shared-contracts/testing/fixtures';
import { line, summary, variant } from '../../testing/fixtures';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import CartPage from './cart';

/** The runtime's queue, as the page's offline engine reads and writes it. */
let engine: OfflineEngine;
beforeAll(async () => {
  engine = await loadOfflineEngine();
});
const readQueue = () => engine.readQueue();

jest.mock('shop-sdk/endpoints');
// Cart changes go out with their Idempotency-Key through the offline queue's sender.
jest.mock('shop-sdk/offline/change-api');
// User-event typing is slow on a busy machine.
jest.setTimeout(20_000);

const shirt = line(
  summary(1, 'Adire Shirt'),
  variant(11, {
    regular_price: 20000,
    sale_price: 18000,
    attributes: [
      { attribute: 'Size', value: 'L' },
      { attribute: 'Colour', value: 'Indigo' },
    ],
  }),
  2,
);
const radio = line(summary(2, 'Solar Radio'), variant(21, { regular_price: 9500.5, stock: 3 }), 1);

/** What the server holds; GET users/me answers it, as the real API does after each cart call. */
let serverCart: CartItem[] = [];
const renderCart = () => renderInShop(<CartPage />, { path: '/cart', url: '/cart' });

/** Whether the device says it is online; `goOnline` also fires the `online` event, as the browser does. */
let online = true;
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.removeItem(OFFLINE_CHANGES_KEY);
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  resetSession();
  serverCart = [shirt, radio];
  jest.mocked(usersApi.me).mockImplementation(async () => shopperProfile(serverCart));
  // The server's quote of the cart it holds: a flat ₦2,500 below ₦100,000.
  jest.mocked(ordersApi.quote).mockImplementation(async () => {
    const subtotal = serverCart.reduce((sum, item) => sum + linePrice(item), 0);
    const shipping_fee = subtotal >= 100_000 ? 0 : 2500;
    return { items: [], subtotal, shipping_fee, total: subtotal + shipping_fee, last_address: null };
  });
  jest.mocked(sendChange).mockImplementation(async (change) => {
    if (change.kind === 'cart-remove') {
      serverCart = serverCart.filter(
        (i) => !(i.product.id === change.productId && i.variant.id === change.variantId),
      );
    } else if (change.kind === 'cart-quantity') {
      serverCart = serverCart.map((i) =>
        i.product.id === change.productId && i.variant.id === change.variantId
          ? { ...i, quantity: change.quantity }
          : i,
      );
    }
    return { cart: { id: 1, cart_items: serverCart } };
  });
  jest.mocked(cartApi.clear).mockImplementation(async () => {
    serverCart = [];
    return { id: 1, cart_items: [] };
  });
});

test('lists the lines from the cart with image, variant, unit price, line total and the subtotal', async () => {
  signInShopper();
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Adire Shirt' });
  expect(document.title).toBe('Cart | Kasuwa');
  expect(within(row).getByRole('link', { name: 'Adire Shirt' })).toHaveAttribute('href', '/products/1');
  expect(within(row).getByText('Size: L · Colour: Indigo')).toBeInTheDocument();
  expect(within(row).getByText('₦18,000.00 each')).toBeInTheDocument();
  expect(within(row).getByText('₦36,000.00')).toBeInTheDocument();
  expect(within(row).getByRole('img')).toHaveAttribute('src', '/media/1.webp');

  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₦45,500.50');
  expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
  expect(await screen.findByText('₦2,500.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
});

test('warns when a line asks for more than is left', async () => {
  signInShopper();
  serverCart = [{ ...radio, quantity: 5 }];
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Solar Radio' });
  expect(within(row).getByText('Only 3 left in stock')).toBeInTheDocument();
});

test('the quantity stepper updates the line through the API with toasts', async () => {
  const user = userEvent.setup();
  signInShopper();
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Adire Shirt' });
  await user.click(within(row).getByRole('button', { name: 'Increase quantity of Adire Shirt' }));
  expect(sendChange).toHaveBeenCalledWith(
    { kind: 'cart-quantity', productId: 1, variantId: 11, quantity: 3 },
    expect.stringMatching(/^[0-9a-f-]{36}$/),
  );
  expect(await within(row).findByText('₦54,000.00')).toBeInTheDocument();
  expect(await screen.findByText('Cart updated!')).toBeInTheDocument();
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₦63,500.50');

  const radioRow = screen.getByRole('listitem', { name: 'Solar Radio' });
  expect(within(radioRow).getByRole('button', { name: 'Decrease quantity of Solar Radio' })).toBeDisabled();
  await user.click(within(radioRow).getByRole('button', { name: 'Increase quantity of Solar Radio' }));
  await user.click(within(radioRow).getByRole('button', { name: 'Increase quantity of Solar Radio' }));
  // At the stock, + stays focusable, does nothing and says why.
  const plus = within(radioRow).getByRole('button', { name: 'Increase quantity of Solar Radio' });
  await waitFor(() => expect(plus).toHaveAttribute('aria-disabled', 'true'));
  expect(plus).toHaveAccessibleDescription('Only 3 in stock');
  expect(plus).toHaveAttribute('title', 'Only 3 in stock');
  expect(within(radioRow).getByText('Only 3 in stock')).toBeVisible();
  jest.mocked(sendChange).mockClear();
  await user.click(plus);
  expect(sendChange).not.toHaveBeenCalled();
  expect(within(radioRow).getByRole('group', { name: 'Quantity of Solar Radio' })).toHaveTextContent('3');
});

test('Remove deletes the line at once and toasts', async () => {
  const user = userEvent.setup();
  signInShopper();
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Solar Radio' });
  await user.click(within(row).getByRole('button', { name: 'Remove' }));
  expect(sendChange).toHaveBeenCalledWith(
    { kind: 'cart-remove', productId: 2, variantId: 21 },
    expect.any(String),
  );
  expect(screen.queryByRole('listitem', { name: 'Solar Radio' })).not.toBeInTheDocument();
  expect(await screen.findByText('Item removed from cart!')).toBeInTheDocument();
  expect(kasuwaStore.get(cartAtom)).toHaveLength(1);
});

test('a failed remove puts the line back and shows the error toast', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(sendChange).mockRejectedValue(apiError(500, { message: 'boom' }));
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Solar Radio' });
  await user.click(within(row).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Failed to remove item from cart!')).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'Solar Radio' })).toBeInTheDocument();
});

test('offline, a change shows at once marked "waiting for connection", and is sent once when the connection returns', async () => {
  const user = userEvent.setup();
  signInShopper();
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Adire Shirt' });
  expect(within(row).queryByText('Waiting for connection')).not.toBeInTheDocument();

  online = false;
  await user.click(within(row).getByRole('button', { name: 'Increase quantity of Adire Shirt' }));
  expect(within(row).getByRole('group', { name: 'Quantity of Adire Shirt' })).toHaveTextContent('3');
  expect(within(row).getByText('Waiting for connection')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Waiting for connection: the marked changes are kept on this device and sent when your connection returns.',
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByText("You're offline. We'll send this change when your connection returns."),
  ).toBeInTheDocument();
  expect(screen.queryByText('Failed to update cart!')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear cart' })).toBeDisabled();
  expect(sendChange).not.toHaveBeenCalled();
  const [queued] = readQueue();
  expect(queued?.change).toEqual({ kind: 'cart-quantity', productId: 1, variantId: 11, quantity: 3 });
  // The other line is untouched.
  const radioRow = screen.getByRole('listitem', { name: 'Solar Radio' });
  expect(within(radioRow).queryByText('Waiting for connection')).not.toBeInTheDocument();

  await goOnline();
  await waitFor(() => expect(within(row).queryByText('Waiting for connection')).not.toBeInTheDocument());
  expect(sendChange).toHaveBeenCalledTimes(1);
  expect(sendChange).toHaveBeenCalledWith(queued?.change, queued?.key);
  expect(await screen.findByText('Your changes made offline have been saved.')).toBeInTheDocument();
  expect(serverCart.find((i) => i.product.id === 1)?.quantity).toBe(3);
  expect(readQueue()).toEqual([]);
});

test("changes still waiting (after a reload too) stay in the cart on top of the server's lines, marked", async () => {
  signInShopper();
  online = false;
  const cap = line(summary(3, 'Aso Oke Cap'), variant(31, { regular_price: 5000 }), 2);
  localStorage.setItem(
    OFFLINE_CHANGES_KEY,
    JSON.stringify([
      {
        key: '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f',
        userId: '7',
        name: 'Aso Oke Cap',
        madeAt: 1,
        change: {
          kind: 'cart-add',
          productId: 3,
          variantId: 31,
          quantity: 2,
          product: cap.product,
          variant: cap.variant,
        },
      },
    ]),
  );
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Aso Oke Cap' });
  expect(within(row).getByText('Waiting for connection')).toBeInTheDocument();
  expect(within(row).getByRole('group', { name: 'Quantity of Aso Oke Cap' })).toHaveTextContent('2');
  expect(screen.getByRole('listitem', { name: 'Adire Shirt' })).toBeInTheDocument();
  expect(screen.getByText('Subtotal (5 items)')).toBeInTheDocument();
  expect(sendChange).not.toHaveBeenCalled();
});

test('a change the server refuses when it is sent is dropped and the shopper reads why', async () => {
  const user = userEvent.setup();
  signInShopper();
  renderCart();
  const row = await screen.findByRole('listitem', { name: 'Solar Radio' });
  online = false;
  await user.click(within(row).getByRole('button', { name: 'Increase quantity of Solar Radio' }));
  expect(within(row).getByText('Waiting for connection')).toBeInTheDocument();

  jest
    .mocked(sendChange)
    .mockRejectedValue(apiError(409, { message: 'Only 1 of Solar Radio left in stock.' }));
  serverCart = serverCart.map((i) =>
    i.product.id === 2 ? { ...i, variant: { ...i.variant, stock: 1 } } : i,
  );
  await goOnline();
  expect(
    await screen.findByText(
      'Changing the quantity of Solar Radio was not saved: Only 1 of Solar Radio left in stock.',
    ),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(within(row).getByRole('group', { name: 'Quantity of Solar Radio' })).toHaveTextContent('1'),
  );
  expect(within(row).queryByText('Waiting for connection')).not.toBeInTheDocument();
  expect(readQueue()).toEqual([]);
});

test('Clear cart asks first; keeping the cart changes nothing', async () => {
  const user = userEvent.setup();
  signInShopper();
  renderCart();
  await screen.findByRole('listitem', { name: 'Adire Shirt' });
  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Clear your cart?' });
  expect(confirm).toHaveAccessibleDescription('All 3 items in your cart will be removed.');
  await user.click(within(confirm).getByRole('button', { name: 'Keep my cart' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(cartApi.clear).not.toHaveBeenCalled();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('Clear cart empties it, toasts and shows the empty state linking to the products', async () => {
  const user = userEvent.setup();
  signInShopper();
  renderCart();
  await screen.findByRole('listitem', { name: 'Adire Shirt' });
  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Clear your cart?' })).getByRole('button', {
      name: 'Clear cart',
    }),
  );
  expect(cartApi.clear).toHaveBeenCalled();
  expect(await screen.findByText('Cart cleared!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
});

test('a failed clear keeps the cart and shows the error toast', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(cartApi.clear).mockRejectedValue(apiError(500, { message: 'boom' }));
  renderCart();
  await screen.findByRole('listitem', { name: 'Adire Shirt' });
  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Clear your cart?' })).getByRole('button', {
      name: 'Clear cart',
    }),
  );
  expect(await screen.findByText('Failed to clear cart!')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('an empty cart shows the empty state', async () => {
  signInShopper();
  serverCart = [];
  renderCart();
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear cart' })).not.toBeInTheDocument();
});

test('an anonymous shopper gets the toast and the sign-in dialog, and is asked to sign in', async () => {
  const user = userEvent.setup();
  renderCart();
  expect(screen.getByRole('heading', { name: 'Please login to view your cart!' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please login to view your cart!');
  expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  kasuwaStore.set(authDialogAtom, null);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  expect(usersApi.me).not.toHaveBeenCalled();
});
