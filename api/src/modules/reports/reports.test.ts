import { eq, inArray } from 'drizzle-orm';
import type { SalesReport } from 'shared-contracts/schemas/admin-reports';
import { schema } from '../../db/client.js';
import { orderTables } from '../orders/index.js';
import { periodsBetween } from './reports.js';
import { placeOrder, seededShop, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';
import { adminCalls } from './reports-testing.js';

describe('report periods', () => {
  it('lists every day, Monday-started week or month from the one holding `from` to the one holding `to`', () => {
    expect(periodsBetween('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // 2026-03-04 is a Wednesday; its week starts on Monday 2 March.
    expect(periodsBetween('2026-03-04', '2026-03-16', 'week')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(periodsBetween('2025-12-31', '2026-02-01', 'month')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});

describe.each(databases)('admin: transactions, reports, support (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  let variantId: number;
  beforeAll(async () => {
    ({ t, c, variantId } = await seededShop(kind, 30));
  }, 60_000);
  afterAll(async () => t?.close());

  const { get, totalOf } = adminCalls(() => ({ t, c }));

  it.each([
    ['GET', '/api/admin/transactions'],
    ['GET', '/api/admin/reports?from=2026-01-01&to=2026-01-31'],
    ['PATCH', '/api/admin/contact-messages/1'],
  ] as const)('%s %s: 401 anonymous, 403 shopper', async (method, url) => {
    const payload = method === 'PATCH' ? { payload: { handled: true } } : {};
    expect((await t.app.inject({ method, url, ...payload })).statusCode).toBe(401);
    expect((await c.shopper({ method, url, ...payload })).statusCode).toBe(403);
  });

  describe('reports', () => {
    /** Orders on fixed past days, so the figures do not depend on the seed or the clock. */
    const at = async (orderId: number, iso: string, state: string) =>
      t.database.db
        .update(schema.orders)
        .set({ createdAt: new Date(iso), shippingState: state })
        .where(eq(schema.orders.id, orderId));
    let orderIds: number[] = [];
    let productName = '';
    let categoryName = '';

    beforeAll(async () => {
      const a = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
      const b = await placeOrder(t, c.shopperId, { variantId, quantity: 2 });
      const d = await placeOrder(t, c.shopperId, { variantId, quantity: 3 });
      const cancelled = await placeOrder(t, c.shopperId, { variantId, quantity: 5 });
      await at(a.orderId, '2024-03-04T09:00:00Z', 'Lagos');
      await at(b.orderId, '2024-03-04T20:00:00Z', 'Kano');
      await at(d.orderId, '2024-03-12T12:00:00Z', 'Lagos');
      await at(cancelled.orderId, '2024-03-05T12:00:00Z', 'Oyo');
      await t.database.db
        .update(schema.orders)
        .set({ status: 'cancelled' })
        .where(eq(schema.orders.id, cancelled.orderId));
      orderIds = [a.orderId, b.orderId, d.orderId];
      const [row] = await t.database.db
        .select({ product: schema.products.name, category: schema.categories.name })
        .from(schema.variants)
        .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
        .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
        .where(eq(schema.variants.id, variantId));
      productName = row?.product ?? '';
      categoryName = row?.category ?? '';
    });

    const totals = async () => {
      const rows = await t.database.db
        .select()
        .from(schema.orders)
        .where(inArray(schema.orders.id, orderIds));
      const byId = new Map(rows.map((r) => [r.id, r.totalKobo / 100]));
      return orderIds.map((id) => byId.get(id) ?? 0);
    };
    const lines = async () => {
      const rows = await t.database.db
        .select()
        .from(schema.orderItems)
        .where(inArray(schema.orderItems.orderId, orderIds));
      return rows.reduce((sum, r) => sum + (r.unitPriceKobo * r.quantity) / 100, 0);
    };

    it('adds up orders per Lagos day over the range, without cancelled orders, with empty days as zero', async () => {
      const [a = 0, b = 0, d = 0] = await totals();
      const report = await get<SalesReport>('/api/admin/reports?from=2024-03-04&to=2024-03-13&interval=day');
      expect(report.sales).toHaveLength(10);
      // Orders only placed (pay on delivery, not delivered) are orders value, not revenue: no money moved.
      expect(report.sales[0]).toEqual({ period: '2024-03-04', orders: 2, orders_value: a + b, revenue: 0 });
      expect(report.sales[1]).toEqual({ period: '2024-03-05', orders: 0, orders_value: 0, revenue: 0 });
      expect(report.sales.find((s) => s.period === '2024-03-12')).toEqual({
        period: '2024-03-12',
        orders: 1,
        orders_value: d,
        revenue: 0,
      });
      expect(report.totals).toEqual({ orders: 3, orders_value: a + b + d, revenue: 0 });
    });

    it('cuts days at Lagos midnight (23:00 UTC), not at UTC midnight', async () => {
      const late = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
      // 23:30 UTC on 6 March is 00:30 on 7 March in Lagos.
      await at(late.orderId, '2024-03-06T23:30:00Z', 'Lagos');
      const total = (await totalOf(late.orderId)) ?? 0;
      try {
        const report = await get<SalesReport>(
          '/api/admin/reports?from=2024-03-06&to=2024-03-07&interval=day',
        );
        expect(report.sales).toEqual([
          { period: '2024-03-06', orders: 0, orders_value: 0, revenue: 0 },
          { period: '2024-03-07', orders: 1, orders_value: total, revenue: 0 },
        ]);
      } finally {
        await t.database.db
          .update(schema.orders)
          .set({ status: 'cancelled' })
          .where(eq(schema.orders.id, late.orderId));
      }
    });

    it('groups by Monday-started week and by month', async () => {
      const [a = 0, b = 0, d = 0] = await totals();
      const weeks = await get<SalesReport>('/api/admin/reports?from=2024-03-01&to=2024-03-17&interval=week');
      expect(weeks.sales).toEqual([
        { period: '2024-02-26', orders: 0, orders_value: 0, revenue: 0 },
        { period: '2024-03-04', orders: 2, orders_value: a + b, revenue: 0 },
        { period: '2024-03-11', orders: 1, orders_value: d, revenue: 0 },
      ]);
      const months = await get<SalesReport>(
        '/api/admin/reports?from=2024-02-01&to=2024-03-31&interval=month',
      );
      expect(months.sales).toEqual([
        { period: '2024-02-01', orders: 0, orders_value: 0, revenue: 0 },
        { period: '2024-03-01', orders: 3, orders_value: a + b + d, revenue: 0 },
      ]);
    });

    it('ranks products and categories by the value ordered and counts orders in every state', async () => {
      const report = await get<SalesReport>('/api/admin/reports?from=2024-03-01&to=2024-03-31');
      const value = await lines();
      expect(report.top_products).toEqual([
        { product_id: expect.any(Number), name: productName, quantity: 6, net_sales: value },
      ]);
      expect(report.top_categories).toEqual([
        { category_id: expect.any(Number), name: categoryName, quantity: 6, net_sales: value },
      ]);
      expect(report.orders_by_state).toHaveLength(37);
      expect(report.orders_by_state.slice(0, 2).map((s) => [s.state, s.orders])).toEqual([
        ['Lagos', 2],
        ['Kano', 1],
      ]);
      expect(report.orders_by_state.find((s) => s.state === 'Oyo')?.orders).toBe(0);
      expect(report.orders_by_state.find((s) => s.state === 'FCT')?.orders).toBe(0);
    });

    it('ranks by net sales: the lines less their discounts and what refunded returns gave back', async () => {
      const items = await t.database.db
        .select()
        .from(schema.orderItems)
        .where(inArray(schema.orderItems.orderId, orderIds));
      const [first, last] = [items[0], items.at(-1)];
      if (!first || !last) throw new Error('no order lines');
      const before = await get<SalesReport>('/api/admin/reports?from=2024-03-01&to=2024-03-31');
      const value = await lines();
      // 10 naira off one line; one unit of another sent back and refunded (unit price), one asked back but not yet.
      await t.database.db
        .update(schema.orderItems)
        .set({ discountKobo: 1_000 })
        .where(eq(schema.orderItems.id, first.id));
      const returned = async (status: 'refunded' | 'requested', itemId: number) => {
        const [row] = await t.database.db
          .insert(orderTables.returns)
          .values({
            orderId: last.orderId,
            userId: c.shopperId,
            status,
            reason: 'changed_mind',
            refundKobo: last.unitPriceKobo,
            refundRoute: 'paystack',
          })
          .returning();
        await t.database.db.insert(orderTables.returnLines).values({
          returnId: row?.id ?? 0,
          orderItemId: itemId,
          quantity: 1,
          refundKobo: last.unitPriceKobo,
          active: true,
        });
      };
      await returned('refunded', last.id);
      await returned('requested', first.id);
      const after = await get<SalesReport>('/api/admin/reports?from=2024-03-01&to=2024-03-31');
      const net = value - 10 - last.unitPriceKobo / 100;
      expect(after.top_products).toEqual([
        { product_id: expect.any(Number), name: productName, quantity: 5, net_sales: net },
      ]);
      expect(after.top_categories[0]).toMatchObject({ quantity: 5, net_sales: net });
      // Orders value is what was charged for the orders placed, before refunds: it does not move.
      expect(after.totals).toEqual(before.totals);
    });

    it.each([
      ['to=2024-03-31', 'from must be a date'],
      ['from=2024-03-31&to=2024-03-01', 'The start date must be on or before the end date'],
      ['from=2020-01-01&to=2024-03-01', 'Choose a range of at most 731 days'],
      ['from=2024-03-01&to=2024-03-31&interval=year', 'Choose day, week or month'],
      ['from=2024-03-01&to=2024-03-31&limit=0', 'limit must be at least 1'],
    ])('refuses %s with a 400 that says why', async (query, message) => {
      const res = await c.admin({ method: 'GET', url: `/api/admin/reports?${query}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });
  });
});
