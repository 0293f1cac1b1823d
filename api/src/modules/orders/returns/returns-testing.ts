import type { Order } from 'shared-contracts/schemas/orders';
import { address, addToCart, createProduct, shopper } from '../../../../test/fixtures.js';
import {
  completeAtProvider,
  describePayShop,
  startPayment,
  verify,
  type PayShopSuite,
} from '../../../../test/payments-helpers.js';

/** What the returns tests share: the shop, its admin, and the requests and orders they are made of. */
export type ReturnsSuite = ReturnType<typeof returnsSuite>;

/**
 * The returns tests' frame: one describe per database around a shop wired to the Paystack simulator, its webhooks
 * delivered (a refund's answer comes back as one), with small limits on bank account checks so that a test reaches
 * each of them (the shop's are 5, 10 and 30).
 */
export function describeReturns(title: string, tests: (suite: ReturnsSuite) => void): void {
  describePayShop(title, (suite) => tests(returnsSuite(suite)), {
    config: { bankLookupLimits: { perReturn: 3, perAccountPerHour: 5, perClientPerHour: 8 } },
    keepWebhooks: true,
  });
}

function returnsSuite({ shop, admin }: PayShopSuite) {
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    shop.t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    inject(method, url, admin.headers, payload);

  /** Moves the order through `from`, one admin status change each. */
  async function deliver(orderId: number, from: string[]) {
    for (const status of from) {
      const moved = await shop.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        headers: admin.headers,
        payload: { status },
      });
      if (moved.statusCode !== 200) throw new Error(`status ${status}: ${moved.statusCode} ${moved.body}`);
    }
  }

  /** A delivered order of two lines (2 × ₦5,000 and 1 × ₦3,000), paid online or on delivery. */
  async function deliveredOrder(method: 'pay_now' | 'pay_on_delivery') {
    const who = await shopper(shop.t.app);
    const a = await createProduct(shop.t.app, { price: 5000, stock: 10 });
    const b = await createProduct(shop.t.app, { price: 3000, stock: 10 });
    await addToCart(shop.t.app, who.headers, a.product.id, a.variant.id, 2);
    await addToCart(shop.t.app, who.headers, b.product.id, b.variant.id, 1);
    const placed = await inject('POST', '/api/orders/checkout', who.headers, {
      shipping_address: address,
      payment_method: method,
    });
    if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.statusCode} ${placed.body}`);
    const order = placed.json<{ data: Order }>().data;
    if (method === 'pay_now') {
      const { reference } = await startPayment(shop, order.id, who.headers);
      await completeAtProvider(shop, reference);
      await verify(shop, order.id, reference, who.headers);
      await deliver(order.id, ['processing', 'shipped', 'delivered']);
    } else {
      await deliver(order.id, ['confirmed', 'processing', 'shipped', 'delivered']);
    }
    const lineA = order.items.find((i) => i.variant_id === a.variant.id);
    const lineB = order.items.find((i) => i.variant_id === b.variant.id);
    if (!lineA || !lineB) throw new Error('lines missing');
    return { ...who, order, lineA, lineB, variantA: a.variant.id, variantB: b.variant.id };
  }

  const ask = (orderId: number, headers: Record<string, string>, body: Record<string, unknown>) =>
    inject('POST', `/api/orders/${orderId}/returns`, headers, body);
  const returnsOf = (res: { json: () => unknown }) => (res.json() as { data: Order }).data.returns ?? [];

  return { shop, admin, inject, asAdmin, deliver, deliveredOrder, ask, returnsOf };
}
