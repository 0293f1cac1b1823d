import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys, orderItems, orders, variants } from '../src/db/schema.js';
import { IDEMPOTENCY_TTL_MS, KEY_REUSED_MESSAGE, purgeExpiredKeys } from '../src/services/idempotency.js';
import { address, addToCart, createProduct, shopper, stockOf } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe.each(databases)('idempotent checkout and cancel (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const body = { shipping_address: address, payment_method: 'pay_on_delivery' };
  const checkout = (headers: Record<string, string>, key: string | undefined, payload: object = body) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const cancel = (headers: Record<string, string>, orderId: number, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const ordersOf = async (userId: number) =>
    t.database.db.select().from(orders).where(eq(orders.userId, userId));

  it('answers a repeated key with the first order, 201, and places it once', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id, 2);
    const key = randomUUID();

    const first = await checkout(headers, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The cart is empty now: without the key this would be a 400.
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const again = await checkout(headers, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(t.app, variant.id)).toBe(3);
  });

  it('answers a repeated key with the first error, and runs again under a new key', async () => {
    const { headers, user } = await shopper(t.app);
    const key = randomUUID();
    const first = await checkout(headers, key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: 'Your cart is empty.' });

    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const again = await checkout(headers, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(user.id)).toHaveLength(0);

    const fresh = await checkout(headers, randomUUID());
    expect(fresh.statusCode).toBe(201);
  });

  it('answers a stock conflict under a key with the line that stopped it, at once and when replayed', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 2 });
    await addToCart(t.app, headers, product.id, variant.id, 2);
    // Another shopper took one meanwhile.
    await t.database.db.update(variants).set({ stock: 1 }).where(eq(variants.id, variant.id));
    const key = randomUUID();
    const conflict = { reason: 'stock', product_id: product.id, variant_id: variant.id };
    const first = await checkout(headers, key);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ conflict });
    const again = await checkout(headers, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another body with 422 and changes nothing', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const key = randomUUID();
    expect((await checkout(headers, key)).statusCode).toBe(201);
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const other = await checkout(headers, key, { ...body, payment_method: 'pay_later', instalments: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(KEY_REUSED_MESSAGE);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(t.app, variant.id)).toBe(4);
  });

  it('refuses a key that is not a UUID with 400', async () => {
    const { headers } = await shopper(t.app);
    const res = await checkout(headers, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key header must be a UUID/);
    const cancelled = await cancel(headers, 1, 'x'.repeat(300));
    expect(cancelled.statusCode).toBe(400);
  });

  it('keeps keys per user: the same key from another shopper is their own', async () => {
    const a = await shopper(t.app);
    const b = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    const key = randomUUID();
    await addToCart(t.app, a.headers, product.id, variant.id, 1);
    await addToCart(t.app, b.headers, product.id, variant.id, 1);
    const first = await checkout(a.headers, key);
    const second = await checkout(b.headers, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect(await stockOf(t.app, variant.id)).toBe(3);
  });

  it('runs one checkout when the same key arrives many times at once', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 10 });
    await addToCart(t.app, headers, product.id, variant.id, 3);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => checkout(headers, key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(results.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed[0]?.id ?? 0));
    expect(items).toHaveLength(1);
    expect(await stockOf(t.app, variant.id)).toBe(7);
  });

  it('cancels once: a repeated key replays, a new key on a cancelled order returns it without restocking', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id, 2);
    const order = (await checkout(headers, randomUUID())).json().data;
    expect(await stockOf(t.app, variant.id)).toBe(3);

    const key = randomUUID();
    const results = await Promise.all([cancel(headers, order.id, key), cancel(headers, order.id, key)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[1]?.json()).toEqual(results[0]?.json());
    expect(results[0]?.json().data.status).toBe('cancelled');
    expect(await stockOf(t.app, variant.id)).toBe(5);

    const newKey = await cancel(headers, order.id, randomUUID());
    expect(newKey.statusCode).toBe(200);
    expect(newKey.json().data).toMatchObject({ id: order.id, status: 'cancelled' });
    const noKey = await cancel(headers, order.id);
    expect(noKey.statusCode).toBe(200);
    expect(await stockOf(t.app, variant.id)).toBe(5);

    const otherOrder = await cancel(headers, order.id + 100_000, key);
    expect(otherOrder.statusCode).toBe(422);
  });

  it('forgets keys after 24 hours', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const key = randomUUID();
    expect((await checkout(headers, key)).statusCode).toBe(201);
    const old = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: old })
      .where(eq(idempotencyKeys.userId, user.id));

    // An expired key is a new key: the empty cart is refused instead of the order replayed.
    const later = await checkout(headers, key);
    expect(later.statusCode).toBe(400);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: old })
      .where(eq(idempotencyKeys.userId, user.id));
    expect(await purgeExpiredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left?.n).toBe(0);
  });
});
