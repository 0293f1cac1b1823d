import { createHmac } from 'node:crypto';
import {
  buildCourierSimulator,
  COURIER_SIMULATOR_API_KEY,
  COURIER_SIMULATOR_WEBHOOK_SECRET,
  signCourierBody,
  type CourierSimulator,
} from 'courier-simulator';
import { CourierError, type QuoteInput } from './courier.js';
import {
  eventsOfLabel,
  shipbubbleCourier,
  shipbubbleSignatureValid,
  shipbubbleStatus,
} from './shipbubble.js';

const parcel: QuoteInput = {
  from: {
    name: 'Kasuwa',
    phone: '08031234567',
    email: 'shop@kasuwa.test',
    address: '12 Allen Avenue, Ikeja, Lagos',
  },
  to: {
    name: 'Fatima Bukar',
    phone: '08021112233',
    email: 'f@kasuwa.test',
    address: 'Shehu Laminu Way, Maiduguri, Borno',
  },
  parcel: { items: [{ name: 'Ofada rice 5kg', quantity: 2, unitWeightKg: 5, unitAmountNaira: 9000 }] },
  pickupDate: '2026-12-07',
};

describe('Shipbubble, against the courier simulator', () => {
  let sim: CourierSimulator;
  let url: string;
  beforeAll(async () => {
    sim = buildCourierSimulator();
    url = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sim.app.close());
  const courier = (apiKey = COURIER_SIMULATOR_API_KEY) =>
    shipbubbleCourier({ baseUrl: `${url}/v1`, apiKey, webhookSecret: COURIER_SIMULATOR_WEBHOOK_SECRET });
  const mode = (body: Record<string, unknown>) =>
    fetch(`${url}/__sim/courier/mode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('quotes a parcel, cheapest first, in kobo', async () => {
    const rates = await courier().quote(parcel);
    expect(rates.length).toBeGreaterThan(1);
    const fees = rates.map((r) => r.feeKobo);
    expect([...fees].sort((a, b) => (a < b ? -1 : 1))).toEqual(fees);
    expect(fees[0]).toBeGreaterThan(0n);
  });

  it('books a label, tracks it and cancels it', async () => {
    const c = courier();
    const booking = await c.book(parcel);
    expect(booking.reference).toMatch(/^SB-/);
    expect(booking.labelUrl).toMatch(/\.pdf$/);
    const tracked = await c.track([booking.reference]);
    expect(tracked.get(booking.reference)?.map((e) => e.status)).toEqual(['booked']);
    await c.cancel(booking.reference);
    const after = await c.track([booking.reference]);
    expect(after.get(booking.reference)?.at(-1)?.status).toBe('cancelled');
  });

  it('tells a refusal (not tried again) from a courier that is down (tried again)', async () => {
    const refused = await courier('wrong key')
      .quote(parcel)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(CourierError);
    expect((refused as CourierError).retryable).toBe(false);
    await mode({ down: true });
    try {
      const down = await courier()
        .quote(parcel)
        .catch((err: unknown) => err);
      expect((down as CourierError).retryable).toBe(true);
    } finally {
      await mode({ down: false });
    }
    // A courier slower than the time given is not waited for.
    await mode({ latency_ms: 500 });
    try {
      const slow = await courier()
        .quote(parcel, { timeoutMs: 100 })
        .catch((err: unknown) => err);
      expect((slow as CourierError).retryable).toBe(true);
    } finally {
      await mode({ latency_ms: 0 });
    }
  });

  it('reads a webhook only when its signature holds (SHA-512, or SHA-256 as the docs also say)', () => {
    const body = Buffer.from(
      JSON.stringify({
        event: 'shipment.status.changed',
        order_id: 'SB-1',
        status: 'picked_up',
        date: '2026-12-06T10:00:00Z',
      }),
    );
    const c = courier();
    expect(
      c.readWebhook(body, { 'x-ship-signature': signCourierBody(body, COURIER_SIMULATOR_WEBHOOK_SECRET) }),
    ).toEqual({
      signatureValid: true,
      events: [{ reference: 'SB-1', status: 'picked_up', at: new Date('2026-12-06T10:00:00Z'), note: null }],
    });
    const sha256 = createHmac('sha256', COURIER_SIMULATOR_WEBHOOK_SECRET).update(body).digest('hex');
    expect(shipbubbleSignatureValid(body, sha256, COURIER_SIMULATOR_WEBHOOK_SECRET)).toBe(true);
    expect(c.readWebhook(body, {}).signatureValid).toBe(false);
    expect(c.readWebhook(body, { 'x-ship-signature': signCourierBody(body, 'other') }).signatureValid).toBe(
      false,
    );
    // No secret: nothing is ever taken.
    expect(shipbubbleSignatureValid(body, signCourierBody(body, ''), '')).toBe(false);
  });
});

describe('Shipbubble’s statuses and events', () => {
  it('reads its statuses and the steps it tells only in events', () => {
    expect(shipbubbleStatus('Picked Up')).toBe('picked_up');
    expect(shipbubbleStatus('completed')).toBe('delivered');
    expect(shipbubbleStatus('confirmed')).toBe('booked');
    expect(shipbubbleStatus('something else')).toBeNull();
    const events = eventsOfLabel({
      order_id: 'SB-2',
      status: 'in_transit',
      package_status: [
        { status: 'Pending', datetime: '2026-12-06T08:00:00Z' },
        { status: 'In Transit', datetime: '2026-12-06T10:00:00Z' },
      ],
      events: [
        {
          status: 'in_transit',
          message: 'In transit',
          location: 'Lagos → Borno',
          datetime: '2026-12-06T10:00:00Z',
        },
        {
          status: 'out_for_delivery',
          message: 'Out for delivery',
          location: 'Borno, Nigeria',
          datetime: '2026-12-06T12:00:00Z',
        },
      ],
    });
    expect(events.map((e) => [e.status, e.note])).toEqual([
      ['booked', null],
      ['in_transit', 'In transit, Lagos → Borno'],
      ['out_for_delivery', 'Out for delivery, Borno, Nigeria'],
    ]);
  });
});
