import { eq } from 'drizzle-orm';
import { orderPromotions, promotions } from './tables.js';
import { addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion, placeWithCode, quote } from '../../../test/promotions-fixtures.js';
import { DAY, LAGOS_FEE_NAIRA, promotionsFixtures } from './promotions-testing.js';

describe.each(databases)('promotions at checkout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());
  const { code, cartWith } = promotionsFixtures(kind, () => t.app);

  it('a percentage with a cap in Naira, entered in any case', async () => {
    const c = code('CAP');
    await createPromotion(t.app, {
      name: '20% off, up to ₦5,000',
      code: c,
      percentOff: 20,
      maxDiscountKobo: 500_000,
    });
    const s = await cartWith([{ price: 50_000 }]);
    const q = await quote(t.app, s.headers, c.toLowerCase());
    expect(q.promo_code).toEqual({ code: c, applied: true, message: null });
    expect(q.discount).toBe(5_000);
    expect(q.total).toBe(50_000 - 5_000 + LAGOS_FEE_NAIRA);
    expect(q.promotions).toEqual([expect.objectContaining({ code: c, kind: 'percentage', discount: 5_000 })]);

    const uncapped = code('PCT');
    await createPromotion(t.app, { code: uncapped, percentOff: 20 });
    expect((await quote(t.app, s.headers, uncapped)).discount).toBe(10_000);
  });

  it('a fixed amount, and a code that does not exist', async () => {
    const c = code('FIX');
    await createPromotion(t.app, { code: c, kind: 'fixed', percentOff: null, amountOffKobo: 150_000 });
    const s = await cartWith([{ price: 10_000 }, { price: 2_000, quantity: 2 }]);
    const q = await quote(t.app, s.headers, c);
    expect(q.discount).toBe(1_500);
    expect(q.total).toBe(14_000 - 1_500 + LAGOS_FEE_NAIRA);
    expect((await quote(t.app, s.headers, 'NOSUCHCODE')).promo_code).toEqual({
      code: 'NOSUCHCODE',
      applied: false,
      message: 'This code is not valid',
    });
  });

  it('free delivery waives the fee (a discount of the fee) and takes nothing off the lines', async () => {
    const c = code('SHIP');
    await createPromotion(t.app, { code: c, kind: 'free_delivery', percentOff: null });
    const s = await cartWith([{ price: 3_000 }]);
    expect((await quote(t.app, s.headers)).shipping_fee).toBe(LAGOS_FEE_NAIRA);
    const q = await quote(t.app, s.headers, c);
    // Delivery still reads its fee; the promotion's discount is that fee, and no line is discounted.
    expect(q).toMatchObject({ discount: LAGOS_FEE_NAIRA, shipping_fee: LAGOS_FEE_NAIRA, total: 3_000 });
    expect(q.items.map((i) => i.discount)).toEqual([0]);
    expect(q.promotions).toEqual([
      expect.objectContaining({ kind: 'free_delivery', discount: LAGOS_FEE_NAIRA }),
    ]);
  });

  it('scope: only the chosen categories or products are discounted', async () => {
    const fashion = await createCategory(t.app);
    const other = await createCategory(t.app);
    const s = await cartWith([
      { price: 8_000, categoryId: fashion.id },
      { price: 4_000, categoryId: other.id },
    ]);
    const c = code('CAT');
    await createPromotion(t.app, { code: c, percentOff: 50, categoryIds: [fashion.id] });
    expect((await quote(t.app, s.headers, c)).discount).toBe(4_000);

    const p = code('PRD');
    await createPromotion(t.app, { code: p, percentOff: 25, productIds: [s.products[1]?.product.id ?? 0] });
    expect((await quote(t.app, s.headers, p)).discount).toBe(1_000);

    const elsewhere = await createProduct(t.app, { price: 1_000 });
    const none = code('NONE');
    await createPromotion(t.app, { code: none, percentOff: 25, productIds: [elsewhere.product.id] });
    expect((await quote(t.app, s.headers, none)).promo_code?.message).toBe(
      'This code does not apply to anything in your cart',
    );
  });

  it('a minimum subtotal says how much to spend', async () => {
    const c = code('MIN');
    await createPromotion(t.app, { code: c, percentOff: 20, minSubtotalKobo: 2_000_000 });
    const s = await cartWith([{ price: 15_000 }]);
    expect((await quote(t.app, s.headers, c)).promo_code).toEqual({
      code: c,
      applied: false,
      message: 'Spend ₦20,000 or more to use this code',
    });
    const more = await createProduct(t.app, { price: 5_000 });
    await addToCart(t.app, s.headers, more.product.id, more.variant.id, 1);
    expect((await quote(t.app, s.headers, c)).discount).toBe(4_000);
  });

  it('a scoped promotion counts its minimum on the items it applies to, not the whole cart', async () => {
    const fashion = await createCategory(t.app);
    const phones = await createCategory(t.app);
    // ₦25,000 in the cart, but only ₦8,000 of it in the promotion's category.
    const s = await cartWith([
      { price: 8_000, categoryId: fashion.id },
      { price: 17_000, categoryId: phones.id },
    ]);
    const c = code('SCOPEMIN');
    await createPromotion(t.app, {
      code: c,
      percentOff: 50,
      minSubtotalKobo: 2_000_000,
      categoryIds: [fashion.id],
    });
    expect((await quote(t.app, s.headers, c)).promo_code).toEqual({
      code: c,
      applied: false,
      message: 'Spend ₦20,000 or more to use this code',
    });
    // A whole-order promotion with the same minimum counts the whole cart.
    const whole = code('ORDERMIN');
    await createPromotion(t.app, { code: whole, percentOff: 10, minSubtotalKobo: 2_000_000 });
    expect((await quote(t.app, s.headers, whole)).discount).toBe(2_500);
    // ₦24,000 of fashion (₦8,000 + ₦16,000) reaches the minimum: half of the fashion lines comes off.
    const more = await createProduct(t.app, { price: 16_000, categoryId: fashion.id, stock: 5 });
    await addToCart(t.app, s.headers, more.product.id, more.variant.id, 1);
    const q = await quote(t.app, s.headers, c);
    expect(q.promo_code?.applied).toBe(true);
    expect(q.discount).toBe(12_000);
  });

  it('dates: not active yet, expired, paused (each told as a code that is not valid, so guessing tells nothing)', async () => {
    const s = await cartWith([{ price: 5_000 }]);
    const soon = code('SOON');
    await createPromotion(t.app, { code: soon, startsAt: new Date(Date.now() + DAY) });
    expect((await quote(t.app, s.headers, soon)).promo_code?.message).toBe('This code is not valid');
    const gone = code('GONE');
    await createPromotion(t.app, {
      code: gone,
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - 1_000),
    });
    expect((await quote(t.app, s.headers, gone)).promo_code?.message).toBe('This code is not valid');
    const paused = code('PAUSE');
    await createPromotion(t.app, { code: paused, pausedAt: new Date() });
    expect((await quote(t.app, s.headers, paused)).promo_code?.message).toBe('This code is not valid');
  });

  it('a sale-priced line takes the promotion only when the promotion says so', async () => {
    const s = await cartWith([{ price: 10_000, salePrice: 8_000 }, { price: 6_000 }]);
    const no = code('NOSALE');
    await createPromotion(t.app, { code: no, percentOff: 10 });
    expect((await quote(t.app, s.headers, no)).discount).toBe(600);
    const yes = code('SALETOO');
    await createPromotion(t.app, { code: yes, percentOff: 10, appliesToSaleItems: true });
    expect((await quote(t.app, s.headers, yes)).discount).toBe(1_400);
    const onlySale = await cartWith([{ price: 10_000, salePrice: 8_000 }]);
    expect((await quote(t.app, onlySale.headers, no)).promo_code?.message).toBe(
      'This code does not apply to anything in your cart',
    );
  });

  it('automatic promotions apply by themselves; a code then applies to what they left', async () => {
    const category = await createCategory(t.app);
    const s = await cartWith([{ price: 10_000, categoryId: category.id }]);
    const auto = await createPromotion(t.app, {
      name: 'Harmattan sale',
      percentOff: 10,
      categoryIds: [category.id],
    });
    const plain = await quote(t.app, s.headers);
    expect(plain.discount).toBe(1_000);
    expect(plain.promotions).toEqual([
      { id: auto.id, name: 'Harmattan sale', code: null, kind: 'percentage', discount: 1_000 },
    ]);
    const c = code('EXTRA');
    await createPromotion(t.app, { code: c, percentOff: 50, categoryIds: [category.id] });
    const both = await quote(t.app, s.headers, c);
    expect(both.discount).toBe(1_000 + 4_500);
    expect(both.promotions.map((p) => p.code)).toEqual([null, c]);
    // Only this category's products; the automatic promotion ends with this test.
    await t.app.db.update(promotions).set({ endsAt: new Date() }).where(eq(promotions.id, auto.id));
  });

  it('the order records the promotion and its discount; the use is reserved, redeemed when paid', async () => {
    const c = code('REC');
    const promo = await createPromotion(t.app, { code: c, percentOff: 10 });
    const s = await cartWith([{ price: 20_000 }]);
    const q = await quote(t.app, s.headers, c);
    const res = await placeWithCode(t.app, s.headers, c, q.total);
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: { id: number; total: number; promotions: unknown[] } }>().data;
    expect(order.total).toBe(q.total);
    expect(order.promotions).toEqual([
      { id: promo.id, name: promo.name, code: c, kind: 'percentage', discount: 2_000 },
    ]);
    const status = async () =>
      (await t.app.db.select().from(orderPromotions).where(eq(orderPromotions.orderId, order.id)))[0]?.status;
    expect(status).toBeDefined();
    expect(await status()).toBe('reserved');
    const admin = await shopper(t.app, 'ADMIN');
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: admin.headers,
        payload: { status: to },
      });
      expect(moved.statusCode).toBe(200);
    }
    expect(await status()).toBe('redeemed');
  });

  it('uses per customer: a second use is refused, a cancel gives it back', async () => {
    const c = code('ONCE');
    await createPromotion(t.app, { code: c, percentOff: 10, perCustomerLimit: 1 });
    // A code limited per customer needs a confirmed email (email-verification.test.ts).
    const s = await cartWith([{ price: 5_000 }], { verified: true });
    const placed = await placeWithCode(t.app, s.headers, c);
    expect(placed.statusCode).toBe(201);
    const again = await createProduct(t.app, { price: 5_000 });
    await addToCart(t.app, s.headers, again.product.id, again.variant.id, 1);
    expect((await quote(t.app, s.headers, c)).promo_code?.message).toBe('You have already used this code');
    const someoneElse = await cartWith([{ price: 5_000 }], { verified: true });
    expect((await quote(t.app, someoneElse.headers, c)).promo_code?.applied).toBe(true);
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: s.headers }))
        .statusCode,
    ).toBe(200);
    expect((await quote(t.app, s.headers, c)).promo_code?.applied).toBe(true);
  });

  it('total uses: the last use goes to one shopper; a quote that lost it is a 409, a cancel gives it back', async () => {
    const c = code('LAST');
    await createPromotion(t.app, { code: c, percentOff: 10, usageLimit: 1 });
    const a = await cartWith([{ price: 5_000 }]);
    const b = await cartWith([{ price: 5_000 }]);
    const bQuote = await quote(t.app, b.headers, c);
    expect(bQuote.discount).toBe(500);
    const placed = await placeWithCode(t.app, a.headers, c);
    expect(placed.statusCode).toBe(201);
    expect((await quote(t.app, b.headers, c)).promo_code?.message).toBe('This code is not valid');
    const late = await placeWithCode(t.app, b.headers, c, bQuote.total);
    expect(late.statusCode).toBe(409);
    // Told why the total changed: the code, as a checkout that lost the last use at its last step is told.
    expect(late.json()).toMatchObject({
      message: `The code ${c} has been used up. Check the new total and place your order again.`,
      conflict: { reason: 'promotion', code: c },
    });
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    const admin = await shopper(t.app, 'ADMIN');
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await quote(t.app, b.headers, c)).promo_code?.applied).toBe(true);
    expect((await placeWithCode(t.app, b.headers, c, bQuote.total)).statusCode).toBe(201);
  });

  it('first order only: refused once the shopper has an order, not counting a cancelled one', async () => {
    const c = code('FIRST');
    await createPromotion(t.app, { code: c, percentOff: 15, firstOrderOnly: true });
    const s = await cartWith([{ price: 4_000 }]);
    expect((await quote(t.app, s.headers, c)).promo_code?.applied).toBe(true);
    const placed = await placeWithCode(t.app, s.headers);
    expect(placed.statusCode).toBe(201);
    const more = await createProduct(t.app, { price: 4_000 });
    await addToCart(t.app, s.headers, more.product.id, more.variant.id, 1);
    expect((await quote(t.app, s.headers, c)).promo_code?.message).toBe(
      'This code is for your first order only',
    );
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: s.headers });
    expect((await quote(t.app, s.headers, c)).promo_code?.applied).toBe(true);
  });
});
