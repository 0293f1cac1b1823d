import { eq } from 'drizzle-orm';
import { COURIER_SIMULATOR_WEBHOOK_SECRET, signCourierBody } from 'courier-simulator';
import { SHIPMENT_RANK, type ShipmentStatus } from 'shared-contracts/schemas/delivery';
import { orders } from '../../db/schema.js';
import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { courierControl, courierShop, type CourierShop } from '../../../test/courier-helpers.js';
import { databases, until } from '../../../test/helpers.js';
import { keyId } from '../../lib/jobs.js';
import { changeOrderStatus } from '../orders/index.js';
import { currentStatus, recordCourierEvents } from './events.js';
import { bookShipment } from './ship.js';
import { shipmentEvents, shipments } from './tables.js';

type Shop = CourierShop;

/** A confirmed order of one product, paid on delivery, to the door in Lagos (or to a pickup station). */
async function confirmedOrder(shop: Shop, pickupStationId?: number) {
  const who = await shopper(shop.t.app);
  const product = await createProduct(shop.t.app, { price: 12_000, stock: 5 });
  await addToCart(shop.t.app, who.headers, product.product.id, product.variant.id, 1);
  const res = await shop.t.app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers: who.headers,
    payload: {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
      ...(pickupStationId ? { delivery_method: 'pickup', pickup_station_id: pickupStationId } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const order = res.json().data as { id: number; number: string };
  const [row] = await shop.t.database.db.select().from(orders).where(eq(orders.id, order.id));
  if (row!.status === 'pending') await changeOrderStatus(shop.t.database.db, order.id, 'confirmed');
  return { ...order, headers: who.headers };
}

const orderStatus = async (shop: Shop, id: number) =>
  (await shop.t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

const shipmentOf = async (shop: Shop, orderId: number) =>
  (await shop.t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;

describe.each(databases)('courier delivery (%s)', (kind) => {
  let shop: Shop;
  let admin: Record<string, string>;
  beforeAll(async () => {
    shop = await courierShop(kind, { listen: true });
    admin = (await shopper(shop.t.app, 'ADMIN')).headers;
  }, 60_000);
  afterAll(() => shop.close());
  beforeEach(() => courierControl(shop, 'mode', { webhook_mode: 'normal', down: false, latency_ms: 0 }));

  const ship = (orderIds: number[]) =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ship',
      headers: admin,
      payload: { order_ids: orderIds },
    });

  it('ships two orders at once: each booked, moved to processing, with a printable label', async () => {
    const a = await confirmedOrder(shop);
    const b = await confirmedOrder(shop);
    const res = await ship([a.id, b.id]);
    expect(res.statusCode).toBe(200);
    const results = res.json().data as { order_id: number; outcome: string; tracking_code: string }[];
    expect(results.map((r) => [r.order_id, r.outcome])).toEqual([
      [a.id, 'booked'],
      [b.id, 'booked'],
    ]);
    expect(await orderStatus(shop, a.id)).toBe('processing');
    const shipment = await shipmentOf(shop, a.id);
    expect(shipment).toMatchObject({ status: 'booked', provider: 'Shipbubble' });
    expect(shipment.reference).toMatch(/^SB-/);
    expect(shipment.feeKobo).toBeGreaterThan(0);
    expect(shipment.estimate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const label = await shop.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${a.id}/label`,
      headers: admin,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // Shipping again is refused, and says why; a shopper cannot ship.
    const again = (await ship([a.id])).json().data[0];
    expect(again).toMatchObject({ outcome: 'refused', message: 'This order has been shipped already.' });
    const own = await shop.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ship',
      headers: a.headers,
      payload: { order_ids: [a.id] },
    });
    expect(own.statusCode).toBe(403);
  });

  it('follows the courier: shipped, out for delivery, delivered (paid on delivery), from webhooks sent twice and out of order', async () => {
    const order = await confirmedOrder(shop);
    await ship([order.id]);
    const { reference } = await shipmentOf(shop, order.id);
    await courierControl(shop, 'mode', { webhook_mode: 'duplicate' });
    await courierControl(shop, `shipments/${reference}/next`); // confirmed
    await courierControl(shop, `shipments/${reference}/next`); // picked up
    await courierControl(shop, 'mode', { webhook_mode: 'reorder' });
    await courierControl(shop, `shipments/${reference}/next`); // in transit
    await shop.sim.settled();
    await until(async () => (await orderStatus(shop, order.id)) === 'shipped', 'the order shipped');
    await courierControl(shop, 'mode', { webhook_mode: 'duplicate' });
    await courierControl(shop, `shipments/${reference}/next`); // out for delivery
    await shop.sim.settled();
    expect((await shipmentOf(shop, order.id)).status).toBe('out_for_delivery');
    await courierControl(shop, `shipments/${reference}/next`); // delivered
    await shop.sim.settled();
    await until(async () => (await orderStatus(shop, order.id)) === 'delivered', 'the order delivered');
    const [row] = await shop.t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', courier: expect.any(String) });
    expect(row!.deliveredAt).toBeInstanceOf(Date);

    // The shopper's timeline: each step once, oldest first.
    const res = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/shipment`,
      headers: order.headers,
    });
    expect(res.statusCode).toBe(200);
    const timeline = (res.json().data.events as { status: ShipmentStatus }[]).map((e) => e.status);
    expect(timeline).toEqual(['booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    // Another shopper's order is not found.
    const other = await confirmedOrder(shop);
    const theirs = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/shipment`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('puts a failed attempt and a returned parcel in the admin’s queue; the order stays shipped', async () => {
    const failed = await confirmedOrder(shop);
    const returned = await confirmedOrder(shop);
    await ship([failed.id, returned.id]);
    for (const order of [failed, returned]) {
      const { reference } = await shipmentOf(shop, order.id);
      for (let i = 0; i < 4; i += 1) await courierControl(shop, `shipments/${reference}/next`);
      await courierControl(
        shop,
        `shipments/${reference}/${order === failed ? 'failed_attempt' : 'returned'}`,
      );
    }
    await shop.sim.settled();
    const res = await shop.t.app.inject({ method: 'GET', url: '/api/admin/shipments', headers: admin });
    const queue = res.json().data as { order_id: number; status: string }[];
    expect(queue.find((s) => s.order_id === failed.id)?.status).toBe('failed_attempt');
    expect(queue.find((s) => s.order_id === returned.id)?.status).toBe('returned');
    expect(await orderStatus(shop, failed.id)).toBe('shipped');
  });

  it('refuses a webhook whose signature is wrong, and changes nothing', async () => {
    const order = await confirmedOrder(shop);
    await ship([order.id]);
    const { reference, status } = await shipmentOf(shop, order.id);
    const body = JSON.stringify({
      event: 'shipment.status.changed',
      order_id: reference,
      status: 'completed',
    });
    for (const signature of [undefined, 'abc', signCourierBody(body, 'another secret')]) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/delivery/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-ship-signature': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await shipmentOf(shop, order.id)).status).toBe(status);
    // Signed with the shop's secret, the same body is taken.
    const res = await shop.t.app.inject({
      method: 'POST',
      url: '/api/delivery/webhook',
      headers: {
        'content-type': 'application/json',
        'x-ship-signature': signCourierBody(body, COURIER_SIMULATOR_WEBHOOK_SECRET),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect((await shipmentOf(shop, order.id)).status).toBe('delivered');
  });

  it('never moves a shipment or its order back, whatever order its events come in and however often', async () => {
    const steps: ShipmentStatus[] = [
      'booked',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'delivered',
    ];
    const start = Date.UTC(2026, 11, 1, 8);
    const all = steps.map((status, i) => ({ status, at: new Date(start + i * 3_600_000), note: null }));
    for (let round = 0; round < 6; round += 1) {
      const order = await confirmedOrder(shop);
      await ship([order.id]);
      // The courier's own webhook of the label first, so what follows is only what this test sends.
      await shop.sim.settled();
      const { reference } = await shipmentOf(shop, order.id);
      // Shuffled, each sent once or twice, one at a time: the status only moves to a later event's.
      const sent = [...all, ...all.filter(() => Math.random() < 0.5)]
        .map((e) => ({ e, k: Math.random() }))
        .sort((x, y) => x.k - y.k)
        .map(({ e }) => ({ ...e, reference: reference! }));
      const before = await shop.t.database.db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, (await shipmentOf(shop, order.id)).id));
      const seen: ShipmentStatus[] = [];
      let furthest = { rank: -1, at: -Infinity };
      for (const event of sent) {
        await recordCourierEvents(shop.t.app.delivery, [event]);
        const now = await shipmentOf(shop, order.id);
        const events = await shop.t.database.db
          .select()
          .from(shipmentEvents)
          .where(eq(shipmentEvents.shipmentId, now.id));
        expect(now.status).toBe(currentStatus(events));
        // Further along, or a later event of the same step: never back.
        const rank = SHIPMENT_RANK[now.status as ShipmentStatus];
        const at = Math.max(...events.filter((e) => e.status === now.status).map((e) => e.at.getTime()));
        expect(rank > furthest.rank || (rank === furthest.rank && at >= furthest.at)).toBe(true);
        furthest = { rank, at };
        seen.push(now.status as ShipmentStatus);
      }
      expect(seen.at(-1)).toBe('delivered');
      expect(await orderStatus(shop, order.id)).toBe('delivered');
      const kept = await shop.t.database.db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, (await shipmentOf(shop, order.id)).id));
      // Each event once (out for delivery came twice, at two times), beside those of the booking.
      expect(kept).toHaveLength(before.length + steps.length);
    }
  });

  it('queues a booking the courier does not answer, and books it once the courier is back', async () => {
    await courierControl(shop, 'mode', { down: true });
    const order = await confirmedOrder(shop);
    const res = await ship([order.id]);
    expect(res.json().data[0]).toMatchObject({ outcome: 'queued' });
    const waiting = await shipmentOf(shop, order.id);
    expect(waiting.status).toBe('waiting');
    const queue = (
      await shop.t.app.inject({ method: 'GET', url: '/api/admin/shipments', headers: admin })
    ).json().data as { order_id: number; status: string }[];
    expect(queue.find((s) => s.order_id === order.id)?.status).toBe('waiting');
    // Its job tries at once, and waits for its next try (with backoff) while the courier is still down.
    const job = keyId('courier-book', `courier-book-${waiting.id}`);
    await until(
      async () => (await shop.t.app.jobs.queue.stateOf(job)) === 'retry',
      'the job to wait for a retry',
    );
    expect((await shipmentOf(shop, order.id)).attempts).toBe(2);
    // The admin's order page reads it as waiting (no second Ship), the shopper's as not booked yet.
    const forAdmin = await shop.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/shipment`,
      headers: admin,
    });
    expect(forAdmin.json().data).toMatchObject({ status: 'waiting', attempts: 2 });
    const forShopper = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/shipment`,
      headers: order.headers,
    });
    expect(forShopper.json().data).toBeNull();
    // The job's next try (run here rather than waited for), with the courier up again.
    await courierControl(shop, 'mode', { down: false });
    const booked = await bookShipment(shop.t.app.delivery, waiting.id, { rethrow: true });
    expect(booked).toMatchObject({ outcome: 'booked' });
    expect((await shipmentOf(shop, order.id)).status).toBe('booked');
  });

  it('ships a pickup-station order to its station: delivered there, it is ready for pickup', async () => {
    const delivery = await shop.t.app.inject({ method: 'GET', url: '/api/store/delivery' });
    const station = (delivery.json().data.stations as { id: number }[])[0];
    if (!station) throw new Error('the seed has no pickup station');
    const order = await confirmedOrder(shop, station.id);
    await ship([order.id]);
    const { reference } = await shipmentOf(shop, order.id);
    for (let i = 0; i < 5; i += 1) await courierControl(shop, `shipments/${reference}/next`);
    await shop.sim.settled();
    await until(async () => (await orderStatus(shop, order.id)) === 'ready_for_pickup', 'ready for pickup');
  });

  it('tracks an order for anyone with its number and phone, and shows nothing else personal', async () => {
    const order = await confirmedOrder(shop);
    await ship([order.id]);
    const track = (number: string, phone: string) =>
      shop.t.app.inject({ method: 'POST', url: `/api/track/${number}`, payload: { phone } });
    const ok = await track(order.number.toLowerCase(), '+234 803 123 4567');
    expect(ok.statusCode).toBe(200);
    const answer = ok.json().data;
    expect(answer).toMatchObject({
      order_number: order.number,
      first_name: 'Ada',
      delivery_method: 'home',
      shipment: { status: 'booked', courier: expect.any(String) },
    });
    expect(JSON.stringify(answer)).not.toContain(address.street);
    expect(JSON.stringify(answer)).not.toContain('Obi');
    const wrong = await track(order.number, '08030000000');
    expect(wrong.statusCode).toBe(404);
    const none = await track('KSW-NOPE', address.phone);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(wrong.json().message);
    const bad = await track(order.number, '');
    expect(bad.statusCode).toBe(400);
    // Ten lookups a minute from one address; the eleventh is turned away.
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await track(order.number, '08030000000')).statusCode);
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes.at(-1)).toBe(429);
  });
});
