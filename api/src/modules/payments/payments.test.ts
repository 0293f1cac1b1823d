import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { onlinePayments, refunds } from './tables.js';
import { expireReservations, reconcilePayments } from './reconcile.js';
import { paymentEvents } from './tables.js';
import { address, addToCart, createProduct, shopper, stockOf } from '../../../test/fixtures.js';
import { buildTestApp, databases } from '../../../test/helpers.js';
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

const webhook = async (shop: PayShop, body: string, signature?: string) => {
  const res = await postWebhook(shop, body, signature);
  await webhooksProcessed(shop);
  return res;
};

/** The body Paystack sends for a successful charge (its id is the transaction's: one per reference). */
const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({
    event: 'charge.success',
    data: { id: `T-${reference}`, reference, amount, currency: 'NGN', status: 'success' },
  });

describe.each(databases)('paying online (%s)', (kind) => {
  let shop: PayShop;
  beforeAll(async () => {
    shop = await payShop(kind);
  }, 60_000);
  afterAll(async () => shop?.close());
  beforeEach(async () => setWebhooks(shop, { webhook_mode: 'drop' }));

  it('holds the stock, pays through the provider, verifies on return: paid, one transaction, one receipt', async () => {
    const { order, headers, user, variantId } = await payNowOrder(shop, { price: 12_000.5, stock: 3 });
    expect(await stockOf(shop.t.app, variantId)).toBe(2);
    expect(Date.parse(order.reserved_until ?? '') - Date.now()).toBeGreaterThan(29 * 60_000);
    const { reference, authorization_url } = await startPayment(shop, order.id, headers);
    expect(reference).toMatch(/^KSW-\d+-[0-9a-f]{16}$/);
    expect(authorization_url).toContain(`${shop.simUrl}/checkout/`);
    const listed = (await (await fetch(`${shop.simUrl}/__simulator/transactions`)).json()) as {
      data: { reference: string }[];
    };
    const initialized = listed.data.find((x) => x.reference === reference);
    // Kobo, exactly: ₦12,000.50 + ₦2,500 shipping.
    expect(initialized).toMatchObject({ requested_amount: 1_450_050, currency: 'NGN' });

    await completeAtProvider(shop, reference, { channel: 'ussd' });
    const res = await verify(shop, order.id, reference, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ payment_status: 'succeeded', order_id: order.id });
    const detail = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
    // A verified payment confirms the order: its timeline moves on from "Order placed".
    expect(detail.json().data).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'pay_now',
      reserved_until: null,
    });
    expect((await ledgerOf(shop, order.id)).map((l) => [l.kind, l.amountKobo])).toEqual([
      ['online', 1_450_050],
    ]);
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
    // Verifying again changes nothing.
    await verify(shop, order.id, reference, headers);
    expect(await ledgerOf(shop, order.id)).toHaveLength(1);
    const mine = await shop.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/payments`, headers });
    expect(mine.json().data.payments).toEqual([
      expect.objectContaining({
        reference,
        status: 'succeeded',
        amount: 14_500.5,
        channel: 'ussd',
        currency: 'NGN',
      }),
    ]);
  });

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

  it('refuses another user’s reference, and a succeeded reference reused for another order', async () => {
    const a = await payNowOrder(shop);
    const { reference } = await startPayment(shop, a.order.id, a.headers);
    await completeAtProvider(shop, reference);
    const b = await payNowOrder(shop);
    expect((await verify(shop, a.order.id, reference, b.headers)).statusCode).toBe(404);
    expect((await verify(shop, b.order.id, reference, b.headers)).statusCode).toBe(404);
    expect((await verify(shop, a.order.id, reference, a.headers)).statusCode).toBe(200);
    // Another order of the same shopper cannot be paid with the first one's reference either.
    const product = await createProduct(shop.t.app, { stock: 2 });
    await addToCart(shop.t.app, a.headers, product.product.id, product.variant.id);
    const second = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: a.headers,
      payload: { shipping_address: address, payment_method: 'pay_now' },
    });
    const secondId = second.json().data.id as number;
    expect((await verify(shop, secondId, reference, a.headers)).statusCode).toBe(404);
    expect((await orderRow(shop, secondId)).paymentStatus).toBe('unpaid');
    expect((await orderRow(shop, b.order.id)).paymentStatus).toBe('unpaid');
    expect((await verify(shop, a.order.id, 'bad ref/..', a.headers)).statusCode).toBe(400);
    // Nor can anyone start paying another's order, or pay online an order placed to pay on delivery.
    const others = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${b.order.id}/pay`,
      headers: a.headers,
    });
    expect(others.statusCode).toBe(404);
    const cod = await createProduct(shop.t.app, { stock: 2 });
    await addToCart(shop.t.app, a.headers, cod.product.id, cod.variant.id);
    const onDelivery = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: a.headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    const cash = await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${onDelivery.json().data.id}/pay`,
      headers: a.headers,
    });
    expect([cash.statusCode, cash.json().message]).toEqual([409, 'This order is not paid online.']);
  });

  it('decline, retry with a new reference, pay', async () => {
    const { order, headers } = await payNowOrder(shop);
    const first = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, first.reference, { outcome: 'failed' });
    expect((await verify(shop, order.id, first.reference, headers)).json().data.payment_status).toBe(
      'failed',
    );
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
    const second = await startPayment(shop, order.id, headers);
    expect(second.reference).not.toBe(first.reference);
    await completeAtProvider(shop, second.reference);
    expect((await verify(shop, order.id, second.reference, headers)).json().data.payment_status).toBe(
      'succeeded',
    );
    expect((await paymentsOf(shop, order.id)).map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    const again = await shop.t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
  });

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
    const rows = await shop.t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? 0));
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
    const rows = await shop.t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? 0));
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
    const rows = await shop.t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? 0));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.providerRefundId).not.toBeNull();
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('unpaid');
    expect(await ledgerOf(shop, order.id)).toHaveLength(0);
  });

  it('an abandoned payment gives its stock back after the timeout, exactly once with two replicas', async () => {
    const { order, headers, variantId } = await payNowOrder(shop, { stock: 4, quantity: 3 });
    await startPayment(shop, order.id, headers);
    expect(await stockOf(shop.t.app, variantId)).toBe(1);
    const deps = shop.t.app.payments;
    if (!deps) throw new Error('payments not configured');
    expect(await expireReservations(deps)).toBe(0);
    await shop.t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    // Two workers at once: the reconciliation and a bare expiry.
    const [, expired] = await Promise.all([reconcilePayments(deps), expireReservations(deps)]);
    await expireReservations(deps);
    expect(expired).toBeLessThanOrEqual(1);
    expect(await stockOf(shop.t.app, variantId)).toBe(4);
    const row = await orderRow(shop, order.id);
    expect([row.status, row.cancelReason]).toEqual(['cancelled', 'Payment was not completed in time']);
    expect((await paymentsOf(shop, order.id)).map((p) => p.status)).toEqual(['abandoned']);
    const pay = await shop.t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers });
    expect(pay.statusCode).toBe(409);
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

  it('the reconciliation settles a payment whose webhook never came', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    await shop.t.database.db
      .update(onlinePayments)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(onlinePayments.reference, reference));
    const deps = shop.t.app.payments;
    if (!deps) throw new Error('payments not configured');
    await reconcilePayments(deps);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
  });

  it('an attempt abandoned by a retry but paid after all is found by the reconciliation and pays the order', async () => {
    const { order, headers, user } = await payNowOrder(shop);
    const first = await startPayment(shop, order.id, headers);
    const second = await startPayment(shop, order.id, headers);
    // The shopper pays on the first attempt's page, still open in another tab; its webhook never comes.
    await completeAtProvider(shop, first.reference);
    await shop.t.database.db
      .update(onlinePayments)
      .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(onlinePayments.reference, first.reference));
    const deps = shop.t.app.payments;
    if (!deps) throw new Error('payments not configured');
    await reconcilePayments(deps);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');
    const byReference = Object.fromEntries(
      (await paymentsOf(shop, order.id)).map((p) => [p.reference, p.status]),
    );
    expect(byReference).toEqual({ [first.reference]: 'succeeded', [second.reference]: 'abandoned' });
    expect(await ledgerOf(shop, order.id)).toHaveLength(1);
    expect(await mailsTo(shop, user.email, 'Payment received')).toBe(1);
  });
});

describe('without a payment provider (as in production without PAYSTACK_SECRET_KEY)', () => {
  it('does not offer pay now and refuses it at checkout, placing no order', async () => {
    const t = await buildTestApp();
    try {
      const options = await t.app.inject({ method: 'GET', url: '/api/payments/options' });
      expect(options.json().data).toEqual({ pay_now: false });
      const { headers, user } = await shopper(t.app);
      const product = await createProduct(t.app, { stock: 2 });
      await addToCart(t.app, headers, product.product.id, product.variant.id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        payload: { shipping_address: address, payment_method: 'pay_now' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Paying online is not available right now. Choose pay on delivery or pay later.',
      );
      expect(await t.app.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
      expect(await stockOf(t.app, product.variant.id)).toBe(2);
    } finally {
      await t.close();
    }
  });
});
