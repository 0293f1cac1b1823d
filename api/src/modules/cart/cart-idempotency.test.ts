import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { products, variants } from '../../db/schema.js';
import { KEY_REUSED_MESSAGE } from '../../services/idempotency.js';
import { createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

type Method = 'POST' | 'PATCH' | 'DELETE';

/** Cart and wishlist changes a device kept while offline and sends again: once per Idempotency-Key. */
describe.each(databases)('cart and wishlist changes with an Idempotency-Key (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const send = (
    headers: Record<string, string>,
    method: Method,
    url: string,
    key?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/products/${url}`,
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload }),
    });
  const quantities = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    const items = res.json<{
      data: { cart: { cart_items: { variant: { id: number }; quantity: number }[] } };
    }>().data.cart.cart_items;
    return items.map((item) => [item.variant.id, item.quantity]);
  };
  const wishlisted = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/wishlist', headers });
    return res.json<{ data: { product: { id: number } }[] }>().data.map((item) => item.product.id);
  };

  it('adds to the cart once: a repeat gets the first answer, marked replayed, and adds nothing', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 10 });
    const key = randomUUID();
    const body = { product_id: product.id, variant_id: variant.id, quantity: 2 };

    const first = await send(headers, 'POST', 'add-to-cart', key, body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(headers, 'POST', 'add-to-cart', key, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await quantities(headers)).toEqual([[variant.id, 2]]);

    // A new key is a new change.
    expect((await send(headers, 'POST', 'add-to-cart', randomUUID(), body)).statusCode).toBe(200);
    expect(await quantities(headers)).toEqual([[variant.id, 4]]);
    // And without a key the route works as before.
    expect((await send(headers, 'POST', 'add-to-cart', undefined, body)).statusCode).toBe(200);
    expect(await quantities(headers)).toEqual([[variant.id, 6]]);
  });

  it('runs one add when the same key arrives many times at once', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 50 });
    const key = randomUUID();
    const body = { product_id: product.id, variant_id: variant.id, quantity: 3 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(headers, 'POST', 'add-to-cart', key, body)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await quantities(headers)).toEqual([[variant.id, 3]]);
  });

  it('refuses the same key with another body, or on another route, with 422 and changes nothing', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 10 });
    const key = randomUUID();
    const line = { product_id: product.id, variant_id: variant.id };
    expect((await send(headers, 'POST', 'add-to-cart', key, { ...line, quantity: 1 })).statusCode).toBe(200);

    const otherBody = await send(headers, 'POST', 'add-to-cart', key, { ...line, quantity: 5 });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().message).toBe(KEY_REUSED_MESSAGE);
    const otherRoute = await send(headers, 'PATCH', 'update-cart-quantity', key, { ...line, quantity: 7 });
    expect(otherRoute.statusCode).toBe(422);
    const otherLine = await send(headers, 'DELETE', `remove-from-cart/${product.id}/${variant.id}`, key);
    expect(otherLine.statusCode).toBe(422);
    const wishlist = await send(headers, 'POST', 'add-to-wishlist', key, { product_id: product.id });
    expect(wishlist.statusCode).toBe(422);
    expect(await quantities(headers)).toEqual([[variant.id, 1]]);
    expect(await wishlisted(headers)).toEqual([]);
  });

  it('sets a quantity and removes a line once, even when the cart changed in between', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 10 });
    const line = { product_id: product.id, variant_id: variant.id };
    await send(headers, 'POST', 'add-to-cart', undefined, { ...line, quantity: 1 });

    const setKey = randomUUID();
    const set = await send(headers, 'PATCH', 'update-cart-quantity', setKey, { ...line, quantity: 4 });
    expect(set.statusCode).toBe(200);
    await send(headers, 'POST', 'add-to-cart', undefined, { ...line, quantity: 1 });
    // The replay answers the first cart and does not set the quantity back to 4.
    const replayed = await send(headers, 'PATCH', 'update-cart-quantity', setKey, { ...line, quantity: 4 });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(set.json());
    expect(await quantities(headers)).toEqual([[variant.id, 5]]);

    const removeKey = randomUUID();
    const path = `remove-from-cart/${product.id}/${variant.id}`;
    expect((await send(headers, 'DELETE', path, removeKey)).statusCode).toBe(200);
    await send(headers, 'POST', 'add-to-cart', undefined, { ...line, quantity: 2 });
    const again = await send(headers, 'DELETE', path, removeKey);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await quantities(headers)).toEqual([[variant.id, 2]]);
  });

  it('answers a refusal (stock, a withdrawn product) with the same 4xx when replayed, and changes nothing', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { name: 'Ankara Wrap Dress', stock: 2 });
    const key = randomUUID();
    const body = { product_id: product.id, variant_id: variant.id, quantity: 3 };
    const first = await send(headers, 'POST', 'add-to-cart', key, body);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('Only 2 of Ankara Wrap Dress left in stock.');
    // Stock arrives later: the replay still answers the first refusal, so a change is judged once.
    await t.database.db.update(variants).set({ stock: 10 }).where(eq(variants.id, variant.id));
    const again = await send(headers, 'POST', 'add-to-cart', key, body);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await quantities(headers)).toEqual([]);

    await t.database.db.update(products).set({ published: false }).where(eq(products.id, product.id));
    const withdrawn = await send(headers, 'POST', 'add-to-wishlist', randomUUID(), {
      product_id: product.id,
    });
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().message).toBe('Product not found.');
  });

  it('adds to and removes from the wishlist once per key', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 10 });
    const addKey = randomUUID();
    const body = { product_id: product.id, variant_id: variant.id };
    const added = await send(headers, 'POST', 'add-to-wishlist', addKey, body);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((i: { product: { id: number } }) => i.product.id)).toEqual([product.id]);

    const removeKey = randomUUID();
    expect((await send(headers, 'DELETE', `remove-from-wishlist/${product.id}`, removeKey)).statusCode).toBe(
      200,
    );
    // The add's answer was lost and it is sent again after the remove: it must not come back.
    const replayedAdd = await send(headers, 'POST', 'add-to-wishlist', addKey, body);
    expect(replayedAdd.headers['idempotent-replayed']).toBe('true');
    expect(await wishlisted(headers)).toEqual([]);

    await send(headers, 'POST', 'add-to-wishlist', undefined, body);
    const replayedRemove = await send(headers, 'DELETE', `remove-from-wishlist/${product.id}`, removeKey);
    expect(replayedRemove.headers['idempotent-replayed']).toBe('true');
    expect(await wishlisted(headers)).toEqual([product.id]);
  });

  it('keeps keys per shopper and refuses a key that is not a UUID', async () => {
    const a = await shopper(t.app);
    const b = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 10 });
    const key = randomUUID();
    const body = { product_id: product.id, variant_id: variant.id, quantity: 1 };
    expect((await send(a.headers, 'POST', 'add-to-cart', key, body)).statusCode).toBe(200);
    const other = await send(b.headers, 'POST', 'add-to-cart', key, body);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantities(b.headers)).toEqual([[variant.id, 1]]);

    const bad = await send(a.headers, 'POST', 'add-to-cart', 'not-a-uuid', body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Idempotency-Key header must be a UUID/);
    expect(await quantities(a.headers)).toEqual([[variant.id, 1]]);
  });
});
