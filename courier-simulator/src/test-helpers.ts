import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COURIER_SIMULATOR_API_KEY, type CourierSimulator } from './app.js';
import type { shipmentData } from './serializers.js';
import type { CourierRate } from './types.js';

/** What the tests share: the key's header, a shop-like booking, and a webhook receiver on a port of its own. */

/** A shipment as the API lists it. */
export type ShipmentData = ReturnType<typeof shipmentData>;
/** A webhook's body. */
export type WebhookBody = ShipmentData & { event: string };

export interface RatesData {
  request_token: string;
  couriers: CourierRate[];
  cheapest_courier: CourierRate;
  fastest_courier: CourierRate;
  checkout_data: { package_weight: string; package_amount: string };
}

export interface LabelData {
  order_id: string;
  status: string;
  tracking_url: string;
  waybill_document: string;
  courier: { name: string; email: string; phone: string; tracking_code: string };
  payment: { shipping_fee: number; type: string; currency: string };
}

export const auth = { authorization: `Bearer ${COURIER_SIMULATOR_API_KEY}` };

export const lagosSender = {
  name: 'Kasuwa Ikeja station',
  email: 'dispatch@kasuwa.test',
  phone: '08031234567',
  address: '12 Allen Avenue, Ikeja, Lagos',
};
export const lagosReceiver = {
  name: 'Ada Obi',
  email: 'ada@kasuwa.test',
  phone: '+2348059876543',
  address: '4 Admiralty Way, Lekki, Lagos',
};
export const bornoReceiver = {
  name: 'Fatima Bukar',
  email: 'fatima@kasuwa.test',
  phone: '0802 111 2233',
  address: 'Shehu Laminu Way, Maiduguri, Borno',
};

export const items = (unitWeight: number, quantity = 1) => [
  { name: 'Ankara fabric', description: '6 yards', unit_weight: unitWeight, unit_amount: 15_000, quantity },
];

export async function validate(sim: CourierSimulator, address: typeof lagosSender): Promise<number> {
  const response = await sim.app.inject({
    method: 'POST',
    url: '/v1/shipping/address/validate',
    headers: auth,
    payload: address,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { address_code: number } }>().data.address_code;
}

/** A quote from Lagos to `receiver` for `unitWeight` kg: the API's `data`. */
export async function fetchRates(
  sim: CourierSimulator,
  receiver = lagosReceiver,
  unitWeight = 1.5,
): Promise<RatesData> {
  const sender = await validate(sim, lagosSender);
  const to = await validate(sim, receiver);
  const response = await sim.app.inject({
    method: 'POST',
    url: '/v1/shipping/fetch_rates',
    headers: auth,
    payload: {
      sender_address_code: sender,
      reciever_address_code: to,
      pickup_date: '2026-03-02',
      category_id: 2178251,
      package_items: items(unitWeight),
      package_dimension: { length: 30, width: 20, height: 10 },
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RatesData }>().data;
}

/** A label bought with the cheapest offer: the API's `data`. */
export async function book(sim: CourierSimulator, receiver = lagosReceiver): Promise<LabelData> {
  const rates = await fetchRates(sim, receiver);
  const response = await sim.app.inject({
    method: 'POST',
    url: '/v1/shipping/labels',
    headers: auth,
    payload: {
      request_token: rates.request_token,
      service_code: rates.cheapest_courier.service_code,
      courier_id: rates.cheapest_courier.courier_id,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: LabelData }>().data;
}

export interface Received {
  body: string;
  signature: string | undefined;
}

/** A webhook receiver that answers the statuses it is given, in turn, then 200. */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['x-ship-signature'] as string | undefined,
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/shipbubble`,
    received,
    /** The bodies received, parsed. */
    events: () => received.map((one) => JSON.parse(one.body) as WebhookBody),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
