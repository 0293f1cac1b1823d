import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { cartAtom, type RegisteredCartItem } from '../cart';
import { signIn, signOut } from '../session';
import type { OfflineAdapter } from './adapter';
import { enqueueChange, readQueue } from './queue';
import { keepInSync, OFFLINE_RETRY_MS } from './sync';
import type { OfflineChange } from './types';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokensOf = (sub: string) => ({
  access: `${base64url({ alg: 'HS256' })}.${base64url({ sub, role: 'REGULAR' })}.sig`,
  refresh: 'r',
});

const item = (id: number, quantity = 1): RegisteredCartItem => ({
  product: { id, name: `Product ${id}` },
  variant: { id: id * 10 },
  quantity,
});
const quantityOf = (id: number, quantity: number): OfflineChange => ({
  kind: 'cart-quantity',
  productId: id,
  variantId: id * 10,
  quantity,
});

/** A server that never answers (the change stays queued) and a cart whose arithmetic is easy to see. */
function setup() {
  const store = createStore();
  const client = new QueryClient();
  let serverCart: RegisteredCartItem[] | undefined;
  const noAnswer = Object.assign(new Error('Network Error'), { isAxiosError: true });
  const adapter: OfflineAdapter = {
    send: jest.fn(() => Promise.reject(noAnswer)),
    applyToCart: (items, changes) =>
      items.map((line) => {
        const change = changes.find((c) => c.kind === 'cart-quantity' && c.productId === line.product.id);
        return change && change.kind === 'cart-quantity' ? { ...line, quantity: change.quantity } : line;
      }),
    cachedServerCart: () => serverCart,
    fetchServerCart: async () => serverCart,
    cartChanged: jest.fn(),
    wishlistChanged: jest.fn(),
    refusalOf: () => null,
    tell: {
      kept: jest.fn(),
      refused: jest.fn(),
      lineGone: jest.fn(),
      lineChanged: jest.fn(),
      saved: jest.fn(),
    },
  };
  return {
    store,
    client,
    adapter,
    sends: () => jest.mocked(adapter.send).mock.calls.length,
    setServerCart: (lines: RegisteredCartItem[]) => {
      serverCart = lines;
      store.set(cartAtom, lines);
    },
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => jest.useRealTimers());

test('sends the waiting changes at once, when the connection returns and every retry period, until stopped', async () => {
  const t = setup();
  signIn(tokensOf('7'), t.store);
  enqueueChange('7', 'Product 1', quantityOf(1, 3));

  const stop = keepInSync(t);
  await jest.advanceTimersByTimeAsync(0);
  expect(t.sends()).toBe(1);

  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(t.sends()).toBe(2);

  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS - 1);
  expect(t.sends()).toBe(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(t.sends()).toBe(3);
  // Never answered: still waiting, under its key.
  expect(readQueue()).toHaveLength(1);

  stop();
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(3 * OFFLINE_RETRY_MS);
  expect(t.sends()).toBe(3);
});

test('sends nothing while none wait, nor for a signed-out page, nor another shopper’s changes', async () => {
  const t = setup();
  const stopSignedOut = keepInSync(t);
  enqueueChange('8', 'Product 1', quantityOf(1, 3));
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
  stopSignedOut();

  signIn(tokensOf('7'), t.store);
  const stop = keepInSync(t);
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(2 * OFFLINE_RETRY_MS);
  expect(t.sends()).toBe(0);
  stop();
});

test("puts the waiting cart changes back on top whenever the cart is set to the server's lines", async () => {
  const t = setup();
  signIn(tokensOf('7'), t.store);
  t.setServerCart([item(1, 1), item(2, 1)]);
  enqueueChange('7', 'Product 1', quantityOf(1, 3));

  const stop = keepInSync(t);
  // At once, for the server's lines the page already had.
  expect(t.store.get(cartAtom)).toEqual([item(1, 3), item(2, 1)]);

  // The profile is fetched again: the cart is set to the server's new lines, and the change goes back on top.
  t.setServerCart([item(1, 1), item(2, 5)]);
  expect(t.store.get(cartAtom)).toEqual([item(1, 3), item(2, 5)]);

  // A cart that is not the server's lines (the shopper's own change) is left as it is.
  t.store.set(cartAtom, [item(2, 4)]);
  expect(t.store.get(cartAtom)).toEqual([item(2, 4)]);

  // Stopped (signed out), the server's lines stay the server's.
  stop();
  signOut(t.store);
  t.setServerCart([item(1, 1)]);
  expect(t.store.get(cartAtom)).toEqual([item(1, 1)]);
});
