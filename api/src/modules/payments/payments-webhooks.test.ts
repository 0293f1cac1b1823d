import { eq } from 'drizzle-orm';
import { onlinePayments, paymentEvents } from './tables.js';
import { shopper } from '../../../test/fixtures.js';
import {
  completeAtProvider,
  describePayShop,
  ledgerOf,
  mailsTo,
  orderRow,
  paymentsOf,
  payNowOrder,
  setWebhooks,
  sign,
  startPayment,
  verify,
  webhooksProcessed,
} from '../../../test/payments-helpers.js';
import { chargeSuccess, webhook } from './payments-testing.js';

describePayShop('paying online', ({ shop }) => {
  it('answers 401 to a missing, forged or after-signing-changed signature, and changes nothing', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = chargeSuccess(reference, Math.round(order.total * 100));
    const forged = sign(body).replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const changed = body.replace('"currency":"NGN"', '"currency":"NGN","x":1');
    for (const res of [
      await webhook(shop, body),
      await webhook(shop, body, forged),
      await webhook(shop, body, 'not hex'),
      await webhook(shop, changed, sign(body)),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
    expect((await paymentsOf(shop, order.id)).map((p) => p.status)).toEqual(['pending']);
    // The signed original is accepted (and verified with the provider before the order is paid).
    expect((await webhook(shop, body, sign(body))).statusCode).toBe(200);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
  });

  it('keeps only that a forged webhook came and its size, never its body, and limits them per address', async () => {
    const limit = shop.t.config.webhookRateLimitMax;
    const before = await shop.t.database.db.select().from(paymentEvents);
    const big = JSON.stringify({ event: 'charge.success', data: { padding: 'x'.repeat(64 * 1024) } });
    const statuses: number[] = [];
    for (let i = 0; i < limit + 10; i += 1) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'f'.repeat(128) },
        payload: big,
        remoteAddress: '203.0.113.51',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(10).fill(429));
    const after = await shop.t.database.db.select().from(paymentEvents);
    const stored = after.filter((event) => !before.some((old) => old.id === event.id));
    expect(stored).toHaveLength(limit);
    for (const event of stored)
      expect(event).toMatchObject({
        event: 'unsigned',
        rawBody: null,
        signatureValid: false,
        outcome: `refused: bad signature, ${Buffer.byteLength(big)} bytes`,
      });
    // The provider, elsewhere, is still heard.
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = chargeSuccess(reference, Math.round(order.total * 100));
    expect((await webhook(shop, body, sign(body))).statusCode).toBe(200);
  });

  it('the same webhook 10 times at once: one paid order, one receipt, one transaction', async () => {
    const { order, headers, user } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = chargeSuccess(reference, Math.round(order.total * 100));
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(shop, body, sign(body))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
    expect(await ledgerOf(shop, order.id)).toHaveLength(1);
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
  });

  it('a webhook and the return’s verify racing: one effect', async () => {
    const { order, headers, user } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = chargeSuccess(reference, Math.round(order.total * 100));
    const [hook, back] = await Promise.all([
      webhook(shop, body, sign(body)),
      verify(shop, order.id, reference, headers),
    ]);
    expect([hook.statusCode, back.statusCode]).toEqual([200, 200]);
    expect(back.json().data.payment_status).toBe('succeeded');
    expect(await ledgerOf(shop, order.id)).toHaveLength(1);
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
  });

  it('the webhook from the simulator, duplicated and retried, reaches the same state', async () => {
    await setWebhooks(shop, { webhook_mode: 'duplicate' });
    const { order, headers, user } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    await shop.sim.settled();
    await webhooksProcessed(shop);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
    expect(await ledgerOf(shop, order.id)).toHaveLength(1);
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
  });

  it.each([
    ['a lower amount', { amount: 100 }, /charged 100 kobo, less than/],
    ['USD', { currency: 'USD' }, /paid in USD, not NGN/],
  ])(
    'a success with %s is not paid but needs_review, listed for the admin',
    async (_what, charged, reason) => {
      const { order, headers } = await payNowOrder(shop);
      const { reference } = await startPayment(shop, order.id, headers);
      await completeAtProvider(shop, reference, charged);
      const res = await verify(shop, order.id, reference, headers);
      expect(res.json().data.payment_status).toBe('needs_review');
      expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
      expect(await ledgerOf(shop, order.id)).toHaveLength(0);
      const [payment] = await paymentsOf(shop, order.id);
      expect(payment?.reason).toMatch(reason);
      const admin = await shopper(shop.t.app, 'ADMIN');
      const review = await shop.t.app.inject({
        method: 'GET',
        url: '/api/admin/payments/review',
        headers: admin.headers,
      });
      expect(review.json().data).toEqual(
        expect.arrayContaining([expect.objectContaining({ order_id: order.id, reference })]),
      );
    },
  );

  it('a webhook whose body claims more than was paid is not believed: the provider’s verify decides', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference, { amount: 100 });
    // A correctly signed body that says the full amount: the verify says 100 kobo.
    const body = chargeSuccess(reference, Math.round(order.total * 100));
    expect((await webhook(shop, body, sign(body))).statusCode).toBe(200);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
    expect((await paymentsOf(shop, order.id))[0]?.status).toBe('needs_review');
  });

  it('a provider transaction already recorded for another payment needs review (test and live keys mixed)', async () => {
    const a = await payNowOrder(shop);
    const first = await startPayment(shop, a.order.id, a.headers);
    await completeAtProvider(shop, first.reference);
    await verify(shop, a.order.id, first.reference, a.headers);
    const b = await payNowOrder(shop);
    const second = await startPayment(shop, b.order.id, b.headers);
    await completeAtProvider(shop, second.reference);
    const listed = (await (await fetch(`${shop.simUrl}/__simulator/transactions`)).json()) as {
      data: { reference: string; id: number }[];
    };
    const providerId = String(listed.data.find((x) => x.reference === second.reference)?.id);
    await shop.t.database.db
      .update(onlinePayments)
      .set({ providerId })
      .where(eq(onlinePayments.reference, first.reference));
    const res = await verify(shop, b.order.id, second.reference, b.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment_status).toBe('needs_review');
    expect((await paymentsOf(shop, b.order.id))[0]?.reason).toMatch(/already recorded for payment KSW-/);
    expect((await orderRow(shop, b.order.id)).paymentStatus).toBe('unpaid');
  });

  it('raw bytes: a payload with \\/ and non-ASCII text still verifies', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = `{"event":"charge.success","data":{"id":77,"reference":"${reference}","amount":${Math.round(order.total * 100)},"currency":"NGN","metadata":{"note":"Ọjà \\/ ₦ — ẹ ṣé"}}}`;
    const res = await webhook(shop, body, sign(Buffer.from(body, 'utf8').toString('utf8')));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
    const [event] = await shop.t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.dedupKey, 'paystack:charge.success:77'));
    expect(event).toMatchObject({ signatureValid: true, rawBody: body });
  });
});
