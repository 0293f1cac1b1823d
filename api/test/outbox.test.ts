import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Order } from 'shared-contracts/schemas/orders';
import { ProviderError } from '../src/lib/payments/provider.js';
import { placeOrder } from '../src/modules/checkout/index.js';
import { RefundFateUnknownError, runRefundJob, sendPendingRefunds } from '../src/modules/payments/index.js';
import { codeAttempts } from '../src/modules/promotions/index.js';
import { address, addToCart, createProduct, shopper } from './fixtures.js';
import { databases, rowsOf } from './helpers.js';
import { jobsSettled } from './jobs-helpers.js';
import { waitForMails } from './outbox.js';
import { completeAtProvider, payShop, startPayment, verify, type PayShop } from './payments-helpers.js';

describe.each(databases)('the outbox (%s)', (kind) => {
  let shop: PayShop;
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    shop = await payShop(kind);
    admin = await shopper(shop.t.app, 'ADMIN');
  }, 60_000);
  afterAll(async () => shop?.close());

  const app = () => shop.t.app;
  const mailFiles = () => {
    try {
      return readdirSync(shop.t.config.mailDir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
  };
  const mailsTo = async (to: string, subjectStart: string) =>
    (await waitForMails(shop.t.config.mailDir, { to, atLeast: 0, looks: 1 }).catch(() => [])).filter((m) =>
      m.subject?.startsWith(subjectStart),
    );
  const jobsTable = () => sql.raw(`"${app().jobs.queue.schema}".job`);

  async function cartOf(price = 2000) {
    const who = await shopper(app());
    const { product, variant } = await createProduct(app(), { price, stock: 5 });
    await addToCart(app(), who.headers, product.id, variant.id, 1);
    return who;
  }

  it('queues no receipt for a checkout whose transaction fails after it was queued', async () => {
    const who = await cartOf();
    const before = mailFiles().length;
    await expect(
      app().db.transaction(async (tx) => {
        await placeOrder(
          tx,
          who.user.id,
          { shipping_address: { ...address, state: 'Lagos' }, payment_method: 'pay_on_delivery' },
          {
            codes: codeAttempts(app().counters, app().config.promoCodeLimits, {
              userId: who.user.id,
              address: '127.0.0.1',
            }),
            jobs: app().jobs,
          },
        );
        throw new Error('the transaction failed after checkout');
      }),
    ).rejects.toThrow('the transaction failed after checkout');
    await jobsSettled(app());
    const rows = await rowsOf<{ n: number }>(
      app().db,
      sql`select count(*)::int as n from ${jobsTable()} where name = 'mail' and data->>'kind' = 'order-placed'
        and (data->>'orderId')::int not in (select id from orders)`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(mailFiles().length).toBe(before);
    expect(await mailsTo(who.user.email, 'Order ')).toHaveLength(0);
  });

  it('sends the receipt of a committed checkout after the mailer failed, and once though its job runs twice', async () => {
    const who = await cartOf();
    // The mail server is down for the first attempt: the job is retried (the old way lost the mail).
    const mailer = app().mailer;
    const send = mailer.send.bind(mailer);
    let refused = 0;
    mailer.send = async (mail) => {
      if (mail.to === who.user.email && refused === 0) {
        refused += 1;
        throw new Error('SMTP unavailable');
      }
      return send(mail);
    };
    try {
      const placed = await app().inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers: who.headers,
        payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
      });
      expect(placed.statusCode).toBe(201);
      const order = placed.json<{ data: Order }>().data;
      await jobsSettled(app());
      expect(refused).toBe(1);
      // Retried without its delay, as the admin's retry does.
      const rows = await rowsOf<{ id: string; state: string }>(
        app().db,
        sql`select id, state from ${jobsTable()} where name = 'mail' and data->>'kind' = 'order-placed'
          and (data->>'orderId')::int = ${order.id}`,
      );
      expect(rows).toHaveLength(1);
      const jobId = rows[0]!.id;
      await app().db.execute(sql`update ${jobsTable()} set start_after = now() where id = ${jobId}`);
      await jobsSettled(app());
      expect(await mailsTo(who.user.email, `Order ${order.number} placed`)).toHaveLength(1);

      // A worker that died after the mailer took the mail but before the job was marked done: it runs again.
      await app().db.execute(
        sql`update ${jobsTable()} set state = 'created', completed_on = null, start_after = now() where id = ${jobId}`,
      );
      await jobsSettled(app());
      const [again] = await rowsOf<{ state: string }>(
        app().db,
        sql`select state from ${jobsTable()} where id = ${jobId}`,
      );
      expect(again?.state).toBe('completed');
      expect(await mailsTo(who.user.email, `Order ${order.number} placed`)).toHaveLength(1);
    } finally {
      mailer.send = send;
    }
  });

  it('refunds an approved return once when its refund job is retried after its worker died mid-call', async () => {
    const who = await shopper(app());
    const { product, variant } = await createProduct(app(), { price: 5000, stock: 5 });
    await addToCart(app(), who.headers, product.id, variant.id, 1);
    const placed = await app().inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: who.headers,
      payload: { shipping_address: address, payment_method: 'pay_now' },
    });
    const order = placed.json<{ data: Order }>().data;
    const { reference } = await startPayment(shop, order.id, who.headers);
    await completeAtProvider(shop, reference);
    await verify(shop, order.id, reference, who.headers);
    for (const status of ['processing', 'shipped', 'delivered'])
      await app().inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: admin.headers,
        payload: { status },
      });
    const line = order.items[0]!;
    const asked = await app().inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: who.headers,
      payload: { lines: [{ order_item_id: line.id, quantity: 1 }], reason: 'damaged' },
    });
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json<{ data: { returns: { id: number }[] } }>().data.returns[0]!.id;
    const step = (path: string, payload: object) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/returns/${returnId}/${path}`,
        headers: admin.headers,
        payload,
      });
    const approved = await step('approve', { method: 'courier' });
    expect(approved.statusCode).toBe(200);
    const returnLine = approved.json<{ data: { lines: { id: number }[] } }>().data.lines[0]!;
    expect((await step('receive', { lines: [{ id: returnLine.id, resellable: true }] })).statusCode).toBe(
      200,
    );

    // Paystack takes the refund, and the worker dies before it hears the answer.
    const deps = app().payments!;
    const refund = deps.provider.refund.bind(deps.provider);
    let asks = 0;
    deps.provider.refund = async (input) => {
      asks += 1;
      await refund(input);
      if (asks === 1) throw new Error('worker killed');
      throw new ProviderError('unexpected second ask', 400);
    };
    try {
      expect((await step('refund', {})).statusCode).toBe(200);
      await jobsSettled(app());
      expect(asks).toBe(1);
      const [row] = await rowsOf<{ id: number }>(
        app().db,
        sql`select refund_id as id from returns where id = ${returnId}`,
      );
      const refundId = Number(row!.id);
      // Its retry, and the reconciliation's net, never ask Paystack again.
      await expect(runRefundJob(deps, refundId)).rejects.toBeInstanceOf(RefundFateUnknownError);
      await sendPendingRefunds(deps, order.id);
      expect(asks).toBe(1);
    } finally {
      deps.provider.refund = refund;
    }
  });
});
