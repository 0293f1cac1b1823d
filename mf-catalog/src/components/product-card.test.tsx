import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogAtom, kasuwaStore, sendChange, wishlistApi } from 'shared-contracts';
import { renderInShop, resetSession, signInShopper } from 'shared-contracts/testing/render';
import { product, variant } from '../testing/fixtures';
import { ProductCard } from './product-card';

jest.mock('shared-contracts/endpoints');
// Wishlist changes go out with their Idempotency-Key (docs/storefront.md §11.2).
jest.mock('shared-contracts/offline/change-api');

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
