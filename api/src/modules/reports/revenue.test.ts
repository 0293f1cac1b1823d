import { inArray } from 'drizzle-orm';
import type { AdminOrder, AdminOrderSummary, DashboardKpis } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { SalesReport, TransactionPage } from 'shared-contracts/schemas/admin-reports';
import { onlinePayments, refunds } from '../payments/index.js';
import { lagosToday } from 'shared-contracts/dates';
import {
  PAYMENT_STATUS_LABELS,
  paymentDisplayStatus,
  paymentStatusLabel,
} from 'shared-contracts/schemas/orders';
import { lagosDayStart, lagosNextDayStart } from 'shared-contracts/dates';
import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { databases } from '../../../test/helpers.js';
import {
  completeAtProvider,
  payNowOrder,
  payShop,
  setWebhooks,
  startPayment,
  verify,
  type PayShop,
} from '../../../test/payments-helpers.js';

describe('Lagos days', () => {
  it('cut at Lagos midnight, an hour before UTC midnight', () => {
    expect(lagosToday(Date.parse('2026-03-04T22:59:59Z'))).toBe('2026-03-04');
    expect(lagosToday(Date.parse('2026-03-04T23:00:00Z'))).toBe('2026-03-05');
    expect(lagosDayStart('2026-03-05').toISOString()).toBe('2026-03-04T23:00:00.000Z');
    expect(lagosNextDayStart('2026-03-05').toISOString()).toBe('2026-03-05T23:00:00.000Z');
  });
});

/**
 * Revenue is money received less refunds (revenue.ts), the same figure on the dashboard and in the
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

  /** Every line of the ledger over the range (all time without one), and what they add up to, in kobo. */
  const ledger = async (query = '') => {
    const page = await asAdmin<TransactionPage>('GET', `/api/admin/transactions?page_size=100${query}`);
    const kobo = (naira: number) => Math.round(naira * 100);
    return {
      ...page,
      totalKobo: kobo(page.total_amount),
      lines: page.results.map((r) => [r.kind, kobo(r.amount)]),
    };
  };

  it('lists refunds as negative lines, so the Transactions ledger adds up to the revenue, to the kobo', async () => {
    // A partly refunded payment, one cancelled and refunded in full, and cash taken on delivery.
    const partly = await paid(20_000);
    await asAdmin('POST', `/api/admin/orders/${partly.id}/refund`, { amount: 5_000 });
    const cancelled = await paid(15_000);
    await asAdmin('PATCH', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    const who = await shopper(shop.t.app);
    const product = await createProduct(shop.t.app, { price: 9_000, stock: 2 });
    await addToCart(shop.t.app, who.headers, product.product.id, product.variant.id, 1);
    const placed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: who.headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    const cash = placed.json<{ data: { id: number; number: string; total: number } }>().data;
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'])
      await asAdmin('PATCH', `/api/admin/orders/${cash.id}/status`, { status });

    const partlyLines = await ledger(`&search=${partly.number}`);
    expect(partlyLines.lines).toEqual([
      ['refund', -500_000],
      ['online', Math.round(partly.total * 100)],
    ]);
    expect(partlyLines.results.map((r) => r.status)).toEqual(['refunded', 'received']);
    expect(partlyLines.totalKobo).toBe(Math.round(partly.total * 100) - 500_000);
    const cancelledLines = await ledger(`&search=${cancelled.number}`);
    expect(cancelledLines.lines).toEqual([
      ['refund', -Math.round(cancelled.total * 100)],
      ['online', Math.round(cancelled.total * 100)],
    ]);
    expect(cancelledLines.totalKobo).toBe(0);
    expect((await ledger(`&search=${cash.number}`)).lines).toEqual([
      ['delivery', Math.round(cash.total * 100)],
    ]);

    // The whole ledger is the dashboard's revenue; today's lines are today's revenue in Reports.
    const kpis = await asAdmin<DashboardKpis>('GET', '/api/admin/dashboard');
    const all = await ledger();
    expect(all.totalKobo).toBe(Math.round(kpis.revenue * 100));
    const day = today();
    const todays = await ledger(`&from=${day}&to=${day}`);
    const report = await asAdmin<SalesReport>('GET', `/api/admin/reports?from=${day}&to=${day}`);
    expect(todays.totalKobo).toBe(Math.round(report.totals.revenue * 100));
    expect(todays.count).toBeGreaterThanOrEqual(5);
    // The refunded filter takes the refund lines.
    const refundedOnly = await ledger(`&status=refunded&search=${cancelled.number}`);
    expect(refundedOnly.lines).toContainEqual(['refund', -Math.round(cancelled.total * 100)]);
    expect(refundedOnly.results.every((r) => r.status === 'refunded')).toBe(true);
  });

  it('reads "Partly refunded" in the admin order list once a refund of part of it is processed', async () => {
    const order = await paid(30_000);
    const listed = async () =>
      (await asAdmin<Paginated<AdminOrderSummary>>('GET', `/api/admin/orders?search=${order.number}`))
        .results[0];
    expect(await listed()).toMatchObject({ payment_status: 'paid', refund_processed: false });
    await asAdmin('POST', `/api/admin/orders/${order.id}/refund`, { amount: 1_000 });
    const payments = await shop.t.database.db
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(inArray(onlinePayments.orderId, [order.id]));
    // The provider's refund webhook (dropped in these tests) would mark it processed.
    await shop.t.database.db
      .update(refunds)
      .set({ status: 'processed' })
      .where(
        inArray(
          refunds.paymentId,
          payments.map((p) => p.id),
        ),
      );
    const after = await listed();
    expect(after).toMatchObject({ payment_status: 'paid', refund_processed: true });
    const detail = await asAdmin<AdminOrder>('GET', `/api/admin/orders/${order.id}`);
    // The admin's list and order page and the shopper's order page read it from one rule.
    expect(paymentStatusLabel(detail)).toBe('Partly refunded');
    expect(
      PAYMENT_STATUS_LABELS[
        paymentDisplayStatus(after?.payment_status ?? 'unpaid', after?.refund_processed ?? false)
      ],
    ).toBe('Partly refunded');
  });

  it('gives the dashboard figures for today and the last 30 days as Reports gives them for the same days', async () => {
    // A paid order, one cancelled after payment and one cancelled before: cancelled orders count in neither.
    await paid(12_000);
    const cancelled = await paid(8_000);
    await asAdmin('PATCH', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    const { order: unpaid } = await payNowOrder(shop, { price: 4_000 });
    await asAdmin('PATCH', `/api/admin/orders/${unpaid.id}/status`, { status: 'cancelled' });

    const kpis = await asAdmin<DashboardKpis>('GET', '/api/admin/dashboard');
    expect(kpis.today).toMatchObject({ from: today(), to: today() });
    expect(kpis.last_30_days.to).toBe(today());
    for (const period of [kpis.today, kpis.last_30_days]) {
      const report = await asAdmin<SalesReport>(
        'GET',
        `/api/admin/reports?from=${period.from}&to=${period.to}`,
      );
      expect({ orders: period.orders, orders_value: period.orders_value, revenue: period.revenue }).toEqual(
        report.totals,
      );
    }
    // The chart's 30 days add up to the same revenue and orders.
    const chart = kpis.sales_per_day.reduce(
      (sum, day) => ({ orders: sum.orders + day.orders, kobo: sum.kobo + Math.round(day.total * 100) }),
      { orders: 0, kobo: 0 },
    );
    expect(chart).toEqual({
      orders: kpis.last_30_days.orders,
      kobo: Math.round(kpis.last_30_days.revenue * 100),
    });
    expect(kpis.today.orders).toBeGreaterThan(0);
  });
});
