import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogAtom, kasuwaStore, sendChange, wishlistApi } from 'shared-contracts';
import { renderInShop, resetSession, signInShopper } from 'shared-contracts/testing/render';
import { product } from '../testing/fixtures';
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
