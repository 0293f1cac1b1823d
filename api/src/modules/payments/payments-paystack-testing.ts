import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentDeps } from './deps.js';
import {
  completeAtProvider,
  payNowOrder,
  paymentsOf,
  postWebhook,
  sign,
  startPayment,
  verify,
  type PayShop,
} from '../../../test/payments-helpers.js';

/** Shared by the tests against the real Paystack: its sample events, signed posts, and paid orders. */
export const example = (file: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../paystack-simulator/spec/examples/events', file), 'utf8'),
  ) as { event: string; data: Record<string, unknown> };

export const post = (shop: PayShop, body: string) => postWebhook(shop, body, sign(body));

export const deps = (shop: PayShop): PaymentDeps => {
  const d = shop.t.app.payments;
  if (!d) throw new Error('payments not enabled');
  return d;
};

/** A paid pay-now order (verified on return). */
export async function paidOrder(shop: PayShop, price = 5000) {
  const placed = await payNowOrder(shop, { price });
  const { reference } = await startPayment(shop, placed.order.id, placed.headers);
  await completeAtProvider(shop, reference);
  await verify(shop, placed.order.id, reference, placed.headers);
  const [payment] = await paymentsOf(shop, placed.order.id);
  if (!payment) throw new Error('no payment');
  return { ...placed, reference, payment };
}
