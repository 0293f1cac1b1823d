import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogAtom, kasuwaStore, sendChange, wishlistApi } from 'shop-sdk';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { product, variant } from '../testing/fixtures';
import { ProductCard } from './product-card';

jest.mock('shop-sdk/endpoints');
// Wishlist changes go out with their Idempotency-Key (docs/storefront.md §11.2).
jest.mock('shop-sdk/offline/change-api');

const kaftan = product({ id: 5, name: 'Linen Kaftan' });

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  kasuwaStore.set(authDialogAtom, null);
});

test('the heart asks an anonymous shopper to sign in, with the add-to-wishlist message', async () => {
  const user = userEvent.setup();
  renderInShop(<ProductCard product={kaftan} />);
  await user.click(screen.getByRole('button', { name: 'Save Linen Kaftan to your wishlist' }));
  expect(await screen.findByText('Please login to add to your wishlist!')).toBeInTheDocument();
  expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  expect(sendChange).not.toHaveBeenCalled();
});

test('the heart toggles the product in and out of the wishlist', async () => {
  const user = userEvent.setup();
  signInShopper();
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(sendChange).mockImplementation(async (change) => ({
    wishlist:
      change.kind === 'wishlist-add'
        ? [{ product: kaftan, variant: null, added_at: '2026-11-21T10:00:00Z' }]
        : [],
  }));
  renderInShop(<ProductCard product={kaftan} />);
  const heart = screen.getByRole('button', { name: 'Save Linen Kaftan to your wishlist' });
  await waitFor(() => expect(wishlistApi.list).toHaveBeenCalled());
  expect(heart).toHaveAttribute('aria-pressed', 'false');

  await user.click(heart);
  await waitFor(() =>
    expect(sendChange).toHaveBeenCalledWith({ kind: 'wishlist-add', productId: 5 }, expect.any(String)),
  );
  await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  expect(await screen.findByText('Added to wishlist!')).toBeInTheDocument();

  await user.click(heart);
  await waitFor(() =>
    expect(sendChange).toHaveBeenLastCalledWith(
      { kind: 'wishlist-remove', productId: 5 },
      expect.any(String),
    ),
  );
  await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  // The heart sits beside the card's link, not inside it.
  expect(screen.getByRole('link').contains(heart)).toBe(false);
});

test('a product in an automatic promotion shows its promotion price, the price before and the promotion', () => {
  const boubou = product({
    id: 9,
    name: 'Boubou',
    variants: [variant({ id: 91, regular_price: 25_000 })],
    promotion: {
      name: 'Black Friday',
      price: 20_000,
      ends_at: '2026-11-30T22:59:00.000Z',
      variant_prices: [{ variant_id: 91, price: 20_000 }],
    },
  });
  renderInShop(<ProductCard product={boubou} />);
  expect(screen.getByLabelText('Promotion price ₦20,000.00')).toBeInTheDocument();
  expect(screen.getByLabelText('Before the promotion ₦25,000.00')).toBeInTheDocument();
  expect(screen.getByText('Black Friday · ends 30 Nov 2026')).toBeInTheDocument();
});

test('a variant the promotion does not reach shows its own price', () => {
  const onSale = product({
    variants: [variant({ id: 92, regular_price: 25_000, sale_price: 21_000 })],
    promotion: { name: 'Black Friday', price: 21_000, ends_at: null, variant_prices: [] },
  });
  renderInShop(<ProductCard product={onSale} />);
  expect(screen.getByLabelText('Sale price ₦21,000.00')).toBeInTheDocument();
  expect(screen.queryByText(/Black Friday/)).not.toBeInTheDocument();
});

test('a fixed amount off is shown as an amount off the order of the product, at the regular price', () => {
  const bag = product({
    id: 11,
    name: 'Leather Bag',
    variants: [variant({ id: 111, regular_price: 14_800 })],
    offers: [
      {
        name: 'Naira off',
        variant_ids: [111],
        amount_off: 1_000,
        percent_off: null,
        max_off: null,
        ends_at: '2026-11-30T22:59:00.000Z',
      },
    ],
  });
  renderInShop(<ProductCard product={bag} />);
  // Not ₦13,800 each: three are ₦43,400.
  expect(screen.queryByLabelText(/Promotion price/)).not.toBeInTheDocument();
  expect(screen.queryByText('₦13,800.00')).not.toBeInTheDocument();
  expect(screen.getByText('₦14,800.00')).toBeInTheDocument();
  expect(
    screen.getByText('Naira off: ₦1,000 off your order of this product · ends 30 Nov 2026'),
  ).toBeInTheDocument();
});

test('a percentage capped for the order says so, beside a per-unit promotion price', () => {
  const boubou = product({
    id: 12,
    variants: [variant({ id: 121, regular_price: 25_000 })],
    promotion: {
      name: 'Black Friday',
      price: 20_000,
      ends_at: null,
      variant_prices: [{ variant_id: 121, price: 20_000 }],
    },
    offers: [
      {
        name: 'Weekend',
        variant_ids: [121],
        amount_off: null,
        percent_off: 10,
        max_off: 2_000,
        ends_at: null,
      },
    ],
  });
  renderInShop(<ProductCard product={boubou} />);
  expect(screen.getByLabelText('Promotion price ₦20,000.00')).toBeInTheDocument();
  expect(screen.getByText('Black Friday')).toBeInTheDocument();
  expect(screen.getByText('Weekend: 10% off your order of this product, up to ₦2,000')).toBeInTheDocument();
});
