import { eq } from 'drizzle-orm';
import { checkoutQuoteSchema, orderPageSchema } from 'shared-contracts/schemas/order-answers';
import type { CheckoutQuote, Order } from 'shared-contracts/schemas/orders';
import type { Paginated } from 'shared-contracts/schemas/common';
import * as v from 'valibot';
import { orders, productImages } from '../src/db/schema.js';
import { address, addToCart, createProduct, shopper, stockOf } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe.each(databases)('order history and the checkout quote (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const placeOrder = async (headers: Record<string, string>, body: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery', ...body },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Order }>().data;
  };
  const quote = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/quote', headers });
    expect(res.statusCode).toBe(200);
    return v.parse(checkoutQuoteSchema, res.json<{ data: CheckoutQuote }>().data);
  };
  const page = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers });
    expect(res.statusCode).toBe(200);
    return v.parse(orderPageSchema, res.json<{ data: Paginated<Order> }>().data);
  };

  it('quotes the cart with database prices and the checkout shipping rule, then charges the same', async () => {
    const { headers } = await shopper(t.app);
    const a = await createProduct(t.app, { name: 'Ofada Rice', price: 4000, salePrice: 3500.5, stock: 4 });
    const b = await createProduct(t.app, { name: 'Ankara Fabric', price: 2500, stock: 1 });
    await t.app.db.insert(productImages).values([
      { productId: a.product.id, path: 'rice-back.webp', alt: 'Back', position: 2 },
      { productId: a.product.id, path: 'rice-front.webp', alt: 'Front', position: 0 },
    ]);
    await addToCart(t.app, headers, a.product.id, a.variant.id, 2);
    await addToCart(t.app, headers, b.product.id, b.variant.id, 1);

    const q = await quote(headers);
    expect(q).toEqual({
      items: [
        {
          product_id: a.product.id,
          variant_id: a.variant.id,
          product_name: 'Ofada Rice',
          variant_label: '',
          quantity: 2,
          stock: 4,
          unit_price: 3500.5,
          line_total: 7001,
          image: { url: '/api/uploads/rice-front.webp', alt: 'Front' },
          discount: 0,
          vat_rate: 7.5,
          vat_class: 'standard',
          promotions: [],
          promoted_unit_price: null,
        },
        expect.objectContaining({ product_name: 'Ankara Fabric', stock: 1, line_total: 2500, image: null }),
      ],
      delivery_options: expect.arrayContaining([
        { method: 'home', station_id: null, listed_fee: 2500, fee: 2500 },
      ]),
      subtotal: 9501,
      discount: 0,
      shipping_fee: 2500,
      total: 12001,
      // 7.5 % contained in 7,001 (488.44), 2,500 (174.42) and the delivery's 2,500 (174.42).
      vat: [{ rate: 7.5, amount: 837.28 }],
      delivery: expect.objectContaining({
        method: 'home',
        state: 'Lagos',
        zone: 'Lagos',
        fee: 2500,
        station: null,
      }),
      promotions: [],
      promo_code: null,
      payment_methods: expect.arrayContaining([{ method: 'pay_on_delivery', available: true, reason: null }]),
      free_delivery_hint: { remaining: 90_499, zone: 'Lagos' },
      last_address: null,
      // The test shop has no WhatsApp set up.
      whatsapp_updates: false,
    });

    const order = await placeOrder(headers);
    expect({ subtotal: order.subtotal, shipping_fee: order.shipping_fee, total: order.total }).toEqual({
      subtotal: q.subtotal,
      shipping_fee: q.shipping_fee,
      total: q.total,
    });
    expect(order.items[0]?.image).toEqual({ url: '/api/uploads/rice-front.webp', alt: 'Front' });
    expect(order.items[1]?.image).toBeNull();

    // The cart is empty now; the address used is offered for the next order, normalised.
    expect(await quote(headers)).toEqual({
      items: [],
      delivery_options: expect.arrayContaining([
        { method: 'home', station_id: null, listed_fee: 2500, fee: 0 },
      ]),
      subtotal: 0,
      discount: 0,
      shipping_fee: 0,
      total: 0,
      vat: [],
      delivery: expect.objectContaining({ state: address.state }),
      promotions: [],
      promo_code: null,
      payment_methods: expect.any(Array),
      free_delivery_hint: null,
      last_address: { ...address, phone: '+2348031234567', second_phone: null },
      whatsapp_updates: false,
    });
  });

  it('pages the shopper’s own orders newest first, with the count', async () => {
    const { headers, user } = await shopper(t.app);
    const other = await shopper(t.app);
    const p = await createProduct(t.app, { stock: 50 });
    const placed: Order[] = [];
    for (let i = 0; i < 3; i += 1) {
      await addToCart(t.app, headers, p.product.id, p.variant.id, i + 1);
      placed.push(await placeOrder(headers));
    }
    await addToCart(t.app, other.headers, p.product.id, p.variant.id);
    await placeOrder(other.headers);
    // Same second, different days: newest first by the time placed.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(orders.id, placed[1]?.id ?? 0));

    const first = await page(headers, '?page_size=2');
    expect(first.count).toBe(3);
    expect(first.page).toBe(1);
    expect(first.results.map((o) => o.id)).toEqual([placed[2]?.id, placed[0]?.id]);
    const second = await page(headers, '?page=2&page_size=2');
    expect(second.results.map((o) => o.id)).toEqual([placed[1]?.id]);
    expect((await page(headers)).page_size).toBe(10);
    expect((await page(headers, '?page=3&page_size=2')).results).toEqual([]);
    expect((await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).length).toBe(3);

    const bad = await t.app.inject({ method: 'GET', url: '/api/orders?page=0&page_size=500', headers });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'page_size']);
  });

  it('answers a pay-later order with its instalment schedule, the last instalment taking the remainder', async () => {
    const { headers } = await shopper(t.app);
    const p = await createProduct(t.app, { price: 10_000.01, stock: 5 });
    await addToCart(t.app, headers, p.product.id, p.variant.id);
    const order = await placeOrder(headers, { payment_method: 'pay_later', instalments: 3 });
    expect(order.total).toBe(12_500.01);
    const placedOn = new Date(order.created_at).getTime();
    const day = (n: number) => new Date(placedOn + n * 86_400_000).toISOString().slice(0, 10);
    expect(order.pay_later?.schedule).toEqual([
      { number: 1, amount: 4166.67, due_date: day(30) },
      { number: 2, amount: 4166.67, due_date: day(60) },
      { number: 3, amount: 4166.67, due_date: day(90) },
    ]);
    const sum = (order.pay_later?.schedule ?? []).reduce((s, i) => s + Math.round(i.amount * 100), 0);
    expect(sum).toBeGreaterThanOrEqual(Math.round(order.total * 100));
  });

  it('lets the shopper cancel a confirmed order nothing was paid on, and restocks it', async () => {
    const { headers } = await shopper(t.app);
    const p = await createProduct(t.app, { stock: 5 });
    await addToCart(t.app, headers, p.product.id, p.variant.id, 2);
    const order = await placeOrder(headers);
    await t.app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, order.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Order }>().data.status).toBe('cancelled');
    expect(await stockOf(t.app, p.variant.id)).toBe(5);
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    // Cancelling is safe to repeat: the cancelled order is answered as it is, and nothing is restocked twice.
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('cancelled');
    expect(await stockOf(t.app, p.variant.id)).toBe(5);
  });

  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/quote' })).statusCode).toBe(401);
  });
});
