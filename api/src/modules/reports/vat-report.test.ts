import { eq } from 'drizzle-orm';
import type { VatReport } from 'shared-contracts/schemas/admin-reports';
import { orderItems, orders } from '../../db/schema.js';
import { returnLines, returns } from '../orders/index.js';
import { onlinePayments, refunds } from '../payments/index.js';
import { monthsBetween, spread } from './vat-report.js';
import { address, addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { databases } from '../../../test/helpers.js';
import {
  completeAtProvider,
  payShop,
  setWebhooks,
  startPayment,
  verify,
  type PayShop,
} from '../../../test/payments-helpers.js';

describe('VAT report helpers', () => {
  it('lists the months of a range, across a new year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
  });

  it('spreads a refund over an order’s rates to the kobo, the shares adding up to it', () => {
    const parts = spread(500_000, [
      { vatClass: 'standard', rateBp: 750, kobo: 1_325_000 },
      { vatClass: 'zero', rateBp: 0, kobo: 500_000 },
      { vatClass: 'exempt', rateBp: 0, kobo: 200_000 },
    ]);
    // 327,160.49 · 123,456.79 · 49,382.72: the two kobo left go to the largest remainders.
    expect(parts.map((p) => p.kobo)).toEqual([327_160, 123_457, 49_383]);
  });
});

/**
 * VAT per Lagos month and rate, worked by hand in kobo. Lagos delivery is ₦2,500 at 7.5 %.
 * January 2025 (Lagos): one order paid online: a radio ₦10,750 (standard), rice ₦5,000 (zero-rated), pads ₦2,000
 * (exempt), delivery ₦2,500.
 *   standard 7.5 %: sales 1,075,000 + 250,000 = 1,325,000; VAT 75,000 + 17,442 (250,000 × 75/1075) = 92,442
 *   zero-rated: 500,000; exempt: 200,000; no VAT.
 * February 2025: an order placed at 23:30 UTC on 31 January (00:30 on 1 February in Lagos): rice and delivery
 *   zero-rated 500,000; standard 250,000 with VAT 17,442;
 *   a refund of ₦5,000 of the January order, spread over its rates: standard 327,160 (VAT 22,825), zero-rated
 *   123,457, exempt 49,383; and the radio returned and refunded by transfer, 1,075,000 (VAT 75,000).
 *   standard: sales 250,000, refunds 1,402,160, net −1,152,160, VAT 17,442 − 22,825 − 75,000 = −80,383.
 */
describe.each(databases)('VAT report (%s)', (kind) => {
  let shop: PayShop;
  let admin: Awaited<ReturnType<typeof shopper>>;
  beforeAll(async () => {
    shop = await payShop(kind);
    admin = await shopper(shop.t.app, 'ADMIN');
  }, 60_000);
  afterAll(async () => shop?.close());

  const api = async (method: 'GET' | 'PUT' | 'POST', url: string, headers: object, payload?: object) =>
    shop.t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const kobo = (naira: number) => Math.round(naira * 100);

  it('lists per Lagos month and rate the VAT-inclusive sales, refunds and VAT contained, to the kobo', async () => {
    await setWebhooks(shop, { webhook_mode: 'drop' });
    const food = await createCategory(shop.t.app);
    const gadgets = await createCategory(shop.t.app);
    const hygiene = await createCategory(shop.t.app);
    for (const [category, vat_class] of [
      [food, 'zero'],
      [gadgets, 'standard'],
      [hygiene, 'exempt'],
    ] as const)
      expect(
        (await api('PUT', `/api/admin/settings/vat/categories/${category.id}`, admin.headers, { vat_class }))
          .statusCode,
      ).toBe(200);
    const radio = await createProduct(shop.t.app, { price: 10_750, stock: 5, categoryId: gadgets.id });
    const rice = await createProduct(shop.t.app, { price: 5_000, stock: 5, categoryId: food.id });
    const pads = await createProduct(shop.t.app, { price: 2_000, stock: 5, categoryId: hygiene.id });

    // January: paid online.
    const buyer = await shopper(shop.t.app);
    for (const p of [radio, rice, pads])
      await addToCart(shop.t.app, buyer.headers, p.product.id, p.variant.id, 1);
    const placed = await api('POST', '/api/orders/checkout', buyer.headers, {
      shipping_address: address,
      payment_method: 'pay_now',
    });
    expect(placed.statusCode).toBe(201);
    const january = placed.json<{ data: { id: number; total: number } }>().data;
    expect(kobo(january.total)).toBe(2_025_000);
    const { reference } = await startPayment(shop, january.id, buyer.headers);
    await completeAtProvider(shop, reference);
    expect((await verify(shop, january.id, reference, buyer.headers)).statusCode).toBe(200);
    expect(
      (await api('POST', `/api/admin/orders/${january.id}/refund`, admin.headers, { amount: 5_000 }))
        .statusCode,
    ).toBeLessThan(300);

    // February (Lagos): placed at 23:30 UTC on 31 January, paid on delivery.
    const late = await shopper(shop.t.app);
    await addToCart(shop.t.app, late.headers, rice.product.id, rice.variant.id, 1);
    const second = await api('POST', '/api/orders/checkout', late.headers, {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
    });
    expect(second.statusCode).toBe(201);
    const february = second.json<{ data: { id: number } }>().data;

    const db = shop.t.database.db;
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-01-10T12:00:00Z') })
      .where(eq(orders.id, january.id));
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-01-31T23:30:00Z') })
      .where(eq(orders.id, february.id));
    const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, january.id));
    await db
      .update(refunds)
      .set({ createdAt: new Date('2025-02-03T10:00:00Z') })
      .where(eq(refunds.paymentId, payment?.id ?? 0));
    // The radio comes back and its price is refunded by transfer in February.
    const [radioLine] = await db.select().from(orderItems).where(eq(orderItems.variantId, radio.variant.id));
    const [ret] = await db
      .insert(returns)
      .values({
        orderId: january.id,
        userId: buyer.user.id,
        status: 'refunded',
        reason: 'changed_mind',
        refundKobo: 1_075_000,
        refundRoute: 'bank_transfer',
        refundedAt: new Date('2025-02-20T09:00:00Z'),
      })
      .returning();
    await db.insert(returnLines).values({
      returnId: ret?.id ?? 0,
      orderItemId: radioLine?.id ?? 0,
      quantity: 1,
      refundKobo: 1_075_000,
    });

    const res = await api('GET', '/api/admin/reports/vat?from=2025-01&to=2025-03', admin.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json<{ data: VatReport }>().data;
    const inKobo = report.rows.map((r) => [
      r.month,
      r.vat_class,
      r.rate,
      kobo(r.sales),
      kobo(r.refunds),
      kobo(r.net_sales),
      kobo(r.vat),
    ]);
    expect(inKobo).toEqual([
      ['2025-01', 'standard', 7.5, 1_325_000, 0, 1_325_000, 92_442],
      ['2025-01', 'zero', 0, 500_000, 0, 500_000, 0],
      ['2025-01', 'exempt', 0, 200_000, 0, 200_000, 0],
      ['2025-02', 'standard', 7.5, 250_000, 1_402_160, -1_152_160, -80_383],
      ['2025-02', 'zero', 0, 500_000, 123_457, 376_543, 0],
      ['2025-02', 'exempt', 0, 0, 49_383, -49_383, 0],
      ['2025-03', 'standard', 7.5, 0, 0, 0, 0],
      ['2025-03', 'zero', 0, 0, 0, 0, 0],
      ['2025-03', 'exempt', 0, 0, 0, 0, 0],
    ]);
    expect({
      sales: kobo(report.totals.sales),
      refunds: kobo(report.totals.refunds),
      net_sales: kobo(report.totals.net_sales),
      vat: kobo(report.totals.vat),
    }).toEqual({ sales: 2_775_000, refunds: 1_575_000, net_sales: 1_200_000, vat: 12_059 });
  });

  it.each([
    ['from=2025-01', 'to must be a month'],
    ['from=2025-13&to=2025-12', 'from must be a month like 2026-11'],
    ['from=2025-03&to=2025-01', 'The first month must be on or before the last'],
    ['from=2023-01&to=2025-01', 'Choose at most 24 months'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await api('GET', `/api/admin/reports/vat?${query}`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('is for admins only', async () => {
    expect(
      (await shop.t.app.inject({ method: 'GET', url: '/api/admin/reports/vat?from=2025-01&to=2025-01' }))
        .statusCode,
    ).toBe(401);
    const who = await shopper(shop.t.app);
    expect((await api('GET', '/api/admin/reports/vat?from=2025-01&to=2025-01', who.headers)).statusCode).toBe(
      403,
    );
  });
});
