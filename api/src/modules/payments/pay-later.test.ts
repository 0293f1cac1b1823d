import { and, eq } from 'drizzle-orm';
import type { AdminOrder, PayLaterPlan } from 'shared-contracts/schemas/admin';
import { schema } from '../../db/client.js';
import { placeOrder, seededShop, stockOf, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';

describe.each(databases)('admin: pay-later plans (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  let variantId: number;
  beforeAll(async () => {
    ({ t, c, variantId } = await seededShop(kind, 20));
  }, 60_000);
  afterAll(async () => t?.close());

  const plan = async (id: number) =>
    (await c.admin({ method: 'GET', url: '/api/admin/pay-later' }))
      .json<{ data: PayLaterPlan[] }>()
      .data.find((p) => p.id === id);

  it('lists plans with a status filter', async () => {
    const all = (await c.admin({ method: 'GET', url: '/api/admin/pay-later' })).json<{
      data: PayLaterPlan[];
    }>().data;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const approved = (await c.admin({ method: 'GET', url: '/api/admin/pay-later?status=approved' })).json<{
      data: PayLaterPlan[];
    }>().data;
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((p) => p.status === 'approved' && p.order_number && p.customer.email)).toBe(true);
    expect((await c.admin({ method: 'GET', url: '/api/admin/pay-later?status=maybe' })).statusCode).toBe(400);
  });

  it('approves, records instalments up to paid, then refuses more', async () => {
    const { orderId, planId } = await placeOrder(
      t,
      c.shopperId,
      { variantId, quantity: 1 },
      { instalments: 3 },
    );
    const id = planId ?? 0;
    const early = await c.admin({
      method: 'POST',
      url: `/api/admin/pay-later/${id}/instalments`,
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Cannot record an instalment: this plan is still waiting for approval. Approve it first.',
    );

    const approved = await c.admin({ method: 'POST', url: `/api/admin/pay-later/${id}/approve` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ data: PayLaterPlan }>().data.status).toBe('approved');
    const order = (await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json<{
      data: AdminOrder;
    }>().data;
    expect(order.status).toBe('confirmed');
    expect((await c.admin({ method: 'POST', url: `/api/admin/pay-later/${id}/approve` })).statusCode).toBe(
      409,
    );
    expect((await c.admin({ method: 'POST', url: `/api/admin/pay-later/${id}/reject` })).statusCode).toBe(
      409,
    );

    const current = await plan(id);
    const total = current?.total ?? 0;
    const over = await c.admin({
      method: 'POST',
      url: `/api/admin/pay-later/${id}/instalments`,
      payload: { amount: total + 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      errors: { amount: [expect.stringContaining('more than the balance')] },
    });
    expect(
      (
        await c.admin({
          method: 'POST',
          url: `/api/admin/pay-later/${id}/instalments`,
          payload: { amount: -5 },
        })
      ).statusCode,
    ).toBe(400);

    const first = (
      await c.admin({ method: 'POST', url: `/api/admin/pay-later/${id}/instalments`, payload: {} })
    ).json<{ data: PayLaterPlan }>().data;
    expect(first).toMatchObject({ status: 'approved', paid_instalments: 1 });
    expect(first.amount_paid).toBeCloseTo(first.instalment_amount);
    const partly = (await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json<{
      data: AdminOrder;
    }>().data;
    expect(partly.payment_status).toBe('partially_paid');
    expect(partly.pay_later).toMatchObject({ paid_instalments: 1 });

    await c.admin({ method: 'POST', url: `/api/admin/pay-later/${id}/instalments`, payload: {} });
    const last = (await c.admin({ method: 'POST', url: `/api/admin/pay-later/${id}/instalments` })).json<{
      data: PayLaterPlan;
    }>().data;
    expect(last).toMatchObject({ status: 'completed', paid_instalments: 3 });
    expect(last.amount_paid).toBeCloseTo(total);
    const paid = (await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json<{
      data: AdminOrder;
    }>().data;
    expect(paid.payment_status).toBe('paid');
    const more = await c.admin({
      method: 'POST',
      url: `/api/admin/pay-later/${id}/instalments`,
      payload: {},
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Cannot record an instalment: this plan is already fully paid.');
  });

  it('rejecting a plan cancels its order and restocks', async () => {
    const before = await stockOf(t, variantId);
    const { orderId, planId } = await placeOrder(
      t,
      c.shopperId,
      { variantId, quantity: 2 },
      { instalments: 2 },
    );
    const res = await c.admin({ method: 'POST', url: `/api/admin/pay-later/${planId ?? 0}/reject` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: PayLaterPlan }>().data.status).toBe('rejected');
    const [order] = await t.database.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.id, orderId)));
    expect(order?.status).toBe('cancelled');
    expect(await stockOf(t, variantId)).toBe(before);
    expect(
      (
        await c.admin({
          method: 'POST',
          url: `/api/admin/pay-later/${planId ?? 0}/instalments`,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
    expect((await c.admin({ method: 'POST', url: '/api/admin/pay-later/999999/approve' })).statusCode).toBe(
      404,
    );
  });
});
