import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { wishlistApi } from '../endpoints';
import type { WishlistItem } from '../schemas/cart';
import { kasuwaStore, signIn, signOut } from '../session';
import { useToggleWishlist, useWishlist } from './use-wishlist';

jest.mock('../endpoints');
jest.mock('../notify');

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

beforeEach(() => {
  jest.resetAllMocks();
  signOut();
});

test('fetches nothing for an anonymous shopper', () => {
  const { wrapper } = setup();
  const { result } = renderHook(() => useWishlist(), { wrapper });
  expect(result.current.fetchStatus).toBe('idle');
  expect(wishlistApi.list).not.toHaveBeenCalled();
});

test("a write's answer becomes the cached list; a failed write invalidates the list key", async () => {
  signIn({ access: 'access-token', refresh: 'refresh-token' });
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(wishlistApi.add).mockResolvedValue([item(7)]);
  const { client, wrapper } = setup();
  const { result } = renderHook(() => ({ list: useWishlist(), toggle: useToggleWishlist() }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toEqual([]));

  await act(() => result.current.toggle.mutateAsync({ productId: 7, inWishlist: false }));
  expect(wishlistApi.add).toHaveBeenCalledWith(7, undefined);
  expect(client.getQueryData(queryKeys.wishlist.all)).toEqual([item(7)]);
  expect(wishlistApi.list).toHaveBeenCalledTimes(1);

  jest.mocked(wishlistApi.remove).mockRejectedValue(new Error('offline'));
  jest.mocked(wishlistApi.list).mockResolvedValue([item(7), item(8)]);
  await act(async () => {
    await result.current.toggle.mutateAsync({ productId: 7, inWishlist: true }).catch(() => undefined);
  });
  await waitFor(() => expect(result.current.list.data).toEqual([item(7), item(8)]));
  expect(wishlistApi.list).toHaveBeenCalledTimes(2);
});
