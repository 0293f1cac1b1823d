import { eq } from 'drizzle-orm';
import type { AdminOrder } from 'shared-contracts/schemas/admin';
import { orderSchema } from 'shared-contracts/schemas/order-answers';
import type { Order } from 'shared-contracts/schemas/orders';
import * as v from 'valibot';
import { orderStatusHistory } from './tables.js';
import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { jobsSettled } from '../../../test/jobs-helpers.js';
import { waitForMails } from '../../../test/outbox.js';

describe.each(databases)('order status: history, pickup and what the shopper is told (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: number;
  let stationId: number;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    const a = await shopper(t.app, 'ADMIN');
    admin = a.headers;
    adminId = a.user.id;
    const station = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/stations',
      headers: admin,
      payload: {
        name: 'Maiduguri Post Office',
        state: 'Borno',
        address: '1 Kashim Ibrahim Way, Maiduguri',
        opening_hours: 'Mon–Sat 8:00–18:00',
        fee: 3000,
      },
    });
    expect(station.statusCode).toBe(201);
    stationId = station.json().data.id;
  });
  afterAll(async () => t.close());

  const place = async (body: object = {}) => {
    const buyer = await shopper(t.app);
    const p = await createProduct(t.app, { price: 20_000, stock: 5 });
    await addToCart(t.app, buyer.headers, p.product.id, p.variant.id, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: buyer.headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery', ...body },
    });
    expect(res.statusCode).toBe(201);
    return { buyer, order: res.json<{ data: Order }>().data };
  };
  const move = (orderId: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: admin, payload });
  const own = async (headers: Record<string, string>, id: number) =>
    v.parse(orderSchema, (await t.app.inject({ url: `/api/orders/${id}`, headers })).json().data);

  it('records every status with its time and who moved it, in the change’s transaction', async () => {
    const { buyer, order } = await place();
    expect(order.history).toEqual([{ status: 'pending', at: order.created_at, by: 'shopper', note: null }]);
    for (const status of ['confirmed', 'processing'])
      expect((await move(order.id, { status })).statusCode).toBe(200);
    const shipped = await move(order.id, {
      status: 'shipped',
      courier: 'GIG Logistics',
      tracking_number: ' GIG-123456 ',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<{ data: AdminOrder }>().data).toMatchObject({
      courier: 'GIG Logistics',
      tracking_number: 'GIG-123456',
    });
    // A refused move writes nothing.
    expect((await move(order.id, { status: 'ready_for_pickup' })).statusCode).toBe(409);
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200);

    const seen = await own(buyer.headers, order.id);
    expect(seen.history?.map((h) => [h.status, h.by])).toEqual([
      ['pending', 'shopper'],
      ['confirmed', 'admin'],
      ['processing', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
    expect(seen.history?.[3]?.note).toBe('GIG Logistics, tracking GIG-123456');
    const times = seen.history?.map((h) => Date.parse(h.at)) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const rows = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(rows.filter((r) => r.by === 'admin').every((r) => r.byUserId === adminId)).toBe(true);

    // Shipped and delivered are mailed, with the courier and tracking number; placed has its own mail.
    await jobsSettled(t.app);
    const mails = await waitForMails(t.config.mailDir, { to: buyer.user.email, atLeast: 3 });
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`Order ${order.number} is on its way`, `Order ${order.number} delivered`]),
    );
    expect(subjects.filter((s) => s === `Order ${order.number} is on its way`)).toHaveLength(1);
    const onItsWay = mails.find((m) => m.subject === `Order ${order.number} is on its way`);
    expect(onItsWay?.text).toContain('GIG Logistics is bringing it; its tracking number is GIG-123456.');
  });

  it('a pickup order is ready for pickup with a 6-digit code, handed over only against it', async () => {
    const { buyer, order } = await place({
      shipping_address: { ...address, state: 'Borno' },
      delivery_method: 'pickup',
      pickup_station_id: stationId,
    });
    for (const status of ['confirmed', 'processing']) await move(order.id, { status });
    const ready = await move(order.id, { status: 'ready_for_pickup' });
    expect(ready.statusCode).toBe(200);
    const adminView = ready.json<{ data: AdminOrder }>().data;
    expect(adminView.status).toBe('ready_for_pickup');
    // The admin checks the code the shopper shows: the admin's answer does not carry it.
    expect(adminView.pickup_code ?? null).toBeNull();

    const seen = await own(buyer.headers, order.id);
    expect(seen.pickup_code).toMatch(/^\d{6}$/);
    const code = seen.pickup_code as string;

    await jobsSettled(t.app);
    const mails = await waitForMails(t.config.mailDir, { to: buyer.user.email, atLeast: 2 });
    const readyMail = mails.find((m) => m.subject === `Order ${order.number} is ready for pickup`);
    expect(readyMail?.text).toContain(`Your pickup code: ${code}`);
    expect(readyMail?.text).toContain('1 Kashim Ibrahim Way, Maiduguri, Borno');
    expect(readyMail?.text).toContain('Open Mon–Sat 8:00–18:00');

    const missing = await move(order.id, { status: 'delivered' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      pickup_code: ['Enter the 6-digit pickup code the shopper shows.'],
    });
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await move(order.id, { status: 'delivered', pickup_code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('The pickup code does not match');
    expect((await move(order.id, { status: 'delivered', pickup_code: code })).statusCode).toBe(200);
    const after = await own(buyer.headers, order.id);
    expect(after.history?.map((h) => h.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'ready_for_pickup',
      'delivered',
    ]);
    expect(after.pickup_code).toBeNull();
  });

  it('only a pickup order can be ready for pickup; the refusal is in words', async () => {
    const { order } = await place();
    for (const status of ['confirmed', 'processing']) await move(order.id, { status });
    const res = await move(order.id, { status: 'ready_for_pickup' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Only an order to collect from a pickup station can be ready for pickup.',
    );
    const skip = await move(order.id, { status: 'delivered' });
    expect(skip.json().message).toBe(
      'Cannot change the order from processing to delivered. From processing it can move to shipped or ready for pickup.',
    );
  });

  it('a cancel is recorded as the shopper’s and mailed once', async () => {
    const { buyer, order } = await place();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    const seen = await own(buyer.headers, order.id);
    expect(seen.history?.map((h) => [h.status, h.by])).toEqual([
      ['pending', 'shopper'],
      ['cancelled', 'shopper'],
    ]);
    await jobsSettled(t.app);
    const mails = await waitForMails(t.config.mailDir, { to: buyer.user.email, atLeast: 2 });
    const cancelled = mails.filter((m) => m.subject === `Order ${order.number} cancelled`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain('Nothing was charged for it.');
  });
});
