// What `npm run bench:flash-sale` found when 1,000 shoppers checked out at once over two replicas: the answer to a
// placed order must not need a second connection, a sold-out product must not queue behind the checkouts holding
// its row, a request waits for its turn at a connection longer than it takes to tell an unreachable database, and a
// request that waited out the pool is told the shop is busy, not that its database is gone.
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { orders, variants } from '../../db/schema.js';
import { cartItems, carts } from '../cart/index.js';
import { address, addToCart, createProduct, shopper, stockOf } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion, quote } from '../../../test/promotions-fixtures.js';

/** The pool behind the app's database (node-postgres, for PGlite's socket too). */
const poolOf = (t: TestApp) => (t.app.db as unknown as { $client: pg.Pool }).$client;

describe.each(databases)('checkout under a rush (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  /** The shopper's cart as it stands: what a refused checkout must leave untouched. */
  const cartOf = async (userId: number) => {
    const [cart] = await t.app.db.select().from(carts).where(eq(carts.userId, userId));
    return t.app.db
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.cartId, cart?.id ?? 0));
  };

  /** Takes every connection the app's pool may open: the next request waits for its turn. */
  const holdEveryConnection = () => {
    const pool = poolOf(t);
    return Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  };

  const checkout = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });

  it('answers 201 with the order when no other connection can be had once it is placed', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { price: 5000, stock: 3 });
    await addToCart(t.app, headers, product.id, variant.id);
    const pool = poolOf(t);
    const query = pool.query.bind(pool);
    // Every query outside a transaction now fails as a pool would whose connections are all taken for 5 s; the
    // checkout's own transaction still gets its connection.
    pool.query = (() =>
      Promise.reject(new Error('timeout exceeded when trying to connect'))) as unknown as typeof pool.query;
    let res;
    try {
      res = await checkout(headers);
    } finally {
      pool.query = query;
    }
    expect(res.statusCode).toBe(201);
    const placed = await t.app.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(placed).toHaveLength(1);
    expect(res.json().data).toMatchObject({ id: placed[0]?.id, number: placed[0]?.number, total: 7500 });
    expect(await stockOf(t.app, variant.id)).toBe(2);
  });

  it('tells a shopper whose code was used up since the quote that the code is used up, cart kept', async () => {
    const { product, variant } = await createProduct(t.app, { name: 'Towels', price: 10_000, stock: 10 });
    await createPromotion(t.app, { name: 'Rush code', code: 'RUSHONE', percentOff: 10, usageLimit: 1 });
    const [first, second] = [await shopper(t.app), await shopper(t.app)];
    const quoted = [];
    for (const s of [first, second]) {
      await addToCart(t.app, s.headers, product.id, variant.id);
      quoted.push((await quote(t.app, s.headers, 'RUSHONE')).total);
    }
    const place = (headers: Record<string, string>, expected_total: number | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        payload: {
          shipping_address: address,
          payment_method: 'pay_on_delivery',
          promo_code: 'RUSHONE',
          expected_total,
        },
      });
    expect((await place(first.headers, quoted[0])).statusCode).toBe(201);
    const lost = await place(second.headers, quoted[1]);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({
      message: 'The code RUSHONE has been used up. Check the new total and place your order again.',
      conflict: { reason: 'promotion', code: 'RUSHONE' },
    });
    expect(await cartOf(second.user.id)).toEqual([{ variantId: variant.id, quantity: 1 }]);
  });

  (kind === 'postgres' ? it : it.skip)(
    'refuses a sold-out product at once, its cart kept, while another checkout holds the row',
    async () => {
      const { headers, user } = await shopper(t.app);
      const { product, variant } = await createProduct(t.app, { name: 'Flash blender', stock: 1 });
      await addToCart(t.app, headers, product.id, variant.id);
      // The last unit is sold by a checkout that has not committed yet: it holds the variant's row.
      await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, variant.id));
      const holder = await poolOf(t).connect();
      try {
        await holder.query('begin');
        await holder.query('select stock from variants where id = $1 for update', [variant.id]);
        const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000));
        const answer = await Promise.race([checkout(headers), waited]);
        expect(answer).not.toBe('waited');
        if (answer === 'waited') return;
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({
          message: 'Not enough stock for Flash blender.',
          conflict: { reason: 'stock', product_id: product.id, variant_id: variant.id },
        });
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      // Nothing of the shopper's cart was lost.
      expect(await cartOf(user.id)).toEqual([{ variantId: variant.id, quantity: 1 }]);
    },
    20_000,
  );
  it('answers a checkout that waited out the pool 503 "busy" with Retry-After, nothing placed, cart kept', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id);
    const pool = poolOf(t);
    const wait = pool.options.connectionTimeoutMillis;
    // Every connection the pool may open is taken, and a request waits 300 ms for one instead of seconds.
    const held = await holdEveryConnection();
    pool.options.connectionTimeoutMillis = 300;
    let res;
    try {
      res = await checkout(headers);
    } finally {
      pool.options.connectionTimeoutMillis = wait;
      held.forEach((client) => client.release());
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The server is busy. Please try again in a moment.',
      detail: 'Try again in 2 seconds.',
    });
    expect(res.headers['retry-after']).toBe('2');
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await cartOf(user.id)).toEqual([{ variantId: variant.id, quantity: 1 }]);
    expect(await stockOf(t.app, variant.id)).toBe(5);
  });

  it('places a checkout that waited 6 s for its turn at a connection', async () => {
    const { headers, user } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id);
    // Every connection the pool may open is taken for 6 s: longer than opening one may take (5 s).
    const held = await holdEveryConnection();
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        held.forEach((client) => client.release());
        resolve();
      }, 6_000),
    );
    const res = await checkout(headers);
    await released;
    expect(res.statusCode).toBe(201);
    const placed = await t.app.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(placed).toHaveLength(1);
    expect(await stockOf(t.app, variant.id)).toBe(4);
  }, 20_000);
});
