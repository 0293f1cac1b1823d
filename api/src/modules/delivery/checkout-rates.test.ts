import { eq } from 'drizzle-orm';
import { COURIER_SIMULATOR_API_KEY, COURIER_SIMULATOR_WEBHOOK_SECRET } from 'courier-simulator';
import type { CheckoutQuote } from 'shared-contracts/schemas/orders';
import { orders } from '../../db/schema.js';
import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { courierControl, courierShop, type CourierShop } from '../../../test/courier-helpers.js';
import { databases } from '../../../test/helpers.js';
import { shipbubbleCourier } from '../../lib/couriers/shipbubble.js';
import { changeOrderStatus, orderReceiptLines } from '../orders/index.js';
import { loadSettingsRow } from '../settings/index.js';
import { daysOfEta } from './checkout-rates.js';
import { shopParty } from './ship.js';
import { shipments } from './tables.js';

describe('daysOfEta', () => {
  it("reads the courier's words into working days, or none", () => {
    expect(daysOfEta('Between 2 - 3 working days')).toEqual({ minDays: 2, maxDays: 3 });
    expect(daysOfEta('Within 2 - 3 business days')).toEqual({ minDays: 2, maxDays: 3 });
    expect(daysOfEta('Within 24 hours')).toEqual({ minDays: 1, maxDays: 1 });
    expect(daysOfEta('Same day delivery')).toEqual({ minDays: 1, maxDays: 1 });
    expect(daysOfEta('0 - 1 working days')).toEqual({ minDays: 1, maxDays: 1 });
    expect(daysOfEta('5 working days')).toEqual({ minDays: 5, maxDays: 5 });
    expect(daysOfEta('Soon')).toBeNull();
    expect(daysOfEta(null)).toBeNull();
  });
});

describe.each(databases)("the courier's price at checkout (%s)", (kind) => {
  let shop: CourierShop;
  let admin: Record<string, string>;
  beforeAll(async () => {
    shop = await courierShop(kind);
    admin = (await shopper(shop.t.app, 'ADMIN')).headers;
  }, 60_000);
  afterAll(() => shop.close());

  const courierMode = (body: Record<string, unknown>) => courierControl(shop, 'mode', body);
  /** The simulator's own cheapest offer for a parcel of 1 kg units from the shop to a state: what checkout charges. */
  const cheapestOffer = async (state: string, quantity: number) => {
    const from = shopParty(await loadSettingsRow(shop.t.database.db));
    const offers = await shipbubbleCourier({
      baseUrl: `${shop.simUrl}/v1`,
      apiKey: COURIER_SIMULATOR_API_KEY,
      webhookSecret: COURIER_SIMULATOR_WEBHOOK_SECRET,
    }).quote({
      from,
      to: { ...from, address: `${state}, Nigeria` },
      parcel: { items: [{ name: 'Parcel', quantity, unitWeightKg: 1, unitAmountNaira: 12_000 }] },
      pickupDate: '2026-12-10',
    });
    return offers[0]!;
  };

  /** A shopper with a cart of `quantity` units of one product at ₦12,000 (below the free-delivery thresholds). */
  const cartOf = async (quantity = 1) => {
    const who = await shopper(shop.t.app);
    const product = await createProduct(shop.t.app, { price: 12_000, stock: 20 });
    await addToCart(shop.t.app, who.headers, product.product.id, product.variant.id, quantity);
    return who.headers;
  };
  const quote = async (headers: Record<string, string>, query = 'state=Lagos') => {
    const res = await shop.t.app.inject({ method: 'GET', url: `/api/orders/quote?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as CheckoutQuote;
  };
  const place = (headers: Record<string, string>, extra: Record<string, unknown>, state = 'Lagos') =>
    shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: { ...address, state }, payment_method: 'pay_on_delivery', ...extra },
    });

  it("quotes home delivery at the courier's cheapest price and days, and the order keeps them", async () => {
    await courierMode({ down: false, latency_ms: 0 });
    const headers = await cartOf(2);
    const q = await quote(headers);
    const delivery = q.delivery!;
    expect(delivery.method).toBe('home');
    expect(delivery.courier).toEqual(expect.any(String));
    expect(delivery.courier_quote).toEqual(expect.any(String));
    // The simulator's cheapest price for 2 kg within Lagos, VAT included (not the Lagos zone's ₦2,500).
    const offer = await cheapestOffer('Lagos', 2);
    expect(delivery.courier).toBe(offer.courier);
    expect(delivery.fee).toBe(Number(offer.feeKobo) / 100);
    expect(delivery.fee).not.toBe(2_500);
    expect([delivery.min_days, delivery.max_days]).toEqual(
      Object.values(daysOfEta(offer.eta) ?? { minDays: -1, maxDays: -1 }),
    );
    expect(q.shipping_fee).toBe(delivery.fee);
    expect(q.delivery_options?.find((o) => o.method === 'home')?.fee).toBe(delivery.fee);
    expect(q.total).toBe(q.subtotal + delivery.fee);

    const res = await place(headers, { courier_quote: delivery.courier_quote, expected_total: q.total });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.total).toBe(q.total);
    expect(order.shipping_fee).toBe(delivery.fee);
    expect(order.delivery).toMatchObject({
      courier: delivery.courier,
      fee: delivery.fee,
      min_days: delivery.min_days,
      max_days: delivery.max_days,
      earliest: delivery.earliest,
      latest: delivery.latest,
    });

    // Its receipt names the courier beside the fee.
    expect(orderReceiptLines(order, 'en-NG')).toContain(
      `Delivery to Lagos (${delivery.courier}): ₦${delivery.fee.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
    );

    // Shipped, it is booked with the courier it was quoted.
    await changeOrderStatus(shop.t.database.db, order.id, 'confirmed');
    const shipped = await shop.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/ship',
      headers: admin,
      payload: { order_ids: [order.id] },
    });
    expect(shipped.json().data[0]).toMatchObject({ outcome: 'booked' });
    const [shipment] = await shop.t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id));
    expect(shipment!.courier).toBe(delivery.courier);
  });

  it("offers home delivery at the courier's price beside a pickup station's", async () => {
    const headers = await cartOf();
    const home = (await quote(headers)).delivery!;
    const q = await quote(headers, 'state=Lagos&delivery_method=pickup&pickup_station_id=1');
    expect(q.delivery?.method).toBe('pickup');
    expect(q.delivery?.courier ?? null).toBeNull();
    expect(q.delivery?.courier_quote ?? null).toBeNull();
    expect(q.delivery_options?.find((o) => o.method === 'home')?.fee).toBe(home.fee);
  });

  it("charges the zone's fee when the courier does not answer within 2 s, and checkout does not wait on it", async () => {
    // Another state, so the price kept for Lagos is not the answer.
    await courierMode({ down: false, latency_ms: 8_000 });
    try {
      const headers = await cartOf();
      const started = Date.now();
      const q = await quote(headers, 'state=Kano');
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(q.delivery).toMatchObject({ courier: null, courier_quote: null, zone: 'North West' });
      const zoneFee = q.delivery!.fee;
      expect(q.shipping_fee).toBe(zoneFee);

      const res = await place(headers, { expected_total: q.total }, 'Kano');
      expect(res.statusCode).toBe(201);
      expect(res.json().data.delivery).toMatchObject({ courier: null, fee: zoneFee });
    } finally {
      await courierMode({ latency_ms: 0 });
    }
  }, 20_000);

  it("charges the zone's fee when the courier is down", async () => {
    await courierMode({ down: true });
    try {
      const headers = await cartOf();
      const q = await quote(headers, 'state=Enugu');
      expect(q.delivery).toMatchObject({ courier: null, courier_quote: null });
      const res = await place(headers, { expected_total: q.total }, 'Enugu');
      expect(res.statusCode).toBe(201);
    } finally {
      await courierMode({ down: false });
    }
  });

  it("never charges a courier's price from a token not given to this shopper, state and parcel", async () => {
    await courierMode({ down: false, latency_ms: 0 });
    const ada = await cartOf();
    const adaQuote = await quote(ada, 'state=Oyo');
    const token = adaQuote.delivery!.courier_quote!;
    expect(token).toEqual(expect.any(String));

    // Another shopper with the same cart: the zone's fee, so the total Ada was shown is refused.
    const bola = await cartOf();
    const theirs = await place(bola, { courier_quote: token, expected_total: adaQuote.total }, 'Oyo');
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().conflict).toMatchObject({ reason: 'total' });

    // A token changed by a character, and one for another state: the zone's fee, no error of their own.
    const forged = await place(ada, { courier_quote: `${token.slice(0, -2)}xx` }, 'Oyo');
    expect(forged.statusCode).toBe(201);
    expect(forged.json().data.delivery.courier).toBeNull();
    const other = await cartOf();
    const otherQuote = await quote(other, 'state=Oyo');
    const elsewhere = await place(other, { courier_quote: otherQuote.delivery!.courier_quote }, 'Ogun');
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data.delivery).toMatchObject({ courier: null, state: 'Ogun' });

    const [row] = await shop.t.database.db
      .select({ courier: orders.deliveryCourier })
      .from(orders)
      .where(eq(orders.id, elsewhere.json().data.id));
    expect(row!.courier).toBeNull();
  });
});
