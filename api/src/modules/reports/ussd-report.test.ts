import { eq, ne } from 'drizzle-orm';
import type { AdminOrder, AdminOrderSummary } from 'shared-contracts/schemas/admin';
import { lagosToday } from 'shared-contracts/dates';
import type { SalesReport, UssdReport } from 'shared-contracts/schemas/admin-reports';
import type { Paginated } from 'shared-contracts/schemas/common';
import { schema } from '../../db/client.js';
import { newPhone } from '../../../test/fixtures.js';
import { seededShop, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';
import { postUssd, ussdCaller } from '../../../test/ussd-caller.js';
import { adminCalls } from './reports-testing.js';

const KEY = 'ussd-dev-key';

describe.each(databases)('the USSD report, and the channel of an order (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  beforeAll(async () => {
    ({ t, c } = await seededShop(kind, 5));
  }, 60_000);
  afterAll(async () => t?.close());

  const { get } = adminCalls(() => ({ t, c }));

  it('counts the sessions, callers, orders by USSD, how sessions ended and where callers gave up', async () => {
    const empty = await get<UssdReport>('/api/admin/reports/ussd');
    expect(empty.periods.map((p) => [p.days, p.sessions, p.orders, p.gave_up_on])).toEqual([
      [7, 0, 0, []],
      [30, 0, 0, []],
    ]);

    // One caller leaves on the search screen, one twice on the categories (the gateway reports both), one hangs up
    // after the welcome and one is still calling (no end reported).
    const searcher = ussdCaller(t.app, newPhone(), KEY);
    await searcher.dial();
    await searcher.press('2');
    const browser = ussdCaller(t.app, newPhone(), KEY);
    await browser.dial();
    await browser.press('1');
    const again = ussdCaller(t.app, browser.phoneNumber, KEY);
    await again.dial();
    await again.press('1');
    const done = ussdCaller(t.app, newPhone(), KEY);
    await done.dial();
    await done.press('6');
    const calling = ussdCaller(t.app, newPhone(), KEY);
    await calling.dial();
    for (const [session, status] of [
      [searcher.sessionId, 'Incomplete'],
      [browser.sessionId, 'Incomplete'],
      [again.sessionId, 'Failed'],
      [done.sessionId, 'Success'],
    ] as const)
      expect((await postUssd(t.app, 'ussd/events', { sessionId: session, status }, KEY)).statusCode).toBe(
        200,
      );

    // A seeded order placed by USSD now (the report counts orders placed, not cancelled, in the period).
    const [order] = await t.database.db
      .select()
      .from(schema.orders)
      .where(ne(schema.orders.status, 'cancelled'))
      .limit(1);
    if (!order) throw new Error('The seed has no order');
    await t.database.db
      .update(schema.orders)
      .set({ channel: 'ussd', createdAt: new Date() })
      .where(eq(schema.orders.id, order.id));

    const report = await get<UssdReport>('/api/admin/reports/ussd');
    for (const period of report.periods)
      expect(period).toEqual({
        days: period.days,
        sessions: 5,
        callers: 4,
        orders: 1,
        order_total: order.totalKobo / 100,
        ended: { success: 1, incomplete: 2, failed: 1 },
        gave_up_on: [
          { screen: 'categories', sessions: 2 },
          { screen: 'search', sessions: 1 },
        ],
      });

    // Reports count orders by channel.
    const today = lagosToday();
    const sales = await get<SalesReport>(`/api/admin/reports?from=${today}&to=${today}&interval=day`);
    const ussd = sales.by_channel?.find((row) => row.channel === 'ussd');
    expect(ussd).toEqual({ channel: 'ussd', orders: 1, orders_value: order.totalKobo / 100 });
    expect(sales.by_channel?.map((row) => row.channel)).toEqual(['web', 'ussd']);
    expect((sales.by_channel ?? []).reduce((sum, row) => sum + row.orders, 0)).toBe(sales.totals.orders);

    // The order says where it was placed, in the admin's list and detail.
    const list = await get<Paginated<AdminOrderSummary>>(
      `/api/admin/orders?search=${encodeURIComponent(order.number)}`,
    );
    expect(list.results.map((o) => [o.number, o.channel])).toEqual([[order.number, 'ussd']]);
    const detail = await get<AdminOrder>(`/api/admin/orders/${order.id}`);
    expect(detail.channel).toBe('ussd');
    const web = await get<Paginated<AdminOrderSummary>>('/api/admin/orders?page_size=5');
    expect(web.results.filter((o) => o.id !== order.id).every((o) => o.channel === 'web')).toBe(true);
  });

  it('is the admin’s alone', async () => {
    expect((await t.app.inject({ url: '/api/admin/reports/ussd' })).statusCode).toBe(401);
    expect((await c.shopper({ method: 'GET', url: '/api/admin/reports/ussd' })).statusCode).toBe(403);
  });
});
