import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { onlinePayments } from './tables.js';
import { expireReservations, reconcilePayments } from './reconcile.js';
import { address, addToCart, createProduct, shopper, stockOf } from '../../../test/fixtures.js';
import { buildTestApp } from '../../../test/helpers.js';
import {
  completeAtProvider,
  describePayShop,
  ledgerOf,
  mailsTo,
  orderRow,
  paymentsOf,
  payNowOrder,
  startPayment,
  verify,
} from '../../../test/payments-helpers.js';

describePayShop('paying online', ({ shop }) => {
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

  it('an abandoned payment gives its stock back after the timeout, exactly once with two replicas', async () => {
    const { order, headers, variantId } = await payNowOrder(shop, { stock: 4, quantity: 3 });
    await startPayment(shop, order.id, headers);
    expect(await stockOf(shop.t.app, variantId)).toBe(1);
    const deps = shop.t.app.payments;
    if (!deps) throw new Error('payments not configured');
    expect(await expireReservations(deps)).toBe(0);
    const generation = await shop.t.app.catalogGeneration.current();
    await shop.t.database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    // Two workers at once: the reconciliation and a bare expiry.
    const [, expired] = await Promise.all([reconcilePayments(deps), expireReservations(deps)]);
    await expireReservations(deps);
    expect(expired).toBeLessThanOrEqual(1);
    expect(await stockOf(shop.t.app, variantId)).toBe(4);
    // The catalogue's cached answers move on: the website shows the stock given back at once.
    expect(await shop.t.app.catalogGeneration.current()).toBeGreaterThan(generation);
    const row = await orderRow(shop, order.id);
    expect([row.status, row.cancelReason]).toEqual(['cancelled', 'Payment was not completed in time']);
    expect((await paymentsOf(shop, order.id)).map((p) => p.status)).toEqual(['abandoned']);
    const pay = await shop.t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay`, headers });
    expect(pay.statusCode).toBe(409);
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
