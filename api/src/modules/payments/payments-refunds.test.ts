import { eq } from 'drizzle-orm';
import { refunds } from './tables.js';
import { shopper, stockOf } from '../../../test/fixtures.js';
import {
  completeAtProvider,
  describePayShop,
  ledgerOf,
  mailsTo,
  orderRow,
  paymentsOf,
  payNowOrder,
  refundsOf,
  setWebhooks,
  sign,
  startPayment,
  verify,
  webhooksProcessed,
} from '../../../test/payments-helpers.js';
import { chargeSuccess, webhook } from './payments-testing.js';

describePayShop('paying online', ({ shop }) => {
  it('a double cancel of a paid order refunds once; refund events make it refunded and mail the shopper', async () => {
    const { order, headers, user, variantId } = await payNowOrder(shop, { stock: 5, quantity: 2 });
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    await verify(shop, order.id, reference, headers);
    await setWebhooks(shop, { webhook_mode: 'normal' });
    const admin = await shopper(shop.t.app, 'ADMIN');
    const cancel = () =>
      shop.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: admin.headers,
        payload: { status: 'cancelled' },
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(shop.t.app, variantId)).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shop.sim.settled();
    await webhooksProcessed(shop);
    const [payment] = await paymentsOf(shop, order.id);
    const rows = await refundsOf(shop, payment?.id ?? 0);
    expect(rows.map((r) => [r.amountKobo, r.status])).toEqual([
      [BigInt(Math.round(order.total * 100)), 'processed'],
    ]);
    expect(payment?.status).toBe('refunded');
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('refunded');
    expect(await mailsTo(shop, user.email, 'Refund for order')).toBe(1);
    // The Transactions page (and its CSV, built from it) lists the online payment, refunded, and its refund as a
    // negative line: the order nets to nothing.
    const transactions = await shop.t.app.inject({
      method: 'GET',
      url: `/api/admin/transactions?method=pay_now&search=${order.number}`,
      headers: admin.headers,
    });
    expect(transactions.json().data.results).toEqual([
      expect.objectContaining({ order_number: order.number, kind: 'refund', amount: -order.total }),
      expect.objectContaining({
        order_number: order.number,
        kind: 'online',
        method: 'pay_now',
        status: 'refunded',
      }),
    ]);
    expect(transactions.json().data.total_amount).toBe(0);
    // Nothing is left to refund.
    const more = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: admin.headers,
      payload: { amount: 1 },
    });
    expect(more.statusCode).toBe(409);
  });

  it('the shopper sees the channel that paid and each refund, pending then processed, on the order and in the list', async () => {
    const { order, headers } = await payNowOrder(shop, { price: 20_000 });
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference, { channel: 'bank_transfer' });
    await verify(shop, order.id, reference, headers);
    const mine = async () => {
      const detail = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
      const list = await shop.t.app.inject({ method: 'GET', url: '/api/orders', headers });
      const listed = (list.json().data.results as { id: number }[]).find((o) => o.id === order.id);
      expect(listed).toEqual(detail.json().data);
      return detail.json().data as {
        payment_channel: string | null;
        refunds: unknown[];
        payment_status: string;
      };
    };
    expect(await mine()).toMatchObject({
      payment_channel: 'bank_transfer',
      refunds: [],
      payment_status: 'paid',
    });

    const admin = await shopper(shop.t.app, 'ADMIN');
    const refund = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: admin.headers,
      payload: { amount: 5000 },
    });
    expect(refund.statusCode).toBe(200);
    const pending = await mine();
    expect(pending.refunds).toEqual([
      { id: expect.any(Number), amount: 5000, status: 'pending', created_at: expect.any(String) },
    ]);
    // The provider's refund webhook (dropped in these tests) would mark it processed.
    const [payment] = await paymentsOf(shop, order.id);
    await shop.t.database.db
      .update(refunds)
      .set({ status: 'processed' })
      .where(eq(refunds.paymentId, payment?.id ?? 0));
    const processed = await mine();
    expect(processed).toMatchObject({ payment_status: 'paid', payment_channel: 'bank_transfer' });
    expect(processed.refunds).toEqual([expect.objectContaining({ amount: 5000, status: 'processed' })]);
    // Another shopper's order answers carry none of it.
    const other = await payNowOrder(shop, { price: 1000 });
    expect(
      (
        await shop.t.app.inject({
          method: 'GET',
          url: `/api/orders/${other.order.id}`,
          headers: other.headers,
        })
      ).json().data,
    ).toMatchObject({ payment_channel: null, refunds: [] });
  });

  it('a refund is never more than was paid, however the admin asks', async () => {
    const { order, headers } = await payNowOrder(shop, { price: 1000 });
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    await verify(shop, order.id, reference, headers);
    const admin = await shopper(shop.t.app, 'ADMIN');
    const refund = (amount?: number) =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refund`,
        headers: admin.headers,
        payload: amount === undefined ? {} : { amount },
      });
    expect((await refund(order.total + 0.01)).statusCode).toBe(409);
    const answers = await Promise.all([refund(order.total - 1), refund(order.total - 1), refund(2)]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const [payment] = await paymentsOf(shop, order.id);
    expect(payment && payment.refundedKobo <= payment.amountKobo).toBe(true);
    const rows = await refundsOf(shop, payment?.id ?? 0);
    expect(rows.reduce((sum, r) => sum + r.amountKobo, 0n)).toBe(payment?.refundedKobo);
  });

  it('a success that arrives for an order already cancelled is refunded automatically', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    const cancelled = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers,
    });
    expect(cancelled.json().data.status).toBe('cancelled');
    await completeAtProvider(shop, reference);
    const body = chargeSuccess(reference, Math.round(order.total * 100));
    expect((await webhook(shop, body, sign(body))).statusCode).toBe(200);
    const [payment] = await paymentsOf(shop, order.id);
    expect(payment?.status).toBe('refunded');
    const rows = await refundsOf(shop, payment?.id ?? 0);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).not.toBeNull();
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
    expect(await ledgerOf(shop, order.id)).toHaveLength(0);
  });
});
