import { eq } from 'drizzle-orm';
import { assertProductionReady, loadConfig } from '../../config.js';
import type { PaymentDeps } from './deps.js';
import { handleWebhook, processStoredWebhooks, processWebhookEvent } from './webhook.js';
import { paymentEvents } from './tables.js';
import { address, addToCart, createProduct, phoneShopper, stockOf } from '../../../test/fixtures.js';
import { until } from '../../../test/helpers.js';
import {
  completeAtProvider,
  describePayShop,
  ledgerOf,
  mailsTo,
  orderRow,
  paymentsOf,
  payNowOrder,
  refundsOf,
  sign,
  startPayment,
  verify,
} from '../../../test/payments-helpers.js';
import { deps, post } from './payments-paystack-testing.js';

describePayShop('payments against the real Paystack', ({ shop, admin }) => {
  /** The admin's decision on a payment that needs review. */
  const decide = (paymentId: number | undefined, action: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/review`,
      headers: admin.headers,
      payload: { action },
    });

  it('a success whose amount includes the fee passed to the customer is paid on requested_amount; the fee is kept', async () => {
    const { order, headers } = await payNowOrder(shop, { price: 3000 });
    const { reference } = await startPayment(shop, order.id, headers);
    const owed = Math.round(order.total * 100);
    await completeAtProvider(shop, reference, { amount: owed + 6_050 });
    const res = await verify(shop, order.id, reference, headers);
    expect(res.json().data.payment_status).toBe('succeeded');
    const [payment] = await paymentsOf(shop, order.id);
    expect(payment).toMatchObject({
      requestedKobo: BigInt(owed),
      chargedKobo: BigInt(owed + 6_050),
      feesKobo: 6_050n,
    });
    expect((await ledgerOf(shop, order.id)).map((l) => l.amountKobo)).toEqual([owed]);
  });

  it('answers 200 once the signed event is stored, even when the provider cannot be reached; processes it later', async () => {
    const { order, headers, user } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: `T-${reference}`, reference, amount: Math.round(order.total * 100), status: 'success' },
    });
    const real = deps(shop);
    const down: PaymentDeps = {
      ...real,
      provider: {
        ...real.provider,
        verify: () => Promise.reject(new Error('connect ECONNREFUSED')),
      },
    };
    const answer = await handleWebhook(down, Buffer.from(body), { 'x-paystack-signature': sign(body) });
    expect(answer).toMatchObject({ status: 200, eventId: expect.any(Number) });
    expect(await processWebhookEvent(down, answer.eventId ?? 0)).toBe('error');
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
    // A repeat while it waits is a duplicate; the stored event is retried once its back-off has passed.
    expect((await post(shop, body)).json().message).toBe('Duplicate event.');
    await shop.t.database.db
      .update(paymentEvents)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(paymentEvents.id, answer.eventId ?? 0));
    await processStoredWebhooks(real);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
  });

  it('a stored event left by a replica that died is processed exactly once by two replicas racing, and again changes nothing', async () => {
    const { order, headers, user } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: `T-${reference}`, reference, amount: Math.round(order.total * 100), status: 'success' },
    });
    // Stored and answered, then the replica died before processing it.
    const answer = await handleWebhook(deps(shop), Buffer.from(body), { 'x-paystack-signature': sign(body) });
    const id = answer.eventId ?? 0;
    const outcomes = await Promise.all([
      processWebhookEvent(deps(shop), id),
      processStoredWebhooks(deps(shop)),
    ]);
    expect(outcomes.filter((o) => o === 'paid' || o === 1)).toHaveLength(1);
    const [event] = await shop.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
    expect(event).toMatchObject({ outcome: 'paid', attempts: 1, paymentId: expect.any(Number) });
    expect(event?.processedAt).not.toBeNull();
    // Died after its effect, before it was marked processed: taken up again, it changes nothing more.
    await shop.t.database.db
      .update(paymentEvents)
      .set({ processedAt: null, claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(paymentEvents.id, id));
    await Promise.all([processStoredWebhooks(deps(shop)), processStoredWebhooks(deps(shop))]);
    await until(async () => {
      const [row] = await shop.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
      return row?.processedAt != null;
    }, 'the event processed');
    expect(await ledgerOf(shop, order.id)).toHaveLength(1);
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
    expect((await paymentsOf(shop, order.id))[0]?.status).toBe('succeeded');
  });

  it('a payment that needs review: the admin accepts it once of two at once, logged; the order is paid', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference, { currency: 'USD' });
    await verify(shop, order.id, reference, headers);
    const [payment] = await paymentsOf(shop, order.id);
    expect(payment?.status).toBe('needs_review');
    expect((await decide(payment?.id, 'keep')).statusCode).toBe(400);
    const answers = await Promise.all([decide(payment?.id, 'accept'), decide(payment?.id, 'refund')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const accepted = answers[0]?.statusCode === 200;
    const row = await orderRow(shop, order.id);
    expect(row.paymentStatus).toBe(accepted ? 'paid' : 'unpaid');
    expect(await ledgerOf(shop, order.id)).toHaveLength(accepted ? 1 : 0);
    const logged = (answers.find((a) => a.statusCode === 200)?.json().data.events ?? []) as {
      source: string;
      event: string;
    }[];
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'admin', event: accepted ? 'review accept' : 'review refund' }),
      ]),
    );
  });

  it('a payment that needs review: refunding gives back what was charged; cancelling also cancels the order and restocks', async () => {
    const refundedOne = await payNowOrder(shop, { stock: 4 });
    const first = await startPayment(shop, refundedOne.order.id, refundedOne.headers);
    await completeAtProvider(shop, first.reference, { amount: 100 });
    await verify(shop, refundedOne.order.id, first.reference, refundedOne.headers);
    const [lower] = await paymentsOf(shop, refundedOne.order.id);
    const refundIt = await decide(lower?.id, 'refund');
    expect(refundIt.statusCode).toBe(200);
    expect((await refundsOf(shop, lower?.id ?? 0)).map((r) => r.amountKobo)).toEqual([100n]);
    expect((await orderRow(shop, refundedOne.order.id)).status).not.toBe('cancelled');

    const cancelled = await payNowOrder(shop, { stock: 4 });
    const second = await startPayment(shop, cancelled.order.id, cancelled.headers);
    await completeAtProvider(shop, second.reference, { currency: 'USD' });
    await verify(shop, cancelled.order.id, second.reference, cancelled.headers);
    const [usd] = await paymentsOf(shop, cancelled.order.id);
    const cancelIt = await decide(usd?.id, 'cancel');
    expect(cancelIt.statusCode).toBe(200);
    const row = await orderRow(shop, cancelled.order.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(shop.t.app, cancelled.variantId)).toBe(4);
    expect((await refundsOf(shop, usd?.id ?? 0)).map((r) => r.amountKobo)).toEqual([usd?.amountKobo]);
  });

  it('a shopper signed in with a phone alone pays by card: Paystack is given the shop’s address for the number', async () => {
    const { t } = shop;
    const { phone, headers } = await phoneShopper(t.app);
    const { product, variant } = await createProduct(t.app, { price: 7_500, stock: 2 });
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: { ...address, phone }, payment_method: 'pay_now' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ data: { id: number } }>().data;
    const { reference, authorization_url } = await startPayment(shop, order.id, headers);
    expect(authorization_url).toContain(shop.simUrl);
    const listed = (await (await fetch(`${shop.simUrl}/__simulator/transactions`)).json()) as {
      data: { reference: string; customer: { email: string } }[];
    };
    const sent = listed.data.find((tx) => tx.reference === reference);
    // The same address every time for the number (Paystack keys its customers by email), at the shop's own domain.
    expect(sent?.customer.email).toBe(`phone-${phone.slice(1)}@shop.test`);
    await completeAtProvider(shop, reference, { channel: 'card' });
    const verified = await verify(shop, order.id, reference, headers);
    expect(verified.statusCode).toBe(200);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
    expect((await paymentsOf(shop, order.id)).map((p) => [p.status, p.channel])).toEqual([
      ['succeeded', 'card'],
    ]);
  });

  it('the simulator’s payment statuses: pending and its kin keep the attempt open, reversed fails it', async () => {
    for (const [status, expected] of [
      ['ongoing', 'pending'],
      ['pending', 'pending'],
      ['processing', 'pending'],
      ['queued', 'pending'],
      ['abandoned', 'pending'],
      ['failed', 'failed'],
      ['reversed', 'failed'],
    ] as const) {
      const { order, headers } = await payNowOrder(shop);
      const { reference } = await startPayment(shop, order.id, headers);
      await completeAtProvider(shop, reference, { outcome: status as 'failed' });
      const res = await verify(shop, order.id, reference, headers);
      expect([status, res.json().data.payment_status]).toEqual([status, expected]);
    }
  });
});

describe('APP_URL in production', () => {
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    RELEASE_TOKEN_SECRET: 'y'.repeat(40),
    ADMIN_PASSWORD: 'A-real-admin-password-1',
    USSD_CALLBACK_KEY: 'u'.repeat(40),
    PAYSTACK_SECRET_KEY: 'sk_live_xxx',
  };
  it('refuses to start with a Paystack key and no public https APP_URL', () => {
    for (const appUrl of [
      undefined,
      'http://localhost:3000',
      'http://shop.example.ng',
      'https://localhost',
    ]) {
      expect(() =>
        assertProductionReady(loadConfig({ ...env, ...(appUrl ? { APP_URL: appUrl } : {}) })),
      ).toThrow(/APP_URL must be set/);
    }
    expect(() =>
      assertProductionReady(loadConfig({ ...env, APP_URL: 'https://shop.example.ng' })),
    ).not.toThrow();
    // Without pay now the callback is not needed.
    const { PAYSTACK_SECRET_KEY: _key, ...noKey } = env;
    expect(() => assertProductionReady(loadConfig(noKey))).not.toThrow();
  });
});
