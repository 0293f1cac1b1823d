import { eq, inArray, like } from 'drizzle-orm';
import { lagosToday } from 'shared-contracts/dates';
import type { SalesReport, TransactionPage } from 'shared-contracts/schemas/admin-reports';
import type { ContactMessage } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import { schema } from '../../db/client.js';
import { orderTables } from '../orders/index.js';
import { paymentTables } from '../payments/index.js';
import { ORDER_NUMBER } from '../../lib/order-number.js';
import { periodsBetween } from './reports.js';
import { placeOrder, seededShop, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';

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

  const get = async <T>(url: string) => {
    const res = await c.admin({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: T }>().data;
  };
  const totalOf = async (orderId: number) => {
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    return (order?.totalKobo ?? 0) / 100;
  };
  const numberOf = async (orderId: number) => {
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    return order?.number ?? '';
  };
  const move = (orderId: number, status: string) =>
    c.admin({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, payload: { status } });

  it.each([
    ['GET', '/api/admin/transactions'],
    ['GET', '/api/admin/reports?from=2026-01-01&to=2026-01-31'],
    ['PATCH', '/api/admin/contact-messages/1'],
  ] as const)('%s %s: 401 anonymous, 403 shopper', async (method, url) => {
    const payload = method === 'PATCH' ? { payload: { handled: true } } : {};
    expect((await t.app.inject({ method, url, ...payload })).statusCode).toBe(401);
    expect((await c.shopper({ method, url, ...payload })).statusCode).toBe(403);
  });

  describe('transactions', () => {
    it('records the cash of a pay-on-delivery order when it is delivered, once', async () => {
      const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
      const number = await numberOf(orderId);
      for (const status of ['confirmed', 'processing', 'shipped'])
        expect((await move(orderId, status)).statusCode).toBe(200);
      expect((await get<TransactionPage>(`/api/admin/transactions?search=${number}`)).count).toBe(0);

      expect((await move(orderId, 'delivered')).statusCode).toBe(200);
      expect((await move(orderId, 'delivered')).statusCode).toBe(409);
      const page = await get<TransactionPage>(`/api/admin/transactions?search=${number}`);
      expect(page.count).toBe(1);
      expect(page.results[0]).toMatchObject({
        order_id: orderId,
        order_number: number,
        method: 'pay_on_delivery',
        kind: 'delivery',
        amount: await totalOf(orderId),
        status: 'received',
        customer: { id: c.shopperId, email: 'shopper@kasuwa.test' },
      });
      expect(page.total_amount).toBe(await totalOf(orderId));
    });

    it('records each pay-later instalment, and marks them refunded when the order is cancelled', async () => {
      const { orderId, planId } = await placeOrder(
        t,
        c.shopperId,
        { variantId, quantity: 2 },
        { instalments: 3 },
      );
      const number = await numberOf(orderId);
      expect(
        (await c.admin({ method: 'POST', url: `/api/admin/pay-later/${planId}/approve` })).statusCode,
      ).toBe(200);
      for (let i = 0; i < 2; i++)
        expect(
          (await c.admin({ method: 'POST', url: `/api/admin/pay-later/${planId}/instalments`, payload: {} }))
            .statusCode,
        ).toBe(200);

      const page = await get<TransactionPage>(`/api/admin/transactions?method=pay_later&search=${number}`);
      expect(page.count).toBe(2);
      expect(page.results.map((r) => [r.kind, r.method, r.status])).toEqual([
        ['instalment', 'pay_later', 'received'],
        ['instalment', 'pay_later', 'received'],
      ]);
      const [plan] = await t.database.db
        .select()
        .from(paymentTables.payLaterPlans)
        .where(eq(paymentTables.payLaterPlans.id, planId ?? 0));
      expect(page.total_amount).toBe((plan?.amountPaidKobo ?? 0) / 100);
      expect(
        (await get<TransactionPage>(`/api/admin/transactions?method=pay_on_delivery&search=${number}`)).count,
      ).toBe(0);

      // One page at a time, newest first.
      const first = await get<TransactionPage>(`/api/admin/transactions?search=${number}&page_size=1`);
      const second = await get<TransactionPage>(
        `/api/admin/transactions?search=${number}&page_size=1&page=2`,
      );
      expect([first.count, first.results.length, second.results.length]).toEqual([2, 1, 1]);
      expect(first.results[0]?.id).not.toBe(second.results[0]?.id);
      expect((first.results[0]?.created_at ?? '') >= (second.results[0]?.created_at ?? '')).toBe(true);

      expect((await move(orderId, 'cancelled')).statusCode).toBe(200);
      const refunded = await get<TransactionPage>(`/api/admin/transactions?status=refunded&search=${number}`);
      // Each instalment, and the same amount handed back as a negative line: the order nets to nothing.
      expect(refunded.results.map((r) => [r.kind, r.status]).sort()).toEqual([
        ['instalment', 'refunded'],
        ['instalment', 'refunded'],
        ['refund', 'refunded'],
        ['refund', 'refunded'],
      ]);
      expect(refunded.total_amount).toBe(0);
      expect(
        (await get<TransactionPage>(`/api/admin/transactions?status=received&search=${number}`)).count,
      ).toBe(0);
    });

    it('numbers the demo orders of the seed as checkout does, by the Lagos day each was placed', async () => {
      const rows = await t.database.db
        .select({ number: schema.orders.number, createdAt: schema.orders.createdAt })
        .from(schema.orders)
        .where(like(schema.orders.number, 'KSW-2%'));
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        expect(row.number).toMatch(ORDER_NUMBER);
        expect(row.number.slice(4, 12)).toBe(lagosToday(row.createdAt.getTime()).replace(/-/g, ''));
      }
    });

    it('filters by day and starts with the demo payments of the seed', async () => {
      const all = await get<TransactionPage>('/api/admin/transactions?page_size=100');
      expect(all.results.some((r) => r.kind === 'delivery' && r.order_number.startsWith('KSW-2'))).toBe(true);
      const today = lagosToday();
      const todays = await get<TransactionPage>(
        `/api/admin/transactions?from=${today}&to=${today}&page_size=100`,
      );
      expect(todays.results.every((r) => lagosToday(Date.parse(r.created_at)) === today)).toBe(true);
      expect(todays.count).toBeLessThan(all.count);
      expect(
        (await get<TransactionPage>('/api/admin/transactions?from=2000-01-01&to=2000-01-31')).count,
      ).toBe(0);
    });

    it.each([
      ['from=2026-02-30', 'from must be a real date'],
      ['from=yesterday', 'from must be a date like 2026-11-23'],
      ['from=2026-03-02&to=2026-03-01', 'The start date must be on or before the end date'],
      ['method=card', 'Unknown payment method'],
      ['status=lost', 'Unknown transaction status'],
    ])('refuses %s with a 400 that says why', async (query, message) => {
      const res = await c.admin({ method: 'GET', url: `/api/admin/transactions?${query}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });
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

  describe('support', () => {
    it('marks a message handled and back, and filters by handled and type', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { inquiry_type: 'Returns & Refunds', subject: 'Wrong size', message: 'Can I swap it?' },
      });
      expect(sent.statusCode).toBe(201);
      const id = sent.json<{ data: { id: number } }>().data.id;
      const waiting = await get<Paginated<ContactMessage>>(
        '/api/admin/contact-messages?handled=false&page_size=100',
      );
      expect(waiting.results.find((m) => m.id === id)?.handled_at).toBeNull();

      const res = await c.admin({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${id}`,
        payload: { handled: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: ContactMessage }>().data.handled_at).toEqual(expect.any(String));
      const handled = await get<Paginated<ContactMessage>>(
        '/api/admin/contact-messages?handled=true&inquiry_type=Returns%20%26%20Refunds',
      );
      expect(handled.results.map((m) => m.id)).toContain(id);
      expect(
        handled.results.every((m) => m.handled_at !== null && m.inquiry_type === 'Returns & Refunds'),
      ).toBe(true);
      expect(
        (
          await get<Paginated<ContactMessage>>('/api/admin/contact-messages?handled=false&page_size=100')
        ).results.some((m) => m.id === id),
      ).toBe(false);

      const back = await c.admin({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${id}`,
        payload: { handled: false },
      });
      expect(back.json<{ data: ContactMessage }>().data.handled_at).toBeNull();
    });

    it('answers 404 for an unknown message and 400 for a bad body', async () => {
      const missing = await c.admin({
        method: 'PATCH',
        url: '/api/admin/contact-messages/999999',
        payload: { handled: true },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Message not found.' });
      const bad = await c.admin({
        method: 'PATCH',
        url: '/api/admin/contact-messages/1',
        payload: { handled: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('handled must be true or false');
    });
  });
});
