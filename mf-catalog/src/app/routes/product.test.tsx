import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Cart } from 'shared-contracts';
import {
  authDialogAtom,
  cartAtom,
  catalogApi,
  kasuwaStore,
  usersApi,
  sendChange,
  signInRequestAtom,
  wishlistApi,
} from 'shop-sdk';
import { product, variant } from '../../testing/fixtures';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import ProductPage from './product';

jest.mock('shop-sdk/endpoints');
// Cart and wishlist changes go out with their Idempotency-Key (docs/storefront.md §11.2).
jest.mock('shop-sdk/offline/change-api');
// User-event typing is slow on a busy machine.
jest.setTimeout(20_000);

const small = variant({
  id: 1,
  regular_price: 20000,
  sale_price: 18000,
  stock: 3,
  attributes: [{ attribute: 'Size', value: 'M' }],
});
const large = variant({
  id: 2,
  regular_price: 22000,
  stock: 12,
  attributes: [{ attribute: 'Size', value: 'L' }],
});
const xl = variant({
  id: 3,
  regular_price: 22000,
  stock: 0,
  attributes: [{ attribute: 'Size', value: 'XL' }],
});
const shirt = product({
  id: 7,
  name: 'Adire Shirt',
  variants: [small, large, xl],
  description: 'Hand-dyed in Abeokuta.',
});

const renderProduct = (url = '/products/7') =>
  renderInShop(<ProductPage />, { path: '/products/:productId', url });

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(catalogApi.product).mockResolvedValue(shirt);
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
});

test('shows the product with its gallery, category link, description and the first variant in stock', async () => {
  renderProduct();
  expect(await screen.findByRole('heading', { level: 1, name: 'Adire Shirt' })).toBeInTheDocument();
  expect(document.title).toBe('Adire Shirt | Kasuwa');
  expect(catalogApi.product).toHaveBeenCalledWith(7);
  expect(screen.getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/products/category/Fashion');
  expect(screen.getByText('Hand-dyed in Abeokuta.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('₦18,000.00')).toBeInTheDocument();
  expect(screen.getByText('₦20,000.00').tagName).toBe('S');
  expect(screen.getByRole('status')).toHaveTextContent('Only 3 left in stock');
});

test('out-of-stock variants are shown as unavailable and cannot be chosen; the price follows the choice', async () => {
  const user = userEvent.setup();
  renderProduct();
  const unavailable = await screen.findByRole('button', { name: 'XL (unavailable)' });
  expect(unavailable).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'L' }));
  expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('₦22,000.00')).toBeInTheDocument();
  expect(screen.queryByText('₦18,000.00')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('In stock');
});

test('Add to Cart sends the chosen variant and quantity, updates the cart at once and toasts', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(sendChange).mockResolvedValue({ cart: { id: 1, cart_items: [] } satisfies Cart });
  renderProduct();

  await user.click(await screen.findByRole('button', { name: 'L' }));
  const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  await waitFor(() =>
    expect(sendChange).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'cart-add', productId: 7, variantId: 2, quantity: 2 }),
      expect.any(String),
    ),
  );
  expect(kasuwaStore.get(cartAtom)).toEqual([
    expect.objectContaining({
      product: expect.objectContaining({ id: 7, name: 'Adire Shirt' }),
      variant: large,
      quantity: 2,
    }),
  ]);
  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
});

test('asking for more than the stock adds what is left and says so', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(sendChange).mockResolvedValue({ cart: { id: 1, cart_items: [] } satisfies Cart });
  renderProduct();
  // Size M, the first in stock, has 3 left.
  const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
  await user.clear(quantity);
  await user.type(quantity, '5');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(() =>
    expect(sendChange).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'cart-add', productId: 7, variantId: 1, quantity: 3 }),
      expect.any(String),
    ),
  );
  expect(await screen.findByText('Only 3 left — we added 3')).toBeInTheDocument();
  expect(quantity).toHaveValue(3);

  // All 3 are now in the cart: nothing more is asked of the server.
  jest.mocked(sendChange).mockClear();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(
    await screen.findByText('Only 3 left, and all of them are already in your cart.'),
  ).toBeInTheDocument();
  expect(sendChange).not.toHaveBeenCalled();
});

test('an anonymous shopper is asked to sign in instead of adding to the cart', async () => {
  const user = userEvent.setup();
  renderProduct();
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Please login to add to cart!')).toBeInTheDocument();
  expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  expect(sendChange).not.toHaveBeenCalled();
  expect(kasuwaStore.get(cartAtom)).toEqual([]);

  // Once signed in (the dialog's login completes the remembered action), the item is added with its toast.
  jest.mocked(sendChange).mockResolvedValue({ cart: { id: 1, cart_items: [] } satisfies Cart });
  signInShopper();
  const request = kasuwaStore.get(signInRequestAtom);
  expect(request?.kind).toBe('action');
  if (request?.kind === 'action') act(() => request.complete());
  await waitFor(() =>
    expect(sendChange).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'cart-add', productId: 7, variantId: 1, quantity: 1 }),
      expect.any(String),
    ),
  );
  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
});

test('a failed add restores the cart and shows the error toast', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(sendChange).mockRejectedValue(apiError(500, { message: 'boom' }));
  renderProduct();
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Failed to add to cart!')).toBeInTheDocument();
  expect(kasuwaStore.get(cartAtom)).toEqual([]);
});

test('wishlist: anonymous shoppers are asked to sign in; signed-in shoppers add the product', async () => {
  const user = userEvent.setup();
  const { unmount } = renderProduct();
  await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
  expect(await screen.findByText('Please login to add to your wishlist!')).toBeInTheDocument();
  expect(screen.queryByText('Please login to view your wishlist!')).not.toBeInTheDocument();
  expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  expect(sendChange).not.toHaveBeenCalled();
  unmount();

  signInShopper();
  jest.mocked(sendChange).mockResolvedValue({
    wishlist: [{ product: { ...shirt }, variant: small, added_at: '2026-11-21T10:00:00Z' }],
  });
  renderProduct();
  await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
  // The variant on screen (M, the first in stock) is kept with the item.
  await waitFor(() =>
    expect(sendChange).toHaveBeenCalledWith(
      { kind: 'wishlist-add', productId: 7, variantId: 1 },
      expect.any(String),
    ),
  );
  expect(await screen.findByText('Added to wishlist!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
});

test('wishlist: the product an anonymous shopper tried to save is added once they sign in', async () => {
  const user = userEvent.setup();
  renderProduct();
  await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
  expect(await screen.findByText('Please login to add to your wishlist!')).toBeInTheDocument();
  jest.mocked(sendChange).mockResolvedValue({
    wishlist: [{ product: { ...shirt }, variant: small, added_at: '2026-11-21T10:00:00Z' }],
  });
  signInShopper();
  const request = kasuwaStore.get(signInRequestAtom);
  if (request?.kind === 'action') act(() => request.complete());
  await waitFor(() =>
    expect(sendChange).toHaveBeenCalledWith(
      { kind: 'wishlist-add', productId: 7, variantId: 1 },
      expect.any(String),
    ),
  );
  expect(await screen.findByText('Added to wishlist!')).toBeInTheDocument();
});

test('an unknown product gets a not-found message', async () => {
  jest.mocked(catalogApi.product).mockRejectedValue(apiError(404, { message: 'Product not found' }));
  renderProduct('/products/999');
  expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');

  renderProduct('/products/not-a-number');
  await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Product not found' })).toHaveLength(2));
});

test('a product whose only variant is sold out cannot be added', async () => {
  jest
    .mocked(catalogApi.product)
    .mockResolvedValue(product({ id: 8, name: 'Sold Out Cap', variants: [variant({ stock: 0 })] }));
  renderProduct('/products/8');
  await screen.findByRole('heading', { name: 'Sold Out Cap' });
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(within(screen.getByRole('status')).getByText('Out of stock')).toBeInTheDocument();
});

describe('a promotion each shopper may use only so many times', () => {
  const limited = product({
    id: 8,
    name: 'Aso Oke',
    variants: [variant({ id: 81, regular_price: 10_000, stock: 5 })],
    promotion: {
      name: 'Once each',
      price: 8_000,
      ends_at: null,
      variant_prices: [{ variant_id: 81, price: 8_000 }],
      per_customer_limit: 1,
    },
  });
  beforeEach(() => jest.mocked(catalogApi.product).mockResolvedValue(limited));

  test('a signed-in shopper past its limit is shown their own price', async () => {
    signInShopper();
    jest.mocked(catalogApi.myPrices).mockResolvedValue([{ product_id: 8, promotion: null, offers: [] }]);
    renderProduct('/products/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aso Oke' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Once each')).not.toBeInTheDocument());
    expect(catalogApi.myPrices).toHaveBeenCalledWith([8]);
    expect(screen.queryByLabelText(/Promotion price/)).not.toBeInTheDocument();
    expect(screen.getByText('₦10,000.00')).toBeInTheDocument();
  });

  test('an anonymous shopper sees the public price, and no one is asked for their own', async () => {
    renderProduct('/products/8');
    expect(await screen.findByLabelText('Promotion price ₦8,000.00')).toBeInTheDocument();
    expect(screen.getByText('Once each')).toBeInTheDocument();
    expect(catalogApi.myPrices).not.toHaveBeenCalled();
  });
});
