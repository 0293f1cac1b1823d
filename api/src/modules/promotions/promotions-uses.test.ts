import { and, eq } from 'drizzle-orm';
import { promotionCustomerUses, promotions } from './tables.js';
import { HttpError } from '../../lib/http-error.js';
import { computeDiscounts, type PricedLine } from './apply.js';
import { reservePromotionUses } from './uses.js';
import { createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion, placeWithCode } from '../../../test/promotions-fixtures.js';
import { promotionsFixtures, sum } from './promotions-testing.js';

describe.each(databases)('promotions at checkout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());
  const { code, cartWith } = promotionsFixtures(kind, () => t.app);

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
