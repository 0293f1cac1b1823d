import MockAdapter from 'axios-mock-adapter';
import { createStore } from 'jotai';
import { apiClient } from '../api-client';
import { cartAtom } from '../cart';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { notify } from '../notify';
import type { Cart, CartItem } from 'shared-contracts/schemas/cart';
import { signIn, signOut } from '../session';
import { apiError } from '../testing/render';
import { productSummaryFixture, variantFixture } from 'shared-contracts/testing/fixtures';
import { loadOfflineEngine, OFFLINE_CHANGES_KEY, type OfflineChange, type OfflineEngine } from 'shop-runtime';
import { offlineAdapter } from './adapter';
import { sendChange, type ChangeAnswer } from './change-api';
import { saidBy } from '../testing/toast-text';

/*
 * The runtime's replay, wired to the shop as the page wires it (`offlineAdapter`): the shop's endpoints, cart
 * arithmetic, query keys and words.
 */
let engine: OfflineEngine;
beforeAll(async () => {
  engine = await loadOfflineEngine();
});
const readQueue = () => engine.readQueue();
const enqueueChange = (...args: Parameters<OfflineEngine['enqueueChange']>) => engine.enqueueChange(...args);

jest.mock('../notify');

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A session for user `sub`: the queue reads who made a change from the access token's `sub`. */
const signInAs = (store: ReturnType<typeof createStore>, sub: string) =>
  signIn(
    { access: `${base64url({ alg: 'HS256' })}.${base64url({ sub, role: 'REGULAR' })}.sig`, refresh: 'r' },
    store,
  );

const line = (productId: number, quantity: number, name = `Product ${productId}`): CartItem => ({
  product: productSummaryFixture({ id: productId, name }),
  variant: variantFixture({ id: productId * 10 }),
  quantity,
});
const add = (productId: number, quantity = 1): OfflineChange => {
  const { product, variant } = line(productId, quantity);
  return { kind: 'cart-add', productId, variantId: productId * 10, quantity, product, variant };
};
const cartOf = (...items: CartItem[]): ChangeAnswer => ({ cart: { id: 1, cart_items: items } as Cart });

function setup() {
  const store = createStore();
  const client = createQueryClient();
  const sent: { change: OfflineChange; key: string }[] = [];
  let answer: (change: OfflineChange, n: number) => Promise<ChangeAnswer> = async () => cartOf();
  const send = (change: OfflineChange, key: string) => {
    sent.push({ change, key });
    return answer(change, sent.length);
  };
  return {
    store,
    client,
    sent,
    answerWith: (fn: typeof answer) => {
      answer = fn;
    },
    replay: () => engine.sendQueuedChanges({ store, client, adapter: { ...offlineAdapter, send } }),
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

test('sends the changes oldest first, each once under the key made when the shopper acted', async () => {
  const t = setup();
  signInAs(t.store, '7');
  const keys = [add(1), add(2), { kind: 'wishlist-add', productId: 3 } as const].map((change) =>
    enqueueChange('7', 'A product', change),
  );
  // The server's cart is not what applying the changes on the device gives: it holds a line added from another
  // device (9), and prices the dress anew. The cart must be the server's.
  const repriced = { ...line(1, 1), variant: variantFixture({ id: 10, regular_price: 4321 }) };
  t.answerWith(async (change) =>
    change.kind === 'wishlist-add' ? { wishlist: [] } : cartOf(line(9, 1), repriced, line(2, 1)),
  );

  // Two tabs (or two parts of the shop) replaying at once still send each change once.
  const [first, second] = await Promise.all([t.replay(), t.replay()]);
  expect(t.sent.map((s) => s.key)).toEqual(keys);
  expect(t.sent.map((s) => s.change.kind)).toEqual(['cart-add', 'cart-add', 'wishlist-add']);
  expect(first.sent).toHaveLength(3);
  expect(second.sent).toHaveLength(0);
  expect(readQueue()).toEqual([]);
  expect(localStorage.getItem(OFFLINE_CHANGES_KEY)).toBeNull();

  await t.replay();
  expect(t.sent).toHaveLength(3);
  // The cart is the server's answer, and the shopper is told the changes were saved.
  expect(t.store.get(cartAtom)).toEqual([line(9, 1), repriced, line(2, 1)]);
  expect(saidBy(notify.success)).toContain('Your changes made offline have been saved.');
});

test('drops a change the server refuses (4xx) with its reason, and sends the ones after it', async () => {
  const t = setup();
  signInAs(t.store, '7');
  enqueueChange('7', 'Ankara Wrap Dress', add(1, 3));
  enqueueChange('7', 'Aso Oke Cap', add(2));
  t.answerWith(async (_change, n) => {
    if (n === 1) throw apiError(409, { message: 'Only 2 of Ankara Wrap Dress left in stock.' });
    return cartOf(line(2, 1, 'Aso Oke Cap'));
  });

  const report = await t.replay();
  expect(t.sent).toHaveLength(2);
  expect(report.refused.map((r) => r.message)).toEqual(['Only 2 of Ankara Wrap Dress left in stock.']);
  expect(report.left).toBe(0);
  expect(readQueue()).toEqual([]);
  expect(saidBy(notify.error)).toContain(
    'Adding Ankara Wrap Dress to your cart was not saved: Only 2 of Ankara Wrap Dress left in stock.',
  );
  expect(t.store.get(cartAtom).map((item) => item.product.name)).toEqual(['Aso Oke Cap']);
});

test.each([
  ['a server failure (5xx)', () => apiError(503, { message: 'The database is not reachable.' })],
  ['no answer at all', () => apiError(0)],
])('keeps a change that met %s, and every change after it, in order', async (_what, failure) => {
  const t = setup();
  signInAs(t.store, '7');
  const keys = [add(1), add(2), add(3)].map((change) => enqueueChange('7', 'A product', change));
  t.answerWith(async (_change, n) => {
    if (n === 2) throw failure();
    return cartOf(line(1, 1));
  });

  const report = await t.replay();
  expect(t.sent.map((s) => s.key)).toEqual([keys[0], keys[1]]);
  expect(report.left).toBe(2);
  expect(readQueue().map((entry) => entry.key)).toEqual([keys[1], keys[2]]);
  expect(notify.error).not.toHaveBeenCalled();
  // The cart shows the server's answer with the changes still waiting on top.
  expect(t.store.get(cartAtom).map((item) => item.product.id)).toEqual([1, 2, 3]);

  // The next try sends the kept change under the same key.
  t.answerWith(async () => cartOf(line(1, 1), line(2, 1), line(3, 1)));
  await t.replay();
  expect(t.sent.map((s) => s.key)).toEqual([keys[0], keys[1], keys[1], keys[2]]);
  expect(readQueue()).toEqual([]);
});

test("never sends a shopper's changes as someone else, nor while signed out", async () => {
  const t = setup();
  const mine = enqueueChange('7', 'A product', add(1));
  enqueueChange('7', 'A product', add(2));

  await t.replay();
  expect(t.sent).toHaveLength(0);

  signInAs(t.store, '8');
  const theirs = enqueueChange('8', 'Another product', add(5));
  await t.replay();
  expect(t.sent.map((s) => s.key)).toEqual([theirs]);
  expect(readQueue().map((entry) => entry.userId)).toEqual(['7', '7']);

  // 7 signs in again; while the first change is on its way, 7 signs out and 8 signs in: the second stays.
  signInAs(t.store, '7');
  t.answerWith(async () => {
    signOut(t.store);
    signInAs(t.store, '8');
    return cartOf(line(1, 1));
  });
  await t.replay();
  expect(t.sent.map((s) => s.key)).toEqual([theirs, mine]);
  expect(readQueue().map((entry) => entry.userId)).toEqual(['7']);
});

test('sends nothing while the device is offline', async () => {
  const t = setup();
  signInAs(t.store, '7');
  enqueueChange('7', 'A product', add(1));
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const report = await t.replay();
  expect(t.sent).toHaveLength(0);
  expect(report.left).toBe(1);
});

test('tells the shopper in plain words when the server kept less of a line than the device showed', async () => {
  const t = setup();
  signInAs(t.store, '7');
  t.store.set(cartAtom, [line(1, 3, 'Ankara Wrap Dress'), line(2, 1, 'Aso Oke Cap')]);
  enqueueChange('7', 'Ankara Wrap Dress', add(1, 3));
  enqueueChange('7', 'Aso Oke Cap', add(2));
  // The server's cart: two of the dress (the stock changed), and the cap withdrawn.
  t.answerWith(async () => cartOf(line(1, 2, 'Ankara Wrap Dress')));

  await t.replay();
  expect(saidBy(notify.info)).toContain(
    'Your cart now has 2 of Ankara Wrap Dress: it changed while you were offline.',
  );
  expect(saidBy(notify.info)).toContain('Aso Oke Cap is no longer available and has left your cart.');
  expect(notify.success).not.toHaveBeenCalled();
  expect(t.store.get(cartAtom)).toEqual([line(1, 2, 'Ankara Wrap Dress')]);
});

test("sets the wishlist from the server's last answer", async () => {
  const t = setup();
  signInAs(t.store, '7');
  enqueueChange('7', 'A product', { kind: 'wishlist-remove', productId: 4 });
  t.answerWith(async () => ({ wishlist: [] }));
  t.client.setQueryData(queryKeys.wishlist.all, [{ product: { id: 4 } }]);
  await t.replay();
  expect(t.client.getQueryData(queryKeys.wishlist.all)).toEqual([]);
});

test('leaves out stored entries that are not valid changes', () => {
  localStorage.setItem(
    OFFLINE_CHANGES_KEY,
    JSON.stringify([
      { key: 'not-a-uuid', userId: '7', name: 'x', madeAt: 1, change: { kind: 'cart-remove' } },
      {
        key: '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f',
        userId: '7',
        name: 'Aso Oke Cap',
        madeAt: 1,
        change: { kind: 'wishlist-remove', productId: 4 },
      },
    ]),
  );
  expect(readQueue().map((entry) => entry.name)).toEqual(['Aso Oke Cap']);
  localStorage.setItem(OFFLINE_CHANGES_KEY, '{broken');
  expect(readQueue()).toEqual([]);
});

test('sends each kind of change to its route with the Idempotency-Key', async () => {
  const mock = new MockAdapter(await apiClient.axios());
  const key = '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f';
  mock.onAny().reply(200, { data: { id: 1, cart_items: [] } });
  await sendChange(add(1, 2), key);
  await sendChange({ kind: 'cart-quantity', productId: 1, variantId: 10, quantity: 5 }, key);
  await sendChange({ kind: 'cart-remove', productId: 1, variantId: 10 }, key);
  await sendChange({ kind: 'wishlist-add', productId: 3, variantId: 30 }, key);
  await sendChange({ kind: 'wishlist-remove', productId: 3 }, key);
  expect(mock.history.post.map((r) => [r.url, JSON.parse(r.data as string)])).toEqual([
    ['products/add-to-cart', { product_id: 1, variant_id: 10, quantity: 2 }],
    ['products/add-to-wishlist', { product_id: 3, variant_id: 30 }],
  ]);
  expect(mock.history.patch.map((r) => r.url)).toEqual(['products/update-cart-quantity']);
  expect(mock.history.delete.map((r) => r.url)).toEqual([
    'products/remove-from-cart/1/10',
    'products/remove-from-wishlist/3',
  ]);
  const all = [...mock.history.post, ...mock.history.patch, ...mock.history.delete];
  expect(all.map((r) => r.headers?.['Idempotency-Key'])).toEqual(Array(5).fill(key));
  mock.restore();
});
