import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Order } from 'shared-contracts/schemas/orders';
import { lineRefundKobo, type AdminReturn, type OrderReturn } from 'shared-contracts/schemas/returns';
import { orderItems, orders } from '../../../db/schema.js';
import { shopSettings } from '../../settings/index.js';
import { multipartBody, PNG_1PX } from '../../../../test/admin-helpers.js';
import { address, addToCart, createProduct, shopper, stockOf } from '../../../../test/fixtures.js';
import { waitForMails } from '../../../../test/outbox.js';
import { mailsTo, paymentsOf, refundsOf, webhooksProcessed } from '../../../../test/payments-helpers.js';
import { describeReturns } from './returns-testing.js';

describe('lineRefundKobo', () => {
  it('splits what the line paid evenly, the remainder on the last unit', () => {
    // 3 × ₦10.00 less a ₦1.00 discount: ₦29.00 paid.
    expect(lineRefundKobo(1000, 3, 100, 1)).toBe(966);
    expect(lineRefundKobo(1000, 3, 100, 2)).toBe(1932);
    expect(lineRefundKobo(1000, 3, 100, 3)).toBe(2900);
    expect(lineRefundKobo(500, 2, 0, 1)).toBe(500);
  });
});

describeReturns('returns', ({ shop, admin, inject, asAdmin, deliver, deliveredOrder, ask, returnsOf }) => {
  it('a shopper returns one line of a paid-online order with a photo; the shop approves, receives and refunds exactly its share, once', async () => {
    const { order, headers, user, lineA, lineB, variantA } = await deliveredOrder('pay_now');
    // The line's discount is taken off what it gives back (₦10,000 less ₦1,000.01 over 2 units).
    await shop.t.database.db
      .update(orderItems)
      .set({ discountKobo: 100_001 })
      .where(eq(orderItems.id, lineA.id));

    const asked = await ask(order.id, headers, {
      lines: [{ order_item_id: lineA.id, quantity: 1 }],
      reason: 'damaged',
      note: 'The screen is cracked',
    });
    expect(asked.statusCode).toBe(201);
    const [ret] = returnsOf(asked);
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      refund_route: 'paystack',
      refund_total: 4499.99,
      lines: [expect.objectContaining({ order_item_id: lineA.id, quantity: 1, refund: 4499.99 })],
    });
    const id = (ret as OrderReturn).id;

    // A photo, kept without its metadata outside the public uploads, seen by its shopper and admins only.
    const upload = multipartBody({}, { name: 'crack.png', type: 'image/png', content: PNG_1PX });
    const photo = await shop.t.app.inject({
      method: 'POST',
      url: `/api/returns/${id}/photos`,
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(photo.statusCode).toBe(201);
    const [stored] = photo.json<{ data: OrderReturn }>().data.photos;
    expect(stored?.url).toMatch(new RegExp(`^/api/returns/${id}/photos/\\d+$`));
    expect((await inject('GET', stored?.url ?? '', headers)).statusCode).toBe(200);
    expect((await inject('GET', stored?.url ?? '', admin.headers)).headers['content-type']).toBe('image/png');
    const stranger = await shopper(shop.t.app);
    expect((await inject('GET', stored?.url ?? '', stranger.headers)).statusCode).toBe(404);
    expect(readdirSync(join(shop.t.config.dataDir, 'return-photos', 'returns'))).toHaveLength(1);
    expect(() => readdirSync(join(shop.t.config.uploadDir, 'returns'))).toThrow();

    // The same line cannot be returned twice; the other line can, but not more than was delivered.
    const again = await ask(order.id, headers, {
      lines: [{ order_item_id: lineA.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(again.statusCode).toBe(409);
    const tooMany = await ask(order.id, headers, {
      lines: [{ order_item_id: lineB.id, quantity: 2 }],
      reason: 'changed_mind',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('at most 1');
    // Someone else's order is not found.
    expect(
      (
        await ask(order.id, stranger.headers, {
          lines: [{ order_item_id: lineB.id, quantity: 1 }],
          reason: 'damaged',
        })
      ).statusCode,
    ).toBe(404);

    // Refunding before it is received is refused; approve, then receive (resellable: back in stock).
    expect((await asAdmin('POST', `/api/admin/returns/${id}/refund`, {})).statusCode).toBe(409);
    const approved = await asAdmin('POST', `/api/admin/returns/${id}/approve`, {
      method: 'pickup_station',
      instructions: 'Drop it at the Ikeja station within 7 days.',
    });
    expect(approved.json<{ data: AdminReturn }>().data).toMatchObject({
      status: 'approved',
      method: 'pickup_station',
    });
    expect(
      (await asAdmin('POST', `/api/admin/returns/${id}/reject`, { reason: 'Too late' })).statusCode,
    ).toBe(409);
    const stock = await stockOf(shop.t.app, variantA);
    const line = approved.json<{ data: AdminReturn }>().data.lines[0];
    const received = await asAdmin('POST', `/api/admin/returns/${id}/receive`, {
      lines: [{ id: line?.id, resellable: true }],
    });
    expect(received.statusCode).toBe(200);
    expect(await stockOf(shop.t.app, variantA)).toBe(stock + 1);

    // Two admins refund at once: one refund of exactly the line's share.
    const both = await Promise.all([
      asAdmin('POST', `/api/admin/returns/${id}/refund`, {}),
      asAdmin('POST', `/api/admin/returns/${id}/refund`, {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The refund is a job; its answer comes back as a webhook.
    await webhooksProcessed(shop);
    await shop.sim.settled();
    await webhooksProcessed(shop);
    const [payment] = await paymentsOf(shop, order.id);
    const rows = await refundsOf(shop, payment?.id ?? 0);
    expect(rows.map((r) => [r.amountKobo, r.status])).toEqual([[449_999n, 'processed']]);
    const seen = await inject('GET', `/api/orders/${order.id}`, headers);
    const after = seen.json<{ data: Order }>().data;
    expect(after.payment_status).toBe('paid');
    expect(after.returns?.[0]).toMatchObject({
      status: 'refunded',
      refund_id: rows[0]?.id,
      refund_status: 'processed',
    });
    for (const subject of ['Return requested', 'Return approved', 'Return received', 'Return refunded'])
      expect(await mailsTo(shop, user.email, `${subject} for order ${order.number}`)).toBe(1);
    // One mail for the refund, once Paystack processed it, with its amount: not a start and a finish besides.
    expect(await mailsTo(shop, user.email, `Refund for order ${order.number}`)).toBe(0);
    expect(await mailsTo(shop, user.email, `Refund started for order ${order.number}`)).toBe(0);
    const told = (await waitForMails(shop.t.config.mailDir, { to: user.email, atLeast: 1 })).find(
      (m) => m.subject === `Return refunded for order ${order.number}`,
    );
    expect(told?.text).toContain('We have refunded ₦4,499.99 for your return');
  });

  it('photos: kept without their metadata, pictures only, at most 4, only while the return waits', async () => {
    const { order, headers, lineB } = await deliveredOrder('pay_now');
    const [ret] = returnsOf(
      await ask(order.id, headers, { lines: [{ order_item_id: lineB.id, quantity: 1 }], reason: 'damaged' }),
    );
    const id = ret?.id ?? 0;
    const upload = (content: Buffer, type = 'image/jpeg', name = 'photo.jpg') => {
      const body = multipartBody({}, { name, type, content });
      return shop.t.app.inject({
        method: 'POST',
        url: `/api/returns/${id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Where I live', ImageDescription: 'Lekki, Lagos' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect((await upload(withGps)).statusCode).toBe(201);
    const folder = join(shop.t.config.dataDir, 'return-photos', 'returns');
    const stored = readdirSync(folder).find((f) => f.startsWith(`${id}-`)) ?? '';
    const kept = readFileSync(join(folder, stored));
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(kept.includes(Buffer.from('Lekki'))).toBe(false);

    const notPicture = await upload(Buffer.from('%PDF-1.4 not a picture'), 'application/pdf', 'x.pdf');
    expect(notPicture.statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await upload(withGps)).statusCode).toBe(201);
    const fifth = await upload(withGps);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toBe('A return can have at most 4 photos.');
    await asAdmin('POST', `/api/admin/returns/${id}/reject`, { reason: 'Not damaged' });
    const other = await shopper(shop.t.app);
    const body = multipartBody({}, { name: 'p.png', type: 'image/png', content: PNG_1PX });
    const stranger = await shop.t.app.inject({
      method: 'POST',
      url: `/api/returns/${id}/photos`,
      headers: { ...other.headers, ...body.headers },
      payload: body.payload,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await upload(withGps)).statusCode).toBe(409);
  });

  it('two requests for the same line at once: one return', async () => {
    const { order, headers, lineB } = await deliveredOrder('pay_now');
    const body = { lines: [{ order_item_id: lineB.id, quantity: 1 }], reason: 'wrong_item' };
    const answers = await Promise.all([ask(order.id, headers, body), ask(order.id, headers, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('only a delivered order, within the return window from Settings', async () => {
    const { order, headers, lineA } = await deliveredOrder('pay_now');
    const body = { lines: [{ order_item_id: lineA.id, quantity: 1 }], reason: 'changed_mind' };
    const db = shop.t.database.db;
    const [settings] = await db.select().from(shopSettings);
    const days = settings?.returnWindowDays ?? 7;
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - (days + 1) * 86_400_000) })
      .where(eq(orders.id, order.id));
    const late = await ask(order.id, headers, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain(`${days}-day return window`);
    await db
      .update(orders)
      .set({ deliveredAt: new Date(), status: 'shipped' })
      .where(eq(orders.id, order.id));
    const early = await ask(order.id, headers, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be returned; this one is shipped.');
    // Bad input is a 400 that names the field, and nothing is written.
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    expect((await ask(order.id, headers, { lines: [], reason: 'changed_mind' })).statusCode).toBe(400);
    expect((await ask(order.id, headers, { ...body, reason: 'bored' })).statusCode).toBe(400);
    expect(
      (await ask(order.id, headers, { lines: [{ order_item_id: 999_999, quantity: 1 }], reason: 'damaged' }))
        .statusCode,
    ).toBe(400);
    const fresh = await inject('GET', `/api/orders/${order.id}`, headers);
    expect(fresh.json<{ data: Order }>().data.returns).toEqual([]);
  });

  it('a rejected return says why, and its lines can be returned again', async () => {
    const { order, headers, user, lineA } = await deliveredOrder('pay_now');
    const body = { lines: [{ order_item_id: lineA.id, quantity: 2 }], reason: 'not_as_described' };
    const [first] = returnsOf(await ask(order.id, headers, body));
    const rejected = await asAdmin('POST', `/api/admin/returns/${first?.id}/reject`, {
      reason: 'The photos show it in use for months.',
    });
    expect(rejected.json<{ data: AdminReturn }>().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The photos show it in use for months.',
    });
    expect(
      (await asAdmin('POST', `/api/admin/returns/${first?.id}/reject`, { reason: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await asAdmin('POST', `/api/admin/returns/${first?.id}/reject`, { reason: ' ' })).statusCode,
    ).toBe(400);
    expect(await mailsTo(shop, user.email, `Return rejected for order ${order.number}`)).toBe(1);
    const again = await ask(order.id, headers, body);
    expect(again.statusCode).toBe(201);
    // Returning every unit gives back exactly what the line paid.
    expect(returnsOf(again)[1]?.refund_total).toBe(10_000);
  });

  it('a return refund stays within what is left of the payment (the refund path and its cap)', async () => {
    const { order, headers, lineA } = await deliveredOrder('pay_now');
    const [ret] = returnsOf(
      await ask(order.id, headers, { lines: [{ order_item_id: lineA.id, quantity: 2 }], reason: 'damaged' }),
    );
    const id = ret?.id ?? 0;
    await asAdmin('POST', `/api/admin/returns/${id}/approve`, { method: 'courier' });
    await asAdmin('POST', `/api/admin/returns/${id}/receive`, { lines: [] });
    // The shop already gave back all but ₦100 of the payment.
    const left = await shop.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund`,
      headers: admin.headers,
      payload: { amount: order.total - 100 },
    });
    expect(left.statusCode).toBe(200);
    const refused = await asAdmin('POST', `/api/admin/returns/${id}/refund`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('A refund can never be more than was paid');
    expect((await asAdmin('GET', `/api/admin/returns/${id}`)).json<{ data: AdminReturn }>().data.status).toBe(
      'received',
    );
    await shop.sim.settled();
  });

  it('the queue, what waits, and the report by reason and product', async () => {
    const list = await asAdmin('GET', '/api/admin/returns?status=requested');
    expect(list.statusCode).toBe(200);
    const page = list.json<{ data: { results: AdminReturn[]; count: number } }>().data;
    expect(page.results.every((r) => r.status === 'requested')).toBe(true);
    expect(page.results[0]?.customer.email).toContain('@');
    const waiting = await asAdmin('GET', '/api/admin/returns/waiting');
    expect(waiting.json().data).toEqual({ requested: page.count, received: 1 });
    const report = (await asAdmin('GET', '/api/admin/returns/report?days=30')).json().data;
    expect(report.by_reason.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'damaged',
      'not_as_described',
      'wrong_item',
    ]);
    expect(report.by_product.length).toBeGreaterThan(0);
    // Shoppers do not see the queue.
    const who = await shopper(shop.t.app);
    expect((await inject('GET', '/api/admin/returns', who.headers)).statusCode).toBe(403);
  });

  it('pay later: a delivered order with instalments still due is refunded at most what was paid of it', async () => {
    const who = await shopper(shop.t.app);
    const a = await createProduct(shop.t.app, { price: 5000, stock: 10 });
    await addToCart(shop.t.app, who.headers, a.product.id, a.variant.id, 3);
    const placed = await inject('POST', '/api/orders/checkout', who.headers, {
      shipping_address: address,
      payment_method: 'pay_later',
      instalments: 3,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    const planId = order.pay_later?.id ?? 0;
    expect((await asAdmin('POST', `/api/admin/pay-later/${planId}/approve`)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/pay-later/${planId}/instalments`, {})).statusCode).toBe(200);
    const now = await inject('GET', `/api/orders/${order.id}`, who.headers);
    const status = now.json<{ data: Order }>().data.status;
    const path = ['confirmed', 'processing', 'shipped', 'delivered'];
    await deliver(order.id, path.slice(path.indexOf(status) + 1));
    const paid = (await inject('GET', `/api/orders/${order.id}`, who.headers)).json<{ data: Order }>().data
      .pay_later?.amount_paid;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(15_000);

    const line = order.items[0];
    const asked = await ask(order.id, who.headers, {
      lines: [{ order_item_id: line?.id ?? 0, quantity: 3 }],
      reason: 'changed_mind',
      bank_account: { bank_code: '058', account_number: '0123456789' },
    });
    expect(asked.statusCode).toBe(201);
    // The lines' share is ₦15,000; only the first instalment has been paid.
    expect(returnsOf(asked)[0]?.lines[0]?.refund).toBe(15_000);
    expect(returnsOf(asked)[0]?.refund_total).toBe(paid);
  });
});
