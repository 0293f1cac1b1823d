import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildSimulator, SIMULATOR_SECRET_KEY, type Simulator } from 'paystack-simulator';
import type { AppConfig } from '../src/config.js';
import { orders } from '../src/db/schema.js';
import { onlinePayments, payments, refunds } from '../src/modules/payments/index.js';
import { address, addToCart, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type DatabaseKind, type TestApp, type TestDatabase } from './helpers.js';
import { jobsSettled } from './jobs-helpers.js';
import { waitForMails } from './outbox.js';

export interface PayShop {
  t: TestApp;
  sim: Simulator;
  simUrl: string;
  close(): Promise<void>;
}

/**
 * The API, listening, wired to a real Paystack simulator (its webhooks come back over HTTP); the reconciliation
 * interval is an hour, so tests run it themselves.
 */
export async function payShop(
  kind: DatabaseKind,
  config: Partial<AppConfig> = {},
  database?: TestDatabase,
): Promise<PayShop> {
  const sim = buildSimulator({ retryDelaysMs: [50, 100], refundDelayMs: 20 });
  const simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  const t = await buildTestApp({
    kind,
    ...(database ? { database } : {}),
    config: {
      paystackBaseUrl: simUrl,
      paystackSecretKey: SIMULATOR_SECRET_KEY,
      appUrl: 'http://shop.test',
      paymentReconcileMinutes: 0,
      paymentTimeoutMs: 30 * 60_000,
      ...config,
    },
  });
  const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim.setWebhookUrl(`${apiUrl}/api/payments/paystack/webhook`);
  const shop: PayShop = {
    t,
    sim,
    simUrl,
    async close() {
      await sim.settled();
      await webhooksProcessed(shop);
      await t.close();
      await sim.app.close();
    },
  };
  return shop;
}

/** What a suite of `describePayShop` gets: its shop and an admin of it, both read once `beforeAll` has built them. */
export interface PayShopSuite {
  shop: PayShop;
  admin: { headers: Record<string, string> };
}

/**
 * One describe per database (`title (pglite)`, …) around one PayShop and an admin, built before its tests and closed
 * after. Unless `keepWebhooks`, the simulator drops its webhooks before each test, so a test posts the ones it
 * means. The suite's shop and admin stand for the ones `beforeAll` builds: read them inside hooks and tests.
 */
export function describePayShop(
  title: string,
  tests: (suite: PayShopSuite) => void,
  options: { config?: Partial<AppConfig>; keepWebhooks?: boolean } = {},
): void {
  describe.each(databases)(`${title} (%s)`, (kind) => {
    let built: PayShop | undefined;
    let admin: PayShopSuite['admin'] | undefined;
    const current = <T>(value: T | undefined): T => {
      if (value === undefined)
        throw new Error('the shop is built in beforeAll: read it inside a hook or a test');
      return value;
    };
    beforeAll(async () => {
      built = await payShop(kind, options.config);
      admin = await shopper(built.t.app, 'ADMIN');
    }, 60_000);
    afterAll(async () => built?.close());
    if (!options.keepWebhooks) beforeEach(async () => setWebhooks(current(built), { webhook_mode: 'drop' }));
    tests({
      shop: {
        get t() {
          return current(built).t;
        },
        get sim() {
          return current(built).sim;
        },
        get simUrl() {
          return current(built).simUrl;
        },
        close: () => current(built).close(),
      },
      admin: {
        get headers() {
          return current(admin).headers;
        },
      },
    });
  });
}

export const sign = (body: string) => createHmac('sha512', SIMULATOR_SECRET_KEY).update(body).digest('hex');

/** A webhook as Paystack posts it, signed with `signature` (none when undefined); answered, not yet processed. */
export const postWebhook = (shop: PayShop, body: string, signature: string | undefined) =>
  shop.t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });

/** A shopper with a pay-now order for one product (stock `stock`), and the helpers to pay it. */
export async function payNowOrder(shop: PayShop, { price = 5000, stock = 3, quantity = 1 } = {}) {
  const { t } = shop;
  const who = await shopper(t.app);
  const product = await createProduct(t.app, { price, stock });
  await addToCart(t.app, who.headers, product.product.id, product.variant.id, quantity);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers: who.headers,
    payload: { shipping_address: address, payment_method: 'pay_now' },
  });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const order = res.json().data as {
    id: number;
    number: string;
    total: number;
    reserved_until: string | null;
  };
  return { ...who, order, variantId: product.variant.id };
}

export async function startPayment(shop: PayShop, orderId: number, headers: Record<string, string>) {
  const res = await shop.t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers });
  if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
  return res.json().data as { reference: string; authorization_url: string };
}

/** Pays (or declines…) at the simulator without its page; `amount`/`currency` are what was really charged. */
export async function completeAtProvider(
  shop: PayShop,
  reference: string,
  body: {
    outcome?: 'success' | 'failed' | 'abandoned';
    amount?: number;
    currency?: string;
    channel?: string;
  } = {},
) {
  const res = await fetch(`${shop.simUrl}/__simulator/transactions/${reference}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success', ...body }),
  });
  if (!res.ok) throw new Error(`complete: ${res.status} ${await res.text()}`);
}

export async function setWebhooks(shop: PayShop, controls: Record<string, unknown>) {
  await fetch(`${shop.simUrl}/__simulator/controls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(controls),
  });
}

export const verify = (shop: PayShop, orderId: number, reference: string, headers: Record<string, string>) =>
  shop.t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payments/verify`,
    headers,
    payload: { reference },
  });

export async function orderRow(shop: PayShop, orderId: number) {
  const [row] = await shop.t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

export const ledgerOf = (shop: PayShop, orderId: number) =>
  shop.t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

export const paymentsOf = (shop: PayShop, orderId: number) =>
  shop.t.database.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));

export const refundsOf = (shop: PayShop, paymentId: number) =>
  shop.t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

/** Receipts mailed to `to` so far (after a short wait for any still being written). */
export async function mailsTo(shop: PayShop, to: string, subjectStart: string): Promise<number> {
  await webhooksProcessed(shop);
  await jobsSettled(shop.t.app);
  try {
    const mails = await waitForMails(shop.t.config.mailDir, { to, atLeast: 0, looks: 1 });
    return mails.filter((m) => (m as { subject?: string }).subject?.startsWith(subjectStart)).length;
  } catch {
    return 0;
  }
}

/** Waits until the webhooks answered so far have been processed (they are, just after their 200). */
export async function webhooksProcessed(shop: PayShop): Promise<void> {
  // Refunds and mails are jobs; a refund job's request makes the simulator send a webhook, and a webhook a job. So
  // until a round sends no new webhook: the simulator's deliveries, the API's work on them, the jobs, and again.
  const background = shop.t.app.payments?.background;
  let delivered: number;
  do {
    delivered = shop.sim.deliveries.length;
    await shop.sim.settled();
    while (background && background.size > 0) await Promise.all([...background]);
    await jobsSettled(shop.t.app);
    await shop.sim.settled();
  } while (shop.sim.deliveries.length !== delivered || (background && background.size > 0));
}
