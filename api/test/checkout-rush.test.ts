// What `npm run bench:flash-sale` found when 1,000 shoppers checked out at once over two replicas: the answer to a
// placed order must not need a second connection, and a sold-out product must not queue behind the checkouts
// holding its row.
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { cartItems, carts, orders, variants } from '../src/db/schema.js';
import { address, addToCart, createProduct, shopper, stockOf } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { createPromotion, quote } from './promotions-fixtures.js';

/** The pool behind the app's database (node-postgres, for PGlite's socket too). */
const poolOf = (t: TestApp) => (t.app.db as unknown as { $client: pg.Pool }).$client;

describe.each(databases)('checkout under a rush (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

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
    const [cart] = await t.app.db.select().from(carts).where(eq(carts.userId, second.user.id));
    const lines = await t.app.db
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.cartId, cart?.id ?? 0));
    expect(lines).toEqual([{ variantId: variant.id, quantity: 1 }]);
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
      const [cart] = await t.app.db.select().from(carts).where(eq(carts.userId, user.id));
      const lines = await t.app.db
        .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? 0));
      expect(lines).toEqual([{ variantId: variant.id, quantity: 1 }]);
    },
    20_000,
  );
});
