import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SIMULATOR_SECRET_KEY } from 'paystack-simulator';
import { assertProductionReady, loadConfig } from '../../config.js';
import { refunds } from './tables.js';
import type { PaymentDeps } from './deps.js';
import { applyRefundResult } from './refund.js';
import { handleWebhook, processStoredWebhooks, processWebhookEvent } from './webhook.js';
import { paymentDisputes, paymentEvents } from './tables.js';
import { address, addToCart, createProduct, phoneShopper, shopper, stockOf } from '../../../test/fixtures.js';
import { databases } from '../../../test/helpers.js';
import {
  completeAtProvider,
  ledgerOf,
  mailsTo,
  orderRow,
  payNowOrder,
  payShop,
  paymentsOf,
  postWebhook,
  setWebhooks,
  sign,
  startPayment,
  verify,
  webhooksProcessed,
  type PayShop,
} from '../../../test/payments-helpers.js';

const example = (file: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../paystack-simulator/spec/examples/events', file), 'utf8'),
  ) as { event: string; data: Record<string, unknown> };

const post = (shop: PayShop, body: string) => postWebhook(shop, body, sign(body));

const deps = (shop: PayShop): PaymentDeps => {
  const d = shop.t.app.payments;
  if (!d) throw new Error('payments not enabled');
  return d;
};

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** A paid pay-now order (verified on return). */
async function paidOrder(shop: PayShop, price = 5000) {
  const placed = await payNowOrder(shop, { price });
  const { reference } = await startPayment(shop, placed.order.id, placed.headers);
  await completeAtProvider(shop, reference);
  await verify(shop, placed.order.id, reference, placed.headers);
  const [payment] = await paymentsOf(shop, placed.order.id);
  if (!payment) throw new Error('no payment');
  return { ...placed, reference, payment };
}

const refundsOf = (shop: PayShop, paymentId: number) =>
  shop.t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

describe.each(databases)('payments against the real Paystack (%s)', (kind) => {
  let shop: PayShop;
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    shop = await payShop(kind);
    admin = await shopper(shop.t.app, 'ADMIN');
  }, 60_000);
  afterAll(async () => shop?.close());
  beforeEach(async () => setWebhooks(shop, { webhook_mode: 'drop' }));

  const refund = (orderId: number, amount?: number) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: admin.headers,
      payload: amount === undefined ? {} : { amount },
    });
  /** The admin's decision on a payment that needs review. */
  const decide = (paymentId: number | undefined, action: string) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/review`,
      headers: admin.headers,
      payload: { action },
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

  it('records a dispute from create to resolve with its due date; a late reminder does not reopen it', async () => {
    const { order, reference, payment } = await paidOrder(shop);
    await setWebhooks(shop, { webhook_mode: 'normal' });
    const dispute = async (action: string) => {
      const res = await fetch(`${shop.simUrl}/__simulator/transactions/${reference}/dispute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action }),
      });
      expect(res.status).toBe(200);
      await shop.sim.settled();
      await webhooksProcessed(shop);
      return (await res.json()) as { data: Record<string, unknown> };
    };
    const created = await dispute('create');
    const rows = () =>
      shop.t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.paymentId, payment.id));
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'awaiting-merchant-feedback',
        dueAt: new Date(String(created.data.dueAt)),
        resolvedAt: null,
        refundAmountKobo: payment.amountKobo,
      }),
    ]);
    const attention = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: admin.headers,
    });
    expect(attention.json().data.disputes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ order_id: order.id, due_at: created.data.dueAt, resolved_at: null }),
      ]),
    );
    await dispute('remind');
    expect(await rows()).toHaveLength(1);
    const resolved = await dispute('resolve');
    const late = JSON.stringify({
      event: 'charge.dispute.remind',
      data: { ...created.data, updated_at: 'late' },
    });
    expect((await post(shop, late)).statusCode).toBe(200);
    await webhooksProcessed(shop);
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'resolved',
        resolution: 'auto-accepted',
        resolvedAt: expect.any(Date),
      }),
    ]);
    expect(resolved.data.resolvedAt).toBeTruthy();
    const admins = await shop.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/payments`,
      headers: admin.headers,
    });
    expect(admins.json().data.disputes).toEqual([
      expect.objectContaining({ status: 'resolved', due_at: created.data.dueAt }),
    ]);
  });

  it('records a dispute only as Paystack answers GET /dispute/:id: an unknown id, another amount or transaction is refused and logged', async () => {
    const a = await paidOrder(shop);
    const b = await paidOrder(shop);
    // A real dispute on order A, its event not delivered: the forgeries below borrow its data.
    const res = await fetch(`${shop.simUrl}/__simulator/transactions/${a.reference}/dispute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'create' }),
    });
    const real = ((await res.json()) as { data: Record<string, unknown> }).data;
    const transaction = real.transaction as Record<string, unknown>;
    const warned: { obj: object; msg: string }[] = [];
    const watched: PaymentDeps = {
      ...deps(shop),
      log: { warn: (obj, msg) => warned.push({ obj, msg }), info: () => undefined },
    };
    const send = async (data: Record<string, unknown>) => {
      const body = JSON.stringify({ event: 'charge.dispute.create', data });
      const answer = await handleWebhook(watched, Buffer.from(body), { 'x-paystack-signature': sign(body) });
      expect(answer).toMatchObject({ status: 200, eventId: expect.any(Number) });
      return processWebhookEvent(watched, answer.eventId ?? 0);
    };
    const disputesOf = (paymentId: number) =>
      shop.t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.paymentId, paymentId));

    expect(await send({ ...real, id: 424_242, updated_at: 'forged-1' })).toBe(
      'refused: dispute unknown to Paystack',
    );
    expect(
      await send({ ...real, refund_amount: Number(real.refund_amount) * 10, updated_at: 'forged-2' }),
    ).toBe('refused: dispute differs from Paystack');
    expect(
      await send({
        ...real,
        transaction: { ...transaction, reference: b.reference },
        updated_at: 'forged-3',
      }),
    ).toBe('refused: dispute differs from Paystack');
    expect(await disputesOf(a.payment.id)).toEqual([]);
    expect(await disputesOf(b.payment.id)).toEqual([]);
    const attention = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: admin.headers,
    });
    const listed = attention.json().data.disputes as { order_id: number }[];
    expect(listed.map((d) => d.order_id)).not.toEqual(expect.arrayContaining([a.order.id]));
    expect(listed.map((d) => d.order_id)).not.toEqual(expect.arrayContaining([b.order.id]));
    // Each refusal is logged, with the dispute it named.
    expect(warned).toHaveLength(3);
    for (const { obj, msg } of warned) {
      expect(msg).toMatch(/^A dispute webhook was refused: /);
      expect(obj).toMatchObject({ disputeId: expect.any(String), reference: expect.any(String) });
    }
    // The genuine event is recorded, with what Paystack answered.
    expect(await send(real)).toBe('dispute awaiting-merchant-feedback');
    expect(await disputesOf(a.payment.id)).toEqual([
      expect.objectContaining({
        providerDisputeId: String(real.id),
        status: 'awaiting-merchant-feedback',
        refundAmountKobo: a.payment.amountKobo,
      }),
    ]);
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
