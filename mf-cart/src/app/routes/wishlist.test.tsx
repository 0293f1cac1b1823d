import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartItem, type WishlistItem } from 'shared-contracts';
import {
  authDialogAtom,
  cartApi,
  cartAtom,
  kasuwaStore,
  OFFLINE_CHANGES_KEY,
  sendChange,
  usersApi,
  wishlistApi,
} from 'shop-sdk';
import { loadOfflineEngine, type OfflineEngine } from 'shop-runtime';
import { summary, variant, wishlistItem } from '../../testing/fixtures';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import WishlistPage from './wishlist';

/** The runtime's queue, as the page's offline engine reads and writes it. */
let engine: OfflineEngine;
beforeAll(async () => {
  engine = await loadOfflineEngine();
});
const readQueue = () => engine.readQueue();

jest.mock('shop-sdk/endpoints');
// Wishlist changes go out with their Idempotency-Key through the offline queue's sender.
jest.mock('shop-sdk/offline/change-api');
// User-event typing is slow on a busy machine.
jest.setTimeout(20_000);

const kaftan = summary(5, 'Linen Kaftan');
const lamp = summary(6, 'Rechargeable Lamp');
const soldOut = variant(51, { stock: 0, attributes: [{ attribute: 'Size', value: 'S' }] });
const inStock = variant(52, { regular_price: 30000, attributes: [{ attribute: 'Size', value: 'M' }] });

const renderWishlist = () => renderInShop(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });

let online = true;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.removeItem(OFFLINE_CHANGES_KEY);
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  resetSession();
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
  jest
    .mocked(wishlistApi.list)
    .mockResolvedValue([wishlistItem(kaftan, 30000), wishlistItem(lamp, 12000, false)]);
});

test('lists the saved products with prices', async () => {
  signInShopper();
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  expect(document.title).toBe('Wishlist | Kasuwa');
  expect(within(row).getByText('₦30,000.00')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Linen Kaftan' })).toHaveAttribute('href', '/products/5');
  const lampRow = screen.getByRole('listitem', { name: 'Rechargeable Lamp' });
  expect(within(lampRow).getByText('Out of stock')).toBeInTheDocument();
  expect(within(lampRow).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test('Remove takes the product off the wishlist', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(sendChange).mockResolvedValue({ wishlist: [wishlistItem(lamp, 12000, false)] });
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  await user.click(within(row).getByRole('button', { name: 'Remove' }));
  expect(sendChange).toHaveBeenCalledWith({ kind: 'wishlist-remove', productId: 5 }, expect.any(String));
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Linen Kaftan' })).not.toBeInTheDocument(),
  );
  expect(await screen.findByText('Removed from wishlist!')).toBeInTheDocument();
});

test('offline, Remove takes the product off at once and is sent once when the connection returns', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(sendChange).mockResolvedValue({ wishlist: [wishlistItem(lamp, 12000, false)] });
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  online = false;
  await user.click(within(row).getByRole('button', { name: 'Remove' }));
  expect(screen.queryByRole('listitem', { name: 'Linen Kaftan' })).not.toBeInTheDocument();
  expect(
    await screen.findByText("You're offline. We'll send this change when your connection returns."),
  ).toBeInTheDocument();
  expect(sendChange).not.toHaveBeenCalled();
  const [queued] = readQueue();

  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(readQueue()).toEqual([]));
  expect(sendChange).toHaveBeenCalledTimes(1);
  expect(sendChange).toHaveBeenCalledWith({ kind: 'wishlist-remove', productId: 5 }, queued?.key);
  expect(screen.queryByRole('listitem', { name: 'Linen Kaftan' })).not.toBeInTheDocument();
});

test('marks an item whose change made offline is still waiting', async () => {
  signInShopper();
  online = false;
  localStorage.setItem(
    OFFLINE_CHANGES_KEY,
    JSON.stringify([
      {
        key: '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f',
        userId: '7',
        name: 'Linen Kaftan',
        madeAt: 1,
        change: { kind: 'wishlist-add', productId: 5 },
      },
    ]),
  );
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  expect(within(row).getByText('Waiting for connection')).toBeInTheDocument();
  // Moving to the cart is not kept for later: it needs a connection.
  expect(within(row).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(within(row).getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  const lampRow = screen.getByRole('listitem', { name: 'Rechargeable Lamp' });
  expect(within(lampRow).queryByText('Waiting for connection')).not.toBeInTheDocument();
});

test('shows the chosen variant with its own price and stock', async () => {
  signInShopper();
  const large = variant(53, {
    regular_price: 34000,
    sale_price: 31000,
    attributes: [{ attribute: 'Size', value: 'L' }],
  });
  jest
    .mocked(wishlistApi.list)
    .mockResolvedValue([wishlistItem(kaftan, 30000, true, large), wishlistItem(lamp, 12000, true, soldOut)]);
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  expect(within(row).getByText('Size: L')).toBeInTheDocument();
  expect(within(row).getByText('₦31,000.00')).toBeInTheDocument();
  // The lamp is in stock, but not in the variant the shopper chose.
  const lampRow = screen.getByRole('listitem', { name: 'Rechargeable Lamp' });
  expect(within(lampRow).getByText('Out of stock')).toBeInTheDocument();
  expect(within(lampRow).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test("Add to Cart moves the item: it leaves the wishlist and the cart is the server's", async () => {
  const user = userEvent.setup();
  signInShopper();
  let answer!: (value: { cart: { id: number; cart_items: CartItem[] }; wishlist: WishlistItem[] }) => void;
  jest.mocked(wishlistApi.moveToCart).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  const add = within(row).getByRole('button', { name: 'Add to Cart' });
  await user.click(add);
  // While the move runs, a second click cannot send it again.
  expect(add).toBeDisabled();
  await user.click(add);
  expect(wishlistApi.moveToCart).toHaveBeenCalledTimes(1);
  expect(wishlistApi.moveToCart).toHaveBeenCalledWith(5);

  answer({
    cart: { id: 1, cart_items: [{ product: kaftan, variant: inStock, quantity: 1 }] },
    wishlist: [wishlistItem(lamp, 12000, false)],
  });
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Linen Kaftan' })).not.toBeInTheDocument(),
  );
  expect(kasuwaStore.get(cartAtom)).toEqual([{ product: kaftan, variant: inStock, quantity: 1 }]);
  expect(await screen.findByText('Linen Kaftan moved to your cart!')).toBeInTheDocument();
  expect(cartApi.add).not.toHaveBeenCalled();
});

test("a refused move shows the server's reason", async () => {
  const user = userEvent.setup();
  signInShopper();
  jest
    .mocked(wishlistApi.moveToCart)
    .mockRejectedValue(apiError(409, { message: 'Linen Kaftan is out of stock.' }));
  renderWishlist();
  const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
  await user.click(within(row).getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Linen Kaftan is out of stock.')).toBeInTheDocument();
  expect(kasuwaStore.get(cartAtom)).toEqual([]);
});

test('an empty wishlist links to the products', async () => {
  signInShopper();
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  renderWishlist();
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
});

test('an anonymous shopper gets the toast and the sign-in dialog, and nothing is fetched', async () => {
  renderWishlist();
  expect(screen.getByRole('heading', { name: 'Please login to view your wishlist!' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Please login to view your wishlist!');
  expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  expect(wishlistApi.list).not.toHaveBeenCalled();
});
