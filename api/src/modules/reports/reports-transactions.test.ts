import { eq, like } from 'drizzle-orm';
import { lagosToday } from 'shared-contracts/dates';
import type { TransactionPage } from 'shared-contracts/schemas/admin-reports';
import { schema } from '../../db/client.js';
import { paymentTables } from '../payments/index.js';
import { ORDER_NUMBER } from '../../lib/order-number.js';
import { placeOrder, seededShop, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';
import { adminCalls } from './reports-testing.js';

describe.each(databases)('admin: transactions, reports, support (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  let variantId: number;
  beforeAll(async () => {
    ({ t, c, variantId } = await seededShop(kind, 30));
  }, 60_000);
  afterAll(async () => t?.close());

  const { get, totalOf, numberOf, move } = adminCalls(() => ({ t, c }));

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
});
