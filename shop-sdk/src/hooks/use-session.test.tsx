import { screen } from '@testing-library/react';
import { OFFLINE_CHANGES_KEY, SESSION_STORAGE_KEY, SHOPPER_STORAGE_KEYS } from 'shop-runtime';
import { authApi } from '../endpoints';
import { renderInShop, resetSession, signInShopper } from '../testing/render';
import { useLogout } from './use-session';

jest.mock('../endpoints');

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Logout</button>;
}

beforeEach(() => {
  resetSession();
  localStorage.clear();
  jest.mocked(authApi.logout).mockResolvedValue(null);
});

test('Logout leaves nothing of the shopper on the device: their session and their changes made offline', async () => {
  signInShopper();
  // A change kept offline (docs/storefront.md §11.2): user id, product and quantity, as the queue writes it.
  localStorage.setItem(
    OFFLINE_CHANGES_KEY,
    JSON.stringify([
      {
        key: '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f',
        userId: '7',
        name: 'Aso Oke Cap',
        madeAt: 1,
        change: { kind: 'cart-quantity', productId: 3, variantId: 31, quantity: 2 },
      },
    ]),
  );
  // What the device keeps that is no shopper's own stays.
  localStorage.setItem('kasuwa:unrelated', 'kept');
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

  const { user } = renderInShop(<LogoutButton />);
  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(localStorage.getItem(OFFLINE_CHANGES_KEY)).toBeNull();
  for (const key of SHOPPER_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('kasuwa:unrelated')).toBe('kept');
  expect(authApi.logout).toHaveBeenCalledWith('refresh-token');
});
