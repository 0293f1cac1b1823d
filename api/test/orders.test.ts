import { eq } from 'drizzle-orm';
import { orders, productImages, products, variants } from '../src/db/schema.js';
import { payLaterPlans } from '../src/modules/payments/index.js';
import { cartItems, carts } from '../src/modules/cart/index.js';
import { catalogTables } from '../src/modules/catalog/index.js';
import { address, addToCart, createProduct, shopper, stockOf } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { createPromotion } from './promotions-fixtures.js';

const { attributeValues, attributes, variantAttributeValues } = catalogTables;

describe.each(databases)('checkout and orders (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const checkout = (
    headers: Record<string, string>,
    payload: object = { shipping_address: address, payment_method: 'pay_on_delivery' },
  ) => t.app.inject({ method: 'POST', url: '/api/orders/checkout', headers, payload });

  it('places an order with database prices, shipping, stock taken and the cart emptied', async () => {
    const { headers, user } = await shopper(t.app);
    const a = await createProduct(t.app, { name: 'Garri 5kg', price: 4000, salePrice: 3500.5, stock: 5 });
    const b = await createProduct(t.app, { name: 'Palm Oil', price: 2500, stock: 5 });
    await addToCart(t.app, headers, a.product.id, a.variant.id, 2);
    await addToCart(t.app, headers, b.product.id, b.variant.id, 1);

    const res = await checkout(headers, {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
      subtotal: 1,
      total: 1,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'pay_on_delivery',
      subtotal: 9501,
      shipping_fee: 2500,
      total: 12001,
      shipping_address: { ...address, phone: '+2348031234567' },
      pay_later: null,
    });
    expect(order.number).toMatch(/^KSW-\d{8}-[A-Z0-9]{6}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        product_name: 'Garri 5kg',
        sku: a.variant.sku,
        unit_price: 3500.5,
        quantity: 2,
        line_total: 7001,
      }),
      expect.objectContaining({ product_name: 'Palm Oil', unit_price: 2500, quantity: 1, line_total: 2500 }),
    ]);
    expect(await stockOf(t.app, a.variant.id)).toBe(3);
    expect(await stockOf(t.app, b.variant.id)).toBe(4);
    const [cart] = await t.app.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(
      await t.app.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? 0)),
    ).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(list.json().data.results.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
    expect(detail.json().data).toEqual(order);
  });

  it("names each line's variant by its attributes in the quote and the order", async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, {
      name: 'Ankara Shirt',
      price: 12_000,
      stock: 5,
    });
    const plain = await createProduct(t.app, { name: 'Plain Cap', price: 3_000, stock: 5 });
    const [colour] = await t.app.db
      .insert(attributes)
      .values({ name: `Colour ${variant.id}` })
      .returning();
    const [size] = await t.app.db
      .insert(attributes)
      .values({ name: `Size ${variant.id}` })
      .returning();
    const values = await t.app.db
      .insert(attributeValues)
      .values([
        { attributeId: size?.id ?? 0, value: 'M' },
        { attributeId: colour?.id ?? 0, value: 'Blue' },
      ])
      .returning();
    await t.app.db
      .insert(variantAttributeValues)
      .values(values.map((v) => ({ variantId: variant.id, attributeValueId: v.id })));
    await addToCart(t.app, headers, product.id, variant.id);
    await addToCart(t.app, headers, plain.product.id, plain.variant.id);
    const label = `Colour ${variant.id}: Blue / Size ${variant.id}: M`;

    const quoted = await t.app.inject({ method: 'GET', url: '/api/orders/quote', headers });
    expect(
      quoted
        .json()
        .data.items.map((i: { variant_label: string }) => i.variant_label)
        .sort(),
    ).toEqual(['', label].sort());
    const res = await checkout(headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_name: 'Ankara Shirt', variant_label: label }),
        expect.objectContaining({ product_name: 'Plain Cap', variant_label: '' }),
      ]),
    );
  });

  it('ships free from the threshold and creates a pay-later plan', async () => {
    const { headers } = await shopper(t.app);
    const a = await createProduct(t.app, { price: 100_000, stock: 1 });
    await addToCart(t.app, headers, a.product.id, a.variant.id);
    const missing = await checkout(headers, { shipping_address: address, payment_method: 'pay_later' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ instalments: ['Choose 2, 3 or 4 instalments for pay later'] });
    const res = await checkout(headers, {
      shipping_address: address,
      payment_method: 'pay_later',
      instalments: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      shipping_fee: 0,
      total: 100_000,
      pay_later: { instalments: 3, paid_instalments: 0, amount_paid: 0, status: 'pending' },
    });
    const plans = await t.app.db
      .select()
      .from(payLaterPlans)
      .where(eq(payLaterPlans.orderId, res.json().data.id));
    expect(plans).toHaveLength(1);
  });

  it('answers a placed order exactly as reading it back does (lines, pictures, promotions, plan)', async () => {
    // Checkout answers from the rows it wrote, not from reading them again: the two must never differ.
    const { headers } = await shopper(t.app);
    const pictured = await createProduct(t.app, { price: 30_000, stock: 4 });
    const plain = await createProduct(t.app, { price: 12_000, salePrice: 9_999.5, stock: 4 });
    await t.app.db.insert(productImages).values([
      { productId: pictured.product.id, path: 'products/second.webp', alt: 'Second', position: 2 },
      { productId: pictured.product.id, path: 'products/first.webp', alt: 'First', position: 1 },
    ]);
    // One that applies to nothing, so that the promotions' ids and their order lines' ids differ.
    await createPromotion(t.app, { name: 'Over', endsAt: new Date(Date.now() - 1000) });
    const automatic = await createPromotion(t.app, {
      name: 'Everything 5%',
      percentOff: 5,
      productIds: [pictured.product.id],
    });
    const code = `READBACK${Date.now() % 1_000_000}`;
    const coded = await createPromotion(t.app, { name: 'Code 10%', code, percentOff: 10 });
    await addToCart(t.app, headers, plain.product.id, plain.variant.id, 2);
    await addToCart(t.app, headers, pictured.product.id, pictured.variant.id);
    const res = await checkout(headers, {
      shipping_address: address,
      payment_method: 'pay_later',
      instalments: 2,
      promo_code: code,
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    expect(placed.items).toHaveLength(2);
    expect(placed.promotions.map((p: { id: number }) => p.id)).toEqual([automatic.id, coded.id]);
    expect(placed.pay_later).toMatchObject({ instalments: 2, paid_instalments: 0 });
    expect(
      placed.items.find((i: { product_id: number }) => i.product_id === pictured.product.id).image,
    ).toEqual({
      url: expect.stringContaining('products/first.webp'),
      alt: 'First',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(placed).toEqual(read.json().data);
  });

  it('validates the address', async () => {
    const { headers } = await shopper(t.app);
    const res = await checkout(headers, {
      shipping_address: { ...address, phone: '12345', state: 'Atlantis' },
      payment_method: 'cash',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'payment_method',
      'shipping_address.phone',
      'shipping_address.state',
    ]);
  });

  it('keeps a second phone on the order for the rider, and refuses one that is not a Nigerian number', async () => {
    const { headers } = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { price: 5000, stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id);

    const bad = await checkout(headers, {
      shipping_address: { ...address, second_phone: '12345' },
      payment_method: 'pay_on_delivery',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'shipping_address.second_phone': [
        'Second phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
      ],
    });

    const res = await checkout(headers, {
      shipping_address: { ...address, second_phone: '0809 123 4567' },
      payment_method: 'pay_on_delivery',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.shipping_address).toMatchObject({ phone: '+2348031234567', second_phone: '+2348091234567' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.shippingSecondPhone).toBe('+2348091234567');
    const detail = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
    expect(detail.json().data.shipping_address.second_phone).toBe('+2348091234567');
    const quoted = await t.app.inject({ method: 'GET', url: '/api/orders/quote', headers });
    expect(quoted.json().data.last_address.second_phone).toBe('+2348091234567');

    // Without one (or with an empty one) the order carries none.
    await addToCart(t.app, headers, product.id, variant.id);
    const none = await checkout(headers, {
      shipping_address: { ...address, second_phone: '' },
      payment_method: 'pay_on_delivery',
    });
    expect(none.statusCode).toBe(201);
    expect(none.json().data.shipping_address.second_phone).toBeNull();
  });

  it('refuses an empty cart', async () => {
    const { headers } = await shopper(t.app);
    const res = await checkout(headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty.');
  });

  it('answers 409 naming the product when stock is short, and writes nothing', async () => {
    const { headers, user } = await shopper(t.app);
    const plenty = await createProduct(t.app, { name: 'Plenty Rice', stock: 10 });
    const scarce = await createProduct(t.app, { name: 'Scarce Yam', stock: 2 });
    await addToCart(t.app, headers, plenty.product.id, plenty.variant.id, 3);
    await addToCart(t.app, headers, scarce.product.id, scarce.variant.id, 2);
    await t.app.db.update(variants).set({ stock: 1 }).where(eq(variants.id, scarce.variant.id));

    const res = await checkout(headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Not enough stock for Scarce Yam.',
      conflict: { reason: 'stock', product_id: scarce.product.id, variant_id: scarce.variant.id },
    });
    expect(await stockOf(t.app, plenty.variant.id)).toBe(10);
    expect(await stockOf(t.app, scarce.variant.id)).toBe(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.json().data.cart.cart_items).toHaveLength(2);
  });

  it('names a withdrawn product and its variant in a structured conflict', async () => {
    const { headers } = await shopper(t.app);
    const gone = await createProduct(t.app, { name: 'Withdrawn Suya Spice', stock: 4 });
    await addToCart(t.app, headers, gone.product.id, gone.variant.id, 1);
    await t.app.db.update(products).set({ published: false }).where(eq(products.id, gone.product.id));
    const res = await checkout(headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Withdrawn Suya Spice is no longer available.',
      detail: 'Withdrawn Suya Spice is no longer available.',
      conflict: { reason: 'unavailable', product_id: gone.product.id, variant_id: gone.variant.id },
    });
  });

  it('charges only the total the shopper was shown: a changed price answers 409 with both totals', async () => {
    const { headers, user } = await shopper(t.app);
    const rice = await createProduct(t.app, { name: 'Quoted Ofada Rice', price: 1000, stock: 5 });
    await addToCart(t.app, headers, rice.product.id, rice.variant.id, 1);
    const quote = await t.app.inject({ method: 'GET', url: '/api/orders/quote', headers });
    const shown = quote.json<{ data: { total: number } }>().data.total;
    expect(shown).toBe(3500);
    // The admin raises the price after the quote.
    await t.app.db
      .update(variants)
      .set({ regularPriceKobo: 9_000_000 })
      .where(eq(variants.id, rice.variant.id));
    const body = { shipping_address: address, payment_method: 'pay_on_delivery', expected_total: shown };
    const res = await checkout(headers, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message:
        'The total of your order has changed from ₦3,500.00 to ₦92,500.00. Check the new total and place your order again.',
      conflict: { reason: 'total', expected_total: 3500, total: 92500 },
    });
    expect(await stockOf(t.app, rice.variant.id)).toBe(5);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    // Shown the new total, the shopper confirms it.
    const again = await checkout(headers, { ...body, expected_total: 92500 });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.total).toBe(92500);
  });

  it('refuses an expected total that is not a sensible amount', async () => {
    const { headers } = await shopper(t.app);
    const res = await checkout(headers, {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
      expected_total: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ expected_total: ['Expected total must not be negative'] });
  });

  it("keeps orders private: another shopper's order is 404", async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app);
    const a = await createProduct(t.app);
    await addToCart(t.app, owner.headers, a.product.id, a.variant.id);
    const order = (await checkout(owner.headers)).json().data;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: other.headers })).json().data,
    ).toEqual({ results: [], count: 0, page: 1, page_size: 10 });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('cancels a pending order once and restocks', async () => {
    const { headers } = await shopper(t.app);
    const a = await createProduct(t.app, { stock: 4 });
    await addToCart(t.app, headers, a.product.id, a.variant.id, 3);
    const order = (await checkout(headers)).json().data;
    expect(await stockOf(t.app, a.variant.id)).toBe(1);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await stockOf(t.app, a.variant.id)).toBe(4);
    // Cancelling again answers the cancelled order and restocks nothing.
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await stockOf(t.app, a.variant.id)).toBe(4);
  });

  it('refuses to cancel an order that is no longer pending', async () => {
    const { headers } = await shopper(t.app);
    const a = await createProduct(t.app, { stock: 4 });
    await addToCart(t.app, headers, a.product.id, a.variant.id);
    const order = (await checkout(headers)).json().data;
    await t.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t.app, a.variant.id)).toBe(3);
  });

  it('never oversells when shoppers check out the last units at the same time', async () => {
    const stock = 3;
    const buyers = 8;
    const a = await createProduct(t.app, { name: 'Last Units', stock });
    const shoppers = await Promise.all(Array.from({ length: buyers }, () => shopper(t.app)));
    for (const s of shoppers)
      expect((await addToCart(t.app, s.headers, a.product.id, a.variant.id)).statusCode).toBe(200);
    const results = await Promise.all(shoppers.map((s) => checkout(s.headers)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(stock);
    expect(codes.filter((c) => c === 409)).toHaveLength(buyers - stock);
    expect(await stockOf(t.app, a.variant.id)).toBe(0);
  });

  it('places one order when the same cart is submitted twice at once', async () => {
    const { headers, user } = await shopper(t.app);
    const a = await createProduct(t.app, { stock: 10 });
    await addToCart(t.app, headers, a.product.id, a.variant.id, 2);
    const results = await Promise.all([checkout(headers), checkout(headers)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await stockOf(t.app, a.variant.id)).toBe(8);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });
});
