import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema.js';
import { orderPromotions, promotionCustomerUses, promotions } from './tables.js';
import { HttpError } from '../../lib/http-error.js';
import { computeDiscounts, type PricedLine } from './apply.js';
import { reservePromotionUses } from './uses.js';
import { applyRule, plainNaira, promotionStatus, spreadKobo, type PromotionRule } from './rules.js';
import {
  address,
  addToCart,
  createCategory,
  createProduct,
  shopper,
  type UserFixture,
} from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import {
  createPromotion,
  placeWithCode,
  quote,
  type QuoteAnswer,
} from '../../../test/promotions-fixtures.js';

const DAY = 86_400_000;
const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
/** The Lagos zone's delivery fee (Settings, as the migrations set it up): the test address is in Lagos. */
const LAGOS_FEE_NAIRA = 2_500;

describe('spreading a discount over lines in kobo', () => {
  it('gives each line its share rounded down, the kobo left to the largest remainders, and sums exactly', () => {
    expect(spreadKobo(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadKobo(10, [1, 2, 7])).toEqual([1, 2, 7]);
    expect(spreadKobo(7, [300, 0, 700])).toEqual([2, 0, 5]);
    expect(spreadKobo(0, [5, 5])).toEqual([0, 0]);
    expect(spreadKobo(50, [0, 0])).toEqual([0, 0]);
    // Amounts past 2^53 when multiplied stay exact (BigInt inside).
    const big = spreadKobo(99_999_999_999, [12_345_678_901, 98_765_432_109, 1]);
    expect(sum(big)).toBe(99_999_999_999);
    for (let n = 1; n < 200; n += 1) {
      const weights = [n * 7 + 3, n * 13 + 1, 5, n];
      const shares = spreadKobo(n * 101 + 17, weights);
      expect(sum(shares)).toBe(n * 101 + 17);
      const total = sum(weights);
      shares.forEach((s, i) =>
        expect(Math.abs(s - ((n * 101 + 17) * (weights[i] ?? 0)) / total)).toBeLessThan(1),
      );
    }
  });

  it('a percentage is rounded down to the kobo and capped; a fixed amount never exceeds what the lines cost', () => {
    const rule: PromotionRule = {
      id: 1,
      name: 'x',
      code: null,
      kind: 'percentage',
      percentOff: 15,
      amountOffKobo: null,
      maxDiscountKobo: null,
      scope: 'order',
      categoryIds: [],
      productIds: [],
      minSubtotalKobo: 0,
      firstOrderOnly: false,
      appliesToSaleItems: false,
      startsAt: new Date(0),
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      used: 0,
      pausedAt: null,
    };
    const lines = [
      { productId: 1, categoryId: 1, quantity: 3, regularUnitKobo: 333_333, unitKobo: 333_333 },
      { productId: 2, categoryId: 1, quantity: 1, regularUnitKobo: 1_001, unitKobo: 1_001 },
    ];
    const pct = applyRule(rule, lines, [0, 0]);
    expect(pct.discountKobo).toBe(Math.floor(((333_333 * 3 + 1_001) * 15) / 100));
    expect(sum(pct.lineDiscountsKobo)).toBe(pct.discountKobo);
    expect(applyRule({ ...rule, maxDiscountKobo: 50_000 }, lines, [0, 0]).discountKobo).toBe(50_000);
    const fixed = applyRule({ ...rule, kind: 'fixed', amountOffKobo: 5_000_000 }, lines, [0, 0]);
    expect(fixed.discountKobo).toBe(333_333 * 3 + 1_001);
    expect(fixed.lineDiscountsKobo).toEqual([999_999, 1_001]);
    // What earlier promotions took is not taken twice.
    expect(
      applyRule({ ...rule, kind: 'fixed', amountOffKobo: 5_000_000 }, lines, [999_999, 0]).discountKobo,
    ).toBe(1_001);
  });

  it('derives the status from the dates and the pause, ended first', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const at = (h: number) => new Date(now.getTime() + h * 3_600_000);
    expect(promotionStatus({ startsAt: at(1), endsAt: null, pausedAt: null }, now)).toBe('scheduled');
    expect(promotionStatus({ startsAt: at(-1), endsAt: at(1), pausedAt: null }, now)).toBe('active');
    expect(promotionStatus({ startsAt: at(-1), endsAt: at(1), pausedAt: at(-1) }, now)).toBe('paused');
    expect(promotionStatus({ startsAt: at(-2), endsAt: at(-1), pausedAt: at(-1) }, now)).toBe('ended');
    expect(promotionStatus({ startsAt: at(-2), endsAt: now, pausedAt: null }, now)).toBe('ended');
  });

  it('writes a minimum in whole Naira when it has no kobo', () => {
    expect(plainNaira(2_000_000)).toBe('₦20,000');
    expect(plainNaira(2_000_050)).toBe('₦20,000.50');
  });
});

describe.each(databases)('promotions at checkout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());

  let codes = 0;
  const code = (prefix: string) => `${prefix}${(codes += 1)}${kind === 'postgres' ? 'P' : 'L'}`;

  /** A signed-in shopper with these lines (Naira prices) in the cart; `verified`: their email is confirmed. */
  async function cartWith(
    items: { price: number; salePrice?: number; quantity?: number; categoryId?: number }[],
    fixture: UserFixture = {},
  ) {
    const s = await shopper(t.app, 'REGULAR', fixture);
    const made = [];
    for (const item of items) {
      const p = await createProduct(t.app, {
        price: item.price,
        ...(item.salePrice ? { salePrice: item.salePrice } : {}),
        ...(item.categoryId ? { categoryId: item.categoryId } : {}),
        stock: 50,
      });
      await addToCart(t.app, s.headers, p.product.id, p.variant.id, item.quantity ?? 1);
      made.push(p);
    }
    return { ...s, products: made };
  }

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

  describe('guessing codes', () => {
    const INVALID = 'This code is not valid';
    const WAIT = /^Too many codes tried\. Try again in \d+ minutes\.$/;
    const quoteFrom = async (headers: Record<string, string>, promo: string, remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/quote?promo_code=${encodeURIComponent(promo)}`,
        headers,
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: QuoteAnswer }>().data;
    };
    const placeFrom = (
      headers: Record<string, string>,
      promo: string,
      remoteAddress: string,
      expected_total?: number,
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        remoteAddress,
        payload: {
          shipping_address: address,
          payment_method: 'pay_on_delivery',
          promo_code: promo,
          ...(expected_total === undefined ? {} : { expected_total }),
        },
      });

    it('an unknown, expired, paused, used-up or not-yet-active code all get the same answer, at the quote and at checkout', async () => {
      const here = '192.0.2.31';
      const soon = code('SOON');
      await createPromotion(t.app, { code: soon, startsAt: new Date(Date.now() + DAY) });
      const gone = code('GONE');
      await createPromotion(t.app, {
        code: gone,
        startsAt: new Date(Date.now() - 2 * DAY),
        endsAt: new Date(Date.now() - 1_000),
      });
      const paused = code('PAUSE');
      await createPromotion(t.app, { code: paused, pausedAt: new Date() });
      const usedUp = code('USEDUP');
      await createPromotion(t.app, { code: usedUp, usageLimit: 3, used: 3 });
      const s = await cartWith([{ price: 5_000 }]);
      for (const c of [`NOSUCH${usedUp}`, soon, gone, paused, usedUp]) {
        expect((await quoteFrom(s.headers, c, here)).promo_code).toEqual({
          code: c,
          applied: false,
          message: INVALID,
        });
        const placed = await placeFrom(s.headers, c, here);
        expect(placed.statusCode).toBe(400);
        expect(placed.json()).toMatchObject({ message: INVALID, errors: { promo_code: [INVALID] } });
      }
      // A checkout with a total that no longer holds is not told either that a code it was never given is used up.
      const guessed = await placeFrom(s.headers, usedUp, here, 1);
      expect(guessed.statusCode).toBe(409);
      expect(guessed.json().conflict.reason).toBe('total');
      expect(guessed.body).not.toContain(usedUp);
    });

    it('10 failed codes an hour per account, each counted once, then a wait told in words, at the quote and at checkout', async () => {
      const here = '192.0.2.32';
      const good = code('GOOD');
      await createPromotion(t.app, { code: good, percentOff: 10 });
      const s = await cartWith([{ price: 5_000 }]);
      // The same wrong code sent again (each change of delivery asks for a new quote) counts once.
      for (let i = 0; i < 12; i += 1)
        expect((await quoteFrom(s.headers, `WRONG${good}`, here)).promo_code?.message).toBe(INVALID);
      for (let i = 1; i < 9; i += 1) await quoteFrom(s.headers, `WRONG${i}${good}`, here);
      const tenth = await placeFrom(s.headers, `WRONG9${good}`, here);
      expect(tenth.json().message).toBe(INVALID);

      // Now even a good code is not tried: the quote says how long to wait, without the discount.
      const blocked = await quoteFrom(s.headers, good, here);
      expect(blocked.promo_code).toEqual({
        code: good,
        applied: false,
        message: expect.stringMatching(WAIT),
      });
      expect(blocked.discount).toBe(0);
      const refused = await placeFrom(s.headers, good, here);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(WAIT);
      expect(refused.json().errors.promo_code[0]).toMatch(WAIT);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // Nor is the refusal kept for an Idempotency-Key: once the wait is over, the same key places the order.
      const key = randomUUID();
      const keyed = await placeFrom({ ...s.headers, 'idempotency-key': key }, good, here);
      expect(keyed.statusCode).toBe(429);
      expect(Number(keyed.headers['retry-after'])).toBeGreaterThan(3000);
      const kept = await t.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, s.user.id), eq(idempotencyKeys.key, key)));
      expect(kept).toEqual([]);
      // From another address too: the limit is the account's.
      expect((await quoteFrom(s.headers, good, '198.51.100.32')).promo_code?.message).toMatch(WAIT);
      // Another shopper at the same address still uses the code.
      const other = await cartWith([{ price: 5_000 }]);
      expect((await quoteFrom(other.headers, good, here)).promo_code?.applied).toBe(true);
      expect((await placeFrom(other.headers, good, here)).statusCode).toBe(201);
    });

    it('30 failed codes an hour per address, whichever accounts tried them', async () => {
      const here = '192.0.2.33';
      const good = code('GOOD');
      await createPromotion(t.app, { code: good, percentOff: 10 });
      for (let who = 0; who < 5; who += 1) {
        const s = await cartWith([{ price: 1_000 }]);
        for (let i = 0; i < 6; i += 1) await quoteFrom(s.headers, `NOPE${who}X${i}${good}`, here);
      }
      const fresh = await cartWith([{ price: 1_000 }]);
      expect((await quoteFrom(fresh.headers, good, here)).promo_code?.message).toMatch(WAIT);
      expect((await placeFrom(fresh.headers, good, here)).statusCode).toBe(429);
      expect((await quoteFrom(fresh.headers, good, '198.51.100.33')).promo_code?.applied).toBe(true);
    });
  });

  it('reservePromotionUses answers 409 (reason promotion) when the cap was reached since the quote', async () => {
    const c = code('GONE');
    const promo = await createPromotion(t.app, { code: c, percentOff: 10, usageLimit: 2, used: 2 });
    const s = await cartWith([{ price: 1_000 }]);
    const placed = await placeWithCode(t.app, s.headers);
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    const applied = [
      {
        id: promo.id,
        name: promo.name,
        code: c,
        kind: 'percentage' as const,
        discountKobo: 100,
        lineDiscountsKobo: [100],
      },
    ];
    const attempt = t.app.db.transaction((tx) => reservePromotionUses(tx, orderId, s.user.id, applied));
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      conflict: { reason: 'promotion', promotion_id: promo.id, code: c },
    });
    const [row] = await t.app.db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.used).toBe(2);
  });

  it('spreads a discount over many lines so each line has its share and they sum to the discount', async () => {
    const category = await createCategory(t.app);
    const prices = [1_000.01, 2_000.03, 3_333.33, 17.77, 99_999.99];
    const made = await Promise.all(
      prices.map((price) => createProduct(t.app, { price, categoryId: category.id })),
    );
    const c = code('SPREAD');
    await createPromotion(t.app, { code: c, percentOff: 33, categoryIds: [category.id] });
    const lines: PricedLine[] = made.map((m, i) => ({
      productId: m.product.id,
      variantId: m.variant.id,
      categoryId: category.id,
      quantity: i + 1,
      regularUnitKobo: m.variant.regularPriceKobo,
      unitKobo: m.variant.regularPriceKobo,
    }));
    const subtotal = sum(lines.map((l) => l.unitKobo * l.quantity));
    const result = await computeDiscounts(t.app.db, {
      userId: (await shopper(t.app)).user.id,
      lines,
      subtotalKobo: subtotal,
      code: c,
      now: new Date(),
    });
    expect(result.codeError).toBeNull();
    const total = Math.floor((subtotal * 33) / 100);
    expect(sum(result.lineDiscountsKobo)).toBe(total);
    result.lineDiscountsKobo.forEach((d, i) => {
      const line = lines[i];
      if (!line) throw new Error('line');
      expect(Number.isInteger(d)).toBe(true);
      expect(Math.abs(d - (total * line.unitKobo * line.quantity) / subtotal)).toBeLessThan(1);
    });
    expect(result.applied[0]?.lineDiscountsKobo).toEqual(result.lineDiscountsKobo);
  });

  it('keeps per-customer counts in step with reservations and releases', async () => {
    const c = code('COUNT');
    const promo = await createPromotion(t.app, { code: c, percentOff: 10 });
    const s = await cartWith([{ price: 1_000 }]);
    const placed = await placeWithCode(t.app, s.headers, c);
    expect(placed.statusCode).toBe(201);
    const uses = async () =>
      (
        await t.app.db
          .select()
          .from(promotionCustomerUses)
          .where(
            and(eq(promotionCustomerUses.promotionId, promo.id), eq(promotionCustomerUses.userId, s.user.id)),
          )
      )[0]?.uses;
    expect(await uses()).toBe(1);
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: s.headers });
    // A repeated cancel gives nothing back twice.
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: s.headers });
    expect(await uses()).toBe(0);
    const [row] = await t.app.db.select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.used).toBe(0);
  });
});
