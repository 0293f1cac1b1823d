import type { DashboardKpis } from 'shared-contracts/schemas/admin';
import type { SalesReport } from 'shared-contracts/schemas/admin-reports';
import { lagosToday } from 'shared-contracts/dates';
import { lagosDayStart, lagosNextDayStart } from '../src/services/revenue.js';
import { address, addToCart, createProduct, shopper } from './fixtures.js';
import { databases } from './helpers.js';
import {
  completeAtProvider,
  payNowOrder,
  payShop,
  setWebhooks,
  startPayment,
  verify,
  type PayShop,
} from './payments-helpers.js';

describe('Lagos days', () => {
  it('cut at Lagos midnight, an hour before UTC midnight', () => {
    expect(lagosToday(Date.parse('2026-03-04T22:59:59Z'))).toBe('2026-03-04');
    expect(lagosToday(Date.parse('2026-03-04T23:00:00Z'))).toBe('2026-03-05');
    expect(lagosDayStart('2026-03-05').toISOString()).toBe('2026-03-04T23:00:00.000Z');
    expect(lagosNextDayStart('2026-03-05').toISOString()).toBe('2026-03-05T23:00:00.000Z');
  });
});

/**
 * Revenue is money received less refunds (services/revenue.ts), the same figure on the dashboard and in the
 * reports: an order placed, or a payment declined, is no revenue; a refund takes its amount back out.
 */
describe.each(databases)('revenue (%s)', (kind) => {
  let shop: PayShop;
  let admin: Awaited<ReturnType<typeof shopper>>;
  beforeAll(async () => {
    shop = await payShop(kind);
    admin = await shopper(shop.t.app, 'ADMIN');
  }, 60_000);
  afterAll(async () => shop?.close());
  beforeEach(async () => setWebhooks(shop, { webhook_mode: 'drop' }));

  const asAdmin = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await shop.t.app.inject({
      method,
      url,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  const today = () => lagosToday();
  /** The dashboard's revenue and today's in the report, which must always agree on what moved today. */
  const figures = async () => {
    const kpis = await asAdmin<DashboardKpis>('GET', '/api/admin/dashboard');
    const report = await asAdmin<SalesReport>('GET', `/api/admin/reports?from=${today()}&to=${today()}`);
    const day = kpis.sales_per_day.at(-1);
    expect(day?.date).toBe(today());
    expect(report.totals.revenue).toBeCloseTo(day?.total ?? NaN, 2);
    return { revenue: kpis.revenue, today: report.totals.revenue, ordersValue: report.totals.orders_value };
  };
  const paid = async (price: number) => {
    const { order, headers } = await payNowOrder(shop, { price });
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    expect((await verify(shop, order.id, reference, headers)).statusCode).toBe(200);
    return order;
  };

  it('does not count an order placed, nor a declined payment', async () => {
    const before = await figures();
    const { order, headers } = await payNowOrder(shop, { price: 40_000 });
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference, { outcome: 'failed' });
    await verify(shop, order.id, reference, headers);
    const after = await figures();
    expect(after.revenue).toBeCloseTo(before.revenue, 2);
    expect(after.today).toBeCloseTo(before.today, 2);
    // The order is still an order placed: its value shows beside revenue, not in it.
    expect(after.ordersValue).toBeCloseTo(before.ordersValue + order.total, 2);
  });

  it('counts a verified payment, less a partial refund', async () => {
    const before = await figures();
    const order = await paid(20_000);
    await asAdmin('POST', `/api/admin/orders/${order.id}/refund`, { amount: 5_000 });
    const after = await figures();
    expect(after.revenue).toBeCloseTo(before.revenue + order.total - 5_000, 2);
    expect(after.today).toBeCloseTo(before.today + order.total - 5_000, 2);
  });

  it('counts nothing for a paid order that was cancelled and refunded', async () => {
    const before = await figures();
    const order = await paid(15_000);
    await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
    const after = await figures();
    expect(after.revenue).toBeCloseTo(before.revenue, 2);
    expect(after.ordersValue).toBeCloseTo(before.ordersValue, 2);
  });

  it('counts cash on delivery once the order is delivered', async () => {
    const who = await shopper(shop.t.app);
    const product = await createProduct(shop.t.app, { price: 9_000, stock: 2 });
    await addToCart(shop.t.app, who.headers, product.product.id, product.variant.id, 1);
    const placed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: who.headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    const order = placed.json<{ data: { id: number; total: number } }>().data;
    const before = await figures();
    for (const status of ['confirmed', 'processing', 'shipped'])
      await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status });
    expect((await figures()).revenue).toBeCloseTo(before.revenue, 2);
    await asAdmin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'delivered' });
    expect((await figures()).revenue).toBeCloseTo(before.revenue + order.total, 2);
  });
});
