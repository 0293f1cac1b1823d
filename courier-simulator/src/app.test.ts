import { PDFDocument } from 'pdf-lib';
import { buildCourierSimulator, type CourierSimulator } from './app.js';
import {
  auth,
  book,
  bornoReceiver,
  fetchRates,
  items,
  lagosReceiver,
  lagosSender,
  validate,
  type ShipmentData,
} from './test-helpers.js';

describe('the courier simulator’s API (Shipbubble’s shapes)', () => {
  let sim: CourierSimulator;
  beforeEach(() => {
    sim = buildCourierSimulator({ publicUrl: 'http://courier.test' });
  });
  afterEach(async () => {
    await sim.app.close();
  });

  it('refuses a missing or wrong key with 401 in Shipbubble’s error shape', async () => {
    for (const headers of [{}, { authorization: 'Bearer sb_sandbox_wrong' }]) {
      const response = await sim.app.inject({
        method: 'POST',
        url: '/v1/shipping/address/validate',
        headers,
        payload: lagosSender,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'failed', message: 'Invalid API key' });
    }
  });

  it('validates an address: a code, the state read from the text, the phone in E.164', async () => {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/address/validate',
      headers: auth,
      payload: bornoReceiver,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      message: 'Validation successful',
      data: {
        address_code: expect.any(Number),
        state: 'Borno',
        state_code: 'BO',
        country_code: 'NG',
        phone: '+2348021112233',
      },
    });
    // The same address gets the same code again.
    expect(await validate(sim, bornoReceiver)).toBe(response.json().data.address_code);
    const abuja = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/address/validate',
      headers: auth,
      payload: { ...lagosReceiver, address: 'Plot 5, Wuse 2, Abuja' },
    });
    expect(abuja.json().data.state).toBe('FCT');
  });

  it('refuses a body it cannot take: bad JSON 400, missing fields and an address with no state 422 with errors[]', async () => {
    const broken = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/address/validate',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'failed' });

    const missing = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/address/validate',
      headers: auth,
      payload: { name: '', phone: '0803' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      status: 'failed',
      message: 'Invalid request paramters',
      errors: expect.arrayContaining([
        'Recipient full name is required',
        'Recipient valid email address is required',
        'Recipient phone number is required',
        'Recipient address is required',
      ]),
    });

    const nowhere = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/address/validate',
      headers: auth,
      payload: { ...lagosReceiver, address: '10 Downing Street, London' },
    });
    expect(nowhere.statusCode).toBe(422);

    const sender = await validate(sim, lagosSender);
    const rates = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/fetch_rates',
      headers: auth,
      payload: {
        sender_address_code: sender,
        reciever_address_code: 12345,
        pickup_date: 'tomorrow',
        category_id: 1,
        package_items: [{ name: 'Shoe', unit_weight: 0, unit_amount: 100, quantity: 1.5 }],
        package_dimension: { length: 1, width: 1, height: 1 },
      },
    });
    expect(rates.statusCode).toBe(422);
    expect(rates.json().errors).toEqual(
      expect.arrayContaining([
        'pickup_date is required (YYYY-MM-DD)',
        'Each package item needs a unit_weight (kg) above 0',
        'Each package item needs a whole quantity',
      ]),
    );
    const empty = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/fetch_rates',
      headers: auth,
      payload: {},
    });
    expect(empty.json().errors).toEqual(
      expect.arrayContaining(['sender_address_code is required', 'package_items is required']),
    );
  });

  it('quotes by the two states and the weight, deterministically, VAT inside the total', async () => {
    const near = await fetchRates(sim, lagosReceiver, 1.5);
    expect(near.request_token).toMatch(/^[0-9a-f]{64}$/);
    expect(near.couriers.map((c) => c.service_code)).toEqual(['sendbox', 'gigl', 'kwik']);
    for (const courier of near.couriers) {
      expect(courier).toMatchObject({
        currency: '₦',
        service_type: expect.stringMatching(/^(pickup|dropoff)$/),
      });
      expect(courier.vat).toBe(Math.round((courier.total / 1.075) * 0.075));
    }
    expect(near.cheapest_courier.service_code).toBe('sendbox');
    expect(near.cheapest_courier.dropoff_station).toMatchObject({ name: 'Lagos collection station' });
    expect(near.fastest_courier).toMatchObject({ service_code: 'kwik', delivery_eta: 'Same day delivery' });
    expect(near.checkout_data.package_weight).toBe('1.50KG');

    const again = await fetchRates(sim, lagosReceiver, 1.5);
    expect(again.couriers.map((c) => c.total)).toEqual(near.couriers.map((c) => c.total));
    expect(again.request_token).not.toBe(near.request_token);

    const heavier = await fetchRates(sim, lagosReceiver, 5);
    const far = await fetchRates(sim, bornoReceiver, 1.5);
    const gig = (data: typeof near) => data.couriers.find((c) => c.service_code === 'gigl')?.total ?? 0;
    expect(gig(heavier)).toBeGreaterThan(gig(near));
    expect(gig(far)).toBeGreaterThan(2 * gig(near));
    // Kwik's riders stay within a state; between states Redstar takes their place.
    expect(far.couriers.map((c) => c.service_code).sort()).toEqual(['gigl', 'red_star_courier', 'sendbox']);
    expect(far.fastest_courier.delivery_eta_time > near.fastest_courier.delivery_eta_time).toBe(true);
  });

  it('keeps only the service codes asked for (/fetch_rates/{service_codes})', async () => {
    const sender = await validate(sim, lagosSender);
    const receiver = await validate(sim, lagosReceiver);
    const response = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/fetch_rates/gigl,kwik',
      headers: auth,
      payload: {
        sender_address_code: String(sender),
        reciever_address_code: String(receiver),
        pickup_date: '2026-03-02',
        category_id: '2178251',
        package_items: [
          { name: 'Shoe', description: '', unit_weight: '0.8', unit_amount: '9000', quantity: '2' },
        ],
        package_dimension: { length: 30, width: 20, height: 10 },
      },
    });
    expect(response.statusCode).toBe(200);
    const codes = response.json<{ data: { couriers: { service_code: string }[] } }>().data.couriers;
    expect(codes.map((c) => c.service_code)).toEqual(['gigl', 'kwik']);
  });

  it('books a label (a token once) with its tracking page and a one-page PDF label', async () => {
    const rates = await fetchRates(sim, bornoReceiver);
    const chosen = rates.couriers.find((c) => c.service_code === 'gigl');
    const create = (serviceCode: string) =>
      sim.app.inject({
        method: 'POST',
        url: '/v1/shipping/labels',
        headers: auth,
        payload: { request_token: rates.request_token, service_code: serviceCode, courier_id: serviceCode },
      });
    const wrong = await create('dhl');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ status: 'failed', errors: ['Invalid courier service code'] });

    const label = await create('gigl');
    expect(label.statusCode).toBe(200);
    const data = label.json().data;
    expect(data).toMatchObject({
      order_id: expect.stringMatching(/^SB-[0-9A-F]{12}$/),
      status: 'pending',
      courier: { name: 'GIG Logistics', tracking_code: expect.stringMatching(/^GIG\d{10}$/) },
      payment: { shipping_fee: chosen?.total, type: 'wallet' },
    });
    expect(data.tracking_url).toBe(`http://courier.test/orders/tracking/${data.order_id}`);
    expect(data.waybill_document).toBe(`http://courier.test/waybills/${data.order_id}.pdf`);
    expect((await create('gigl')).statusCode).toBe(422);

    const pdf = await sim.app.inject({ method: 'GET', url: new URL(data.waybill_document).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);

    const page = await sim.app.inject({ method: 'GET', url: new URL(data.tracking_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(data.courier.tracking_code);
    expect(page.body).toContain('Fatima Bukar');
  });

  it('lists labels newest first and by id, with status and package_status', async () => {
    const first = await book(sim);
    const second = await book(sim, bornoReceiver);
    const list = await sim.app.inject({ method: 'GET', url: '/v1/shipping/labels', headers: auth });
    expect(list.statusCode).toBe(200);
    const results = list.json<{ data: { results: ShipmentData[] } }>().data.results;
    expect(results.map((r) => r.order_id)).toEqual([second.order_id, first.order_id]);
    expect(results[0]).toMatchObject({
      status: 'pending',
      package_status: [{ status: 'Pending', datetime: expect.any(String) }],
      events: [{ status: 'pending' }],
      courier: { tracking_code: second.courier.tracking_code },
      ship_to: { name: 'Fatima Bukar' },
    });

    const byId = await sim.app.inject({
      method: 'GET',
      url: `/v1/shipping/labels/list/${first.order_id},SB-000000000000`,
      headers: auth,
    });
    expect(byId.json().data.results.map((r: ShipmentData) => r.order_id)).toEqual([first.order_id]);
    const none = await sim.app.inject({
      method: 'GET',
      url: '/v1/shipping/labels/list/SB-000000000000',
      headers: auth,
    });
    expect(none.statusCode).toBe(404);

    const filtered = await sim.app.inject({
      method: 'GET',
      url: '/v1/shipping/labels?Status=cancelled&PerPage=1',
      headers: auth,
    });
    expect(filtered.json().data).toMatchObject({ results: [], pagination: { total: 0, perPage: 1 } });
  });

  it('cancels a label before pickup, not after', async () => {
    const early = await book(sim);
    const cancel = (orderId: string) =>
      sim.app.inject({
        method: 'POST',
        url: `/v1/shipping/labels/cancel/${orderId}`,
        headers: { ...auth, 'content-type': 'application/json' },
      });
    const done = await cancel(early.order_id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'success', message: 'Shipment successfully cancelled' });
    expect((await cancel(early.order_id)).statusCode).toBe(422);
    expect((await cancel('SB-000000000000')).statusCode).toBe(404);

    const late = await book(sim);
    for (let i = 0; i < 2; i += 1)
      await sim.app.inject({ method: 'POST', url: `/__sim/courier/shipments/${late.order_id}/next` });
    expect((await cancel(late.order_id)).statusCode).toBe(422);

    const list = await sim.app.inject({
      method: 'GET',
      url: `/v1/shipping/labels/list/${early.order_id}`,
      headers: auth,
    });
    expect(list.json().data.results[0]).toMatchObject({
      status: 'cancelled',
      package_status: [{ status: 'Pending' }, { status: 'Cancelled' }],
    });
  });

  it('answers slowly, or not at all (503), when told to; the controls stay open', async () => {
    const slow = await sim.app.inject({
      method: 'POST',
      url: '/__sim/courier/mode',
      payload: { latency_ms: 300 },
    });
    expect(slow.json().data).toMatchObject({ latencyMs: 300, down: false });
    const started = Date.now();
    await validate(sim, lagosSender);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await sim.app.inject({
      method: 'POST',
      url: '/__sim/courier/mode',
      payload: { latency_ms: 0, down: true },
    });
    const down = await sim.app.inject({
      method: 'POST',
      url: '/v1/shipping/address/validate',
      headers: auth,
      payload: lagosSender,
    });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'failed' });
    expect((await sim.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);

    const bad = await sim.app.inject({
      method: 'POST',
      url: '/__sim/courier/mode',
      payload: { latency_ms: -1 },
    });
    expect(bad.statusCode).toBe(400);
    await sim.app.inject({ method: 'POST', url: '/__sim/courier/mode', payload: { down: false } });
    expect(await validate(sim, lagosSender)).toEqual(expect.any(Number));
  });

  it('prices a parcel of several items by their total weight', async () => {
    const sender = await validate(sim, lagosSender);
    const receiver = await validate(sim, lagosReceiver);
    const quote = async (packageItems: ReturnType<typeof items>) =>
      (
        await sim.app.inject({
          method: 'POST',
          url: '/v1/shipping/fetch_rates',
          headers: auth,
          payload: {
            sender_address_code: sender,
            reciever_address_code: receiver,
            pickup_date: '2026-03-02',
            category_id: 1,
            package_items: packageItems,
            package_dimension: { length: 30, width: 20, height: 10 },
          },
        })
      ).json<{ data: { couriers: { total: number }[] } }>().data.couriers;
    expect(await quote(items(1.5, 2))).toEqual(await quote(items(3)));
  });
});
