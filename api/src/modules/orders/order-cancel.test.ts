import { eq } from 'drizzle-orm';
import type { AdminOrder, PayLaterPlan } from 'shared-contracts/schemas/admin';
import { adminOrderSchema } from 'shared-contracts/schemas/admin-answers';
import { orderSchema } from 'shared-contracts/schemas/order-answers';
import { CANCELLED_BY_SHOPPER, PAYMENT_STATUSES, type Order } from 'shared-contracts/schemas/orders';
import { schema } from '../../db/client.js';
import { paymentTables } from '../payments/index.js';
import { refundedStatus } from './status-change.js';
import { placeOrder, seededShop, stockOf, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';

describe('refundedStatus', () => {
  it('refunds money taken and leaves an unpaid order unpaid', () => {
    expect(Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, refundedStatus(s)]))).toEqual({
      unpaid: 'unpaid',
      partially_paid: 'refunded',
      paid: 'refunded',
      refunded: 'refunded',
    });
  });
});

describe.each(databases)('cancelling an order, by the shopper or the shop (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  let variantId: number;
  beforeAll(async () => {
    ({ t, c, variantId } = await seededShop(kind, 40));
  }, 60_000);
  afterAll(async () => t?.close());

  const shopperCancel = (orderId: number) =>
    c.shopper({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
  const shopCancel = (orderId: number) =>
    c.admin({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      payload: { status: 'cancelled' },
    });
  const planOf = async (planId: number) => {
    const [plan] = await t.database.db
      .select()
      .from(paymentTables.payLaterPlans)
      .where(eq(paymentTables.payLaterPlans.id, planId));
    return plan;
  };

  it('the shopper cancels a pending pay-later order: restocked, still unpaid, plan rejected', async () => {
    const before = await stockOf(t, variantId);
    const { orderId, planId } = await placeOrder(
      t,
      c.shopperId,
      { variantId, quantity: 2 },
      { instalments: 2 },
    );
    const res = await shopperCancel(orderId);
    expect(res.statusCode).toBe(200);
    const order = res.json<{ data: Order }>().data;
    expect(order).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      cancel_reason: CANCELLED_BY_SHOPPER,
    });
    expect(order.pay_later).toMatchObject({ status: 'rejected' });
    expect(await stockOf(t, variantId)).toBe(before);
    expect((await planOf(planId ?? 0))?.status).toBe('rejected');
  });

  it('the shopper cannot cancel a confirmed order with money paid on it; the shop can, and refunds it', async () => {
    const before = await stockOf(t, variantId);
    const { orderId, planId } = await placeOrder(
      t,
      c.shopperId,
      { variantId, quantity: 3 },
      { instalments: 3 },
    );
    expect(
      (await c.admin({ method: 'POST', url: `/api/admin/pay-later/${planId ?? 0}/approve` })).statusCode,
    ).toBe(200);
    const paid = await c.admin({
      method: 'POST',
      url: `/api/admin/pay-later/${planId ?? 0}/instalments`,
      payload: {},
    });
    expect(paid.json<{ data: PayLaterPlan }>().data.paid_instalments).toBe(1);

    const refused = await shopperCancel(orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A payment has been made on this order, so please contact us to cancel it.',
    );
    expect(await stockOf(t, variantId)).toBe(before - 3);

    const res = await shopCancel(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminOrder }>().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      // An approved plan is kept as it was, with what was paid on it.
      pay_later: { status: 'approved', paid_instalments: 1 },
    });
    expect(await stockOf(t, variantId)).toBe(before);
  });

  it('the shop refunds a fully paid order it cancels and leaves an unpaid one unpaid', async () => {
    const before = await stockOf(t, variantId);
    const paidOrder = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
    const unpaidOrder = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
    await t.database.db
      .update(schema.orders)
      .set({ status: 'confirmed', paymentStatus: 'paid' })
      .where(eq(schema.orders.id, paidOrder.orderId));
    expect((await shopCancel(paidOrder.orderId)).json<{ data: AdminOrder }>().data.payment_status).toBe(
      'refunded',
    );
    expect((await shopCancel(unpaidOrder.orderId)).json<{ data: AdminOrder }>().data.payment_status).toBe(
      'unpaid',
    );
    expect(await stockOf(t, variantId)).toBe(before);
  });

  it('the shop cannot cancel an order past confirmed, and the stock stays taken', async () => {
    const before = await stockOf(t, variantId);
    const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
    await t.database.db
      .update(schema.orders)
      .set({ status: 'processing' })
      .where(eq(schema.orders.id, orderId));
    const res = await shopCancel(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Cannot change the order from processing to cancelled. From processing it can move to shipped or ready for pickup.',
    );
    expect(await stockOf(t, variantId)).toBe(before - 1);
  });

  it('the shopper and the shop cancelling at the same time restock once', async () => {
    const before = await stockOf(t, variantId);
    const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 4 });
    const [mine, shop, mineAgain] = await Promise.all([
      shopperCancel(orderId),
      shopCancel(orderId),
      shopperCancel(orderId),
    ]);
    // The shopper's cancel is idempotent: whoever came first, the shopper sees the cancelled order.
    for (const res of [mine, mineAgain]) {
      expect(res?.statusCode).toBe(200);
      expect(res?.json<{ data: Order }>().data.status).toBe('cancelled');
    }
    // The shop is told when the order was already cancelled.
    expect([200, 409]).toContain(shop?.statusCode);
    expect(await stockOf(t, variantId)).toBe(before);
  });

  it('answers carry exactly the declared order fields', async () => {
    const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 1 }, { instalments: 2 });
    const own = (await c.shopper({ method: 'GET', url: `/api/orders/${orderId}` })).json<{ data: Order }>()
      .data;
    expect(Object.keys(own).sort()).toEqual(Object.keys(orderSchema.entries).sort());
    const admin = (await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json<{
      data: AdminOrder;
    }>().data;
    expect(Object.keys(admin).sort()).toEqual(Object.keys(adminOrderSchema.entries).sort());
    expect(admin.customer).toMatchObject({ id: c.shopperId, email: 'shopper@kasuwa.test' });
    expect(Object.keys(admin.customer).sort()).toEqual(['email', 'id', 'name', 'phone']);
    // The shopper's view and the shop's view of one order are the same, bar who placed it.
    const { customer: _customer, ...rest } = admin;
    expect(rest).toEqual(own);
  });
});
