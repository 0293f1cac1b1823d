import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { wishlistApi } from '../endpoints';
import { sendChange } from '../offline/change-api';
import { OFFLINE_CHANGES_KEY } from 'shop-runtime';
import { loadOfflineEngine, type OfflineEngine } from 'shop-runtime';
import { apiError, fakeAccessToken } from '../testing/render';
import type { WishlistItem } from 'shared-contracts/schemas/cart';
import { kasuwaStore, signIn, signOut } from '../session';
import { useToggleWishlist, useWishlist } from './use-wishlist';

/** The runtime's queue, as the page's offline engine reads and writes it. */
let engine: OfflineEngine;
beforeAll(async () => {
  engine = await loadOfflineEngine();
});
const readQueue = () => engine.readQueue();

jest.mock('../endpoints');
jest.mock('../notify');
jest.mock('../offline/change-api');

const item = (id: number) => ({ product: { id, name: `Product ${id}` } }) as unknown as WishlistItem;

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Provider store={kasuwaStore}>{children}</Provider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

let online = true;

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.removeItem(OFFLINE_CHANGES_KEY);
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  signOut();
});

test('fetches nothing for an anonymous shopper', () => {
  const { wrapper } = setup();
  const { result } = renderHook(() => useWishlist(), { wrapper });
  expect(result.current.fetchStatus).toBe('idle');
  expect(wishlistApi.list).not.toHaveBeenCalled();
});

test("a write's answer becomes the cached list; a failed write invalidates the list key", async () => {
  signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(sendChange).mockResolvedValue({ wishlist: [item(7)] });
  const { client, wrapper } = setup();
  const { result } = renderHook(() => ({ list: useWishlist(), toggle: useToggleWishlist() }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toEqual([]));

  await act(() => result.current.toggle.mutateAsync({ productId: 7, inWishlist: false }));
  expect(sendChange).toHaveBeenCalledWith({ kind: 'wishlist-add', productId: 7 }, expect.any(String));
  expect(client.getQueryData(queryKeys.wishlist.all)).toEqual([item(7)]);
  expect(wishlistApi.list).toHaveBeenCalledTimes(1);

  jest.mocked(sendChange).mockRejectedValue(apiError(500, { message: 'boom' }));
  jest.mocked(wishlistApi.list).mockResolvedValue([item(7), item(8)]);
  await act(async () => {
    await result.current.toggle.mutateAsync({ productId: 7, inWishlist: true }).catch(() => undefined);
  });
  await waitFor(() => expect(result.current.list.data).toEqual([item(7), item(8)]));
  expect(wishlistApi.list).toHaveBeenCalledTimes(2);
});

test('offline, an add is kept with its key and shown at once from the product the page already has', async () => {
  signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  const { client, wrapper } = setup();
  client.setQueryData(queryKeys.products.detail(9), {
    id: 9,
    name: 'Aso Oke Cap',
    description: '',
    images: [],
    variants: [{ id: 91, stock: 3 }],
    price: 5000,
    in_stock: true,
  });
  const { result } = renderHook(() => ({ list: useWishlist(), toggle: useToggleWishlist() }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toEqual([]));

  online = false;
  await act(() => result.current.toggle.mutateAsync({ productId: 9, variantId: 91, inWishlist: false }));
  expect(sendChange).not.toHaveBeenCalled();
  expect(result.current.list.data?.map((entry) => [entry.product.name, entry.variant?.id])).toEqual([
    ['Aso Oke Cap', 91],
  ]);
  expect(readQueue()).toMatchObject([
    { userId: '7', name: 'Aso Oke Cap', change: { kind: 'wishlist-add', productId: 9, variantId: 91 } },
  ]);
});

test('a write that got no answer is kept under the key it was sent with', async () => {
  signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  jest.mocked(wishlistApi.list).mockResolvedValue([item(4)]);
  jest.mocked(sendChange).mockRejectedValue(apiError(0));
  const { wrapper } = setup();
  const { result } = renderHook(() => ({ list: useWishlist(), toggle: useToggleWishlist() }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toEqual([item(4)]));

  await act(() => result.current.toggle.mutateAsync({ productId: 4, inWishlist: true }));
  // Fetched again before the change is sent, the list still leaves the item out.
  await act(() => result.current.list.refetch());
  expect(wishlistApi.list).toHaveBeenCalledTimes(2);
  const key = jest.mocked(sendChange).mock.calls[0]?.[1];
  expect(readQueue().map((entry) => [entry.key, entry.change])).toEqual([
    [key, { kind: 'wishlist-remove', productId: 4 }],
  ]);
  expect(result.current.list.data).toEqual([]);
});
