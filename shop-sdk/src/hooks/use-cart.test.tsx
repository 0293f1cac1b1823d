import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { cartAtom } from '../cart';
import { loadToastify, notify } from '../notify';
import { sendChange } from '../offline/change-api';
import { KEPT_OFFLINE, OFFLINE_CHANGES_KEY } from 'shop-runtime';
import { loadOfflineEngine, type OfflineEngine } from 'shop-runtime';
import { createQueryClient } from '../query-client';
import { kasuwaStore, signIn, signOut } from '../session';
import { productSummaryFixture, shopperProfile, variantFixture } from 'shared-contracts/testing/fixtures';
import { usersApi } from '../endpoints';
import { apiError, fakeAccessToken } from '../testing/render';
import { useAddToCart, useRemoveFromCart } from './use-cart';
import { useProfile } from './use-profile';
import { saidBy } from '../testing/toast-text';

/** The runtime's queue, as the page's offline engine reads and writes it. */
let engine: OfflineEngine;
beforeAll(async () => {
  engine = await loadOfflineEngine();
});
const readQueue = () => engine.readQueue();
const enqueueChange = (...args: Parameters<OfflineEngine['enqueueChange']>) => engine.enqueueChange(...args);

jest.mock('../notify');
jest.mock('../offline/change-api');

const product = productSummaryFixture({ id: 3, name: 'Ankara Wrap Dress' });
const variant = variantFixture({ id: 31, stock: 5 });
const line = { product, variant, quantity: 1 };
const answer = (quantity: number) => ({
  cart: { id: 1, cart_items: quantity > 0 ? [{ ...line, quantity }] : [] },
});

let online = true;

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Provider store={kasuwaStore}>{children}</Provider>
    </QueryClientProvider>
  );
  return renderHook(() => ({ add: useAddToCart(), remove: useRemoveFromCart(), profile: useProfile() }), {
    wrapper,
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.removeItem(OFFLINE_CHANGES_KEY);
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  signOut();
  kasuwaStore.set(cartAtom, []);
  signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
});

test('a profile read while an added line is on its way does not take the line back out of the cart', async () => {
  // Signing in with an add waiting: the profile is read at once, and its answer (the cart without the line) can
  // come back before the add's; the cart keeps the line, and then takes the cart the server answers after the add.
  let answerAdd: (value: ReturnType<typeof answer>) => void = () => undefined;
  jest.mocked(sendChange).mockReturnValue(new Promise((resolve) => (answerAdd = resolve)));
  const carts = [[], [line]];
  const me = jest
    .spyOn(usersApi, 'me')
    .mockImplementation(async () => shopperProfile(carts.shift() ?? [line]));
  const { result } = setup();
  act(() => result.current.add.mutate({ product, variant }));
  await waitFor(() => expect(sendChange).toHaveBeenCalled());
  await waitFor(() => expect(result.current.profile.data?.cart?.cart_items).toEqual([]));
  expect(kasuwaStore.get(cartAtom)).toEqual([line]);

  await act(async () => answerAdd(answer(1)));
  await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
  expect(me).toHaveBeenCalledTimes(2);
  expect(kasuwaStore.get(cartAtom)).toEqual([line]);
  me.mockRestore();
});

test('offline, add to cart shows the line at once and keeps the change, with its key, for later', async () => {
  const { result } = setup();
  online = false;
  const outcome = await act(() => result.current.add.mutateAsync({ product, variant, quantity: 2 }));
  expect(outcome).toBe(KEPT_OFFLINE);
  expect(sendChange).not.toHaveBeenCalled();
  expect(kasuwaStore.get(cartAtom)).toEqual([{ ...line, quantity: 2 }]);
  expect(saidBy(notify.info)).toContain(
    "You're offline. We'll send this change when your connection returns.",
  );
  expect(notify.reject).not.toHaveBeenCalled();
  const [queued] = readQueue();
  expect(queued).toMatchObject({
    userId: '7',
    name: 'Ankara Wrap Dress',
    change: { kind: 'cart-add', productId: 3, variantId: 31, quantity: 2, product, variant },
  });
  expect(queued?.key).toMatch(/^[0-9a-f-]{36}$/);
});

test('a request that got no answer is kept under the key it was sent with, and the line stays', async () => {
  jest.mocked(sendChange).mockRejectedValue(apiError(0));
  jest.mocked(notify.loading).mockReturnValue('adding');
  const dismiss = jest.fn();
  jest
    .mocked(loadToastify)
    .mockResolvedValue({ toast: { dismiss } } as unknown as Awaited<ReturnType<typeof loadToastify>>);
  const { result } = setup();
  await act(() => result.current.add.mutateAsync({ product, variant }));
  // The loading toast gives way to the one that says the change is kept, not to an error.
  await waitFor(() => expect(dismiss).toHaveBeenCalledWith('adding'));
  const key = jest.mocked(sendChange).mock.calls[0]?.[1];
  expect(readQueue().map((entry) => entry.key)).toEqual([key]);
  expect(kasuwaStore.get(cartAtom)).toEqual([line]);
  expect(notify.reject).not.toHaveBeenCalled();
  expect(saidBy(notify.info)).toContain(
    "You're offline. We'll send this change when your connection returns.",
  );
});

test('a refusal is not kept: the cart goes back and the error toast shows', async () => {
  jest.mocked(sendChange).mockRejectedValue(apiError(409, { message: 'Ankara Wrap Dress is out of stock.' }));
  const { result } = setup();
  await act(async () => {
    await result.current.add.mutateAsync({ product, variant }).catch(() => undefined);
  });
  expect(readQueue()).toEqual([]);
  expect(kasuwaStore.get(cartAtom)).toEqual([]);
  expect(notify.reject).toHaveBeenCalledWith(undefined, 'Failed to add to cart!');
});

test('online, a change made while earlier ones still wait goes behind them, and all are sent in order', async () => {
  const earlier = enqueueChange('7', 'Ankara Wrap Dress', {
    kind: 'cart-add',
    productId: 3,
    variantId: 31,
    quantity: 1,
    product,
    variant,
  });
  kasuwaStore.set(cartAtom, [line]);
  jest.mocked(sendChange).mockImplementation(async (change) => answer(change.kind === 'cart-remove' ? 0 : 1));
  const { result } = setup();
  await act(() => result.current.remove.mutateAsync({ productId: 3, variantId: 31 }));
  await waitFor(() => expect(readQueue()).toEqual([]));
  expect(jest.mocked(sendChange).mock.calls.map(([change, key]) => [change.kind, key === earlier])).toEqual([
    ['cart-add', true],
    ['cart-remove', false],
  ]);
  expect(kasuwaStore.get(cartAtom)).toEqual([]);
});

test("a shopper's change is never kept for someone who is signed out", async () => {
  signOut();
  online = false;
  const { result } = setup();
  act(() => result.current.add.addToCart({ product, variant }));
  expect(readQueue()).toEqual([]);
  expect(saidBy(notify.error)).toContain('Please login to add to cart!');
});
