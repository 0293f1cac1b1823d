import { eq } from 'drizzle-orm';
import { SIMULATOR_SECRET_KEY } from 'paystack-simulator';
import type { PaymentDeps } from './deps.js';
import { applyRefundResult } from './refund.js';
import { paymentEvents, refunds } from './tables.js';
import {
  describePayShop,
  mailsTo,
  orderRow,
  refundsOf,
  setWebhooks,
  webhooksProcessed,
} from '../../../test/payments-helpers.js';
import { example, paidOrder, post } from './payments-paystack-testing.js';

describePayShop('payments against the real Paystack', ({ shop, admin }) => {
  const refund = (orderId: number, amount?: number) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: admin.headers,
      payload: amount === undefined ? {} : { amount },
    });

  it('takes Paystack’s refund events as Paystack sends them: pending, processing, processed, no malformed row', async () => {
    const { order, user, payment } = await paidOrder(shop);
    await setWebhooks(shop, { webhook_mode: 'normal' });
    expect((await refund(order.id)).statusCode).toBe(200);
    await shop.sim.settled();
    await webhooksProcessed(shop);
    expect((await refundsOf(shop, payment.id)).map((r) => r.status)).toEqual(['processed']);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('refunded');
    // One mail per refund, once it is processed, with the amount given back.
    expect(await mailsTo(shop, user.email, 'Refund for order')).toBe(1);
    expect(await mailsTo(shop, user.email, 'Refund started for order')).toBe(0);
    const events = await shop.t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment.id));
    const hooks = events.filter((e) => e.source === 'webhook').map((e) => e.event);
    expect(hooks).toEqual(
      expect.arrayContaining(['refund.pending', 'refund.processing', 'refund.processed']),
    );
    expect(events.filter((e) => e.source === 'webhook').every((e) => e.processedAt !== null)).toBe(true);
    // Every delivery the simulator made got a 200: none was refused as malformed.
    const refundDeliveries = shop.sim.deliveries.filter((d) => d.reference === payment.reference);
    expect(refundDeliveries.every((d) => d.status === 200)).toBe(true);
    // The simulator sent Paystack's shape: no data.id, the amount as a string.
    const processed = refundDeliveries.find((d) => d.event === 'refund.processed');
    const data = (JSON.parse(processed?.body ?? '{}') as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty('id');
    expect(data).toMatchObject({ transaction_reference: payment.reference, amount: expect.any(String) });
  });

  it('Paystack’s own refund.processed sample, aimed at our payment, is 200 and decided by the provider', async () => {
    const { order, payment } = await paidOrder(shop);
    expect((await refund(order.id, 10)).statusCode).toBe(200);
    // The provider has processed it (its own events are dropped here); only the sample tells the shop.
    await webhooksProcessed(shop);
    await shop.sim.settled();
    const sample = example('refund-processed.json');
    const body = JSON.stringify({
      ...sample,
      data: { ...sample.data, transaction_reference: payment.reference, amount: '1000' },
    });
    const res = await post(shop, body);
    expect(res.statusCode).toBe(200);
    await webhooksProcessed(shop);
    const [event] = await shop.t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.dedupKey, `paystack:refund.processed:${payment.reference}:132013318360:1000`));
    expect(event?.processedAt).not.toBeNull();
    expect(event?.paymentId).toBe(payment.id);
    // The provider was asked (the body is not believed): the refund is where the provider says it is.
    const [ours] = await refundsOf(shop, payment.id);
    const atProvider = (await (
      await fetch(`${shop.simUrl}/refund/${ours?.providerRefundId}`, {
        headers: { authorization: `Bearer ${SIMULATOR_SECRET_KEY}` },
      })
    ).json()) as { data: { status: string } };
    expect(atProvider.data.status).toBe('processed');
    expect(ours?.status).toBe('processed');
  });

  it('a needs-attention refund is shown with its next step, never polled, and sent to the customer’s bank once', async () => {
    const { order, payment } = await paidOrder(shop);
    await setWebhooks(shop, { webhook_mode: 'normal', next_refund_outcome: 'needs-attention' });
    expect((await refund(order.id, 20)).statusCode).toBe(200);
    await shop.sim.settled();
    await webhooksProcessed(shop);
    const [waiting] = await refundsOf(shop, payment.id);
    expect(waiting).toMatchObject({ status: 'needs_attention' });
    expect(waiting?.providerNote).toMatch(/bank account/);
    const attention = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: admin.headers,
    });
    expect(attention.json().data.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: waiting?.id, order_id: order.id, amount: 20 })]),
    );
    const retry = (payload: Record<string, string>) =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${waiting?.id}/retry`,
        headers: admin.headers,
        payload,
      });
    expect((await retry({ account_number: '123', bank_id: '9' })).json().message).toMatch(/10 digits/);
    const answers = await Promise.all([
      retry({ account_number: '0123456789', bank_id: '9' }),
      retry({ account_number: '0123456789', bank_id: '9' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // On its way again (or already through: the simulator processes it after a few milliseconds).
    expect(['processing', 'processed']).toContain((await refundsOf(shop, payment.id))[0]?.status);
    await shop.sim.settled();
    await webhooksProcessed(shop);
    expect((await refundsOf(shop, payment.id))[0]?.status).toBe('processed');
    const after = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: admin.headers,
    });
    expect(after.json().data.refunds).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: waiting?.id })]),
    );
  });

  it("a 'processing' read before the refund needed attention does not undo it; after the account is sent it does", async () => {
    const { order, payment } = await paidOrder(shop);
    await setWebhooks(shop, { webhook_mode: 'drop', next_refund_outcome: 'needs-attention' });
    expect((await refund(order.id, 20)).statusCode).toBe(200);
    // The refund's job asks the provider.
    await webhooksProcessed(shop);
    const [ours] = await refundsOf(shop, payment.id);
    const deps = shop.t.app.payments as PaymentDeps;
    const result = (status: 'processing' | 'needs_attention') => ({
      status,
      providerRefundId: ours?.providerRefundId ?? '',
      amountKobo: ours?.amountKobo ?? null,
      reference: null,
      note: status === 'needs_attention' ? 'Paystack needs the customer’s bank account' : null,
    });
    // Two events of one refund, answered in the opposite order to their reads.
    await applyRefundResult(deps, result('needs_attention'), payment.id);
    await applyRefundResult(deps, result('processing'), payment.id);
    expect((await refundsOf(shop, payment.id))[0]?.status).toBe('needs_attention');
    await shop.t.database.db
      .update(refunds)
      .set({ retriedAt: new Date() })
      .where(eq(refunds.id, ours?.id ?? 0));
    await applyRefundResult(deps, result('processing'), payment.id);
    expect((await refundsOf(shop, payment.id))[0]?.status).toBe('processing');
  });
});
