import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatPlainNaira } from 'shared-contracts/money';
import * as v from 'valibot';
import { fail, issuesOf, success } from '../http.js';
import { courierById, fastestOf, ratesFor } from '../rates.js';
import { createLabelBody, fetchRatesBody, validateAddressBody } from '../schemas.js';
import { partyOf, shipmentData, trackingUrlOf, waybillUrlOf } from '../serializers.js';
import { stateOfAddress } from '../states.js';
import { addressCodeOf, trackingCodeOf } from '../store.js';
import {
  SHIPBUBBLE_STATUSES,
  type AddressRecord,
  type Quote,
  type Shipment,
  type ShipbubbleStatus,
} from '../types.js';
import type { RouteContext } from './context.js';

/** Nigerian numbers as Shipbubble answers them: `0803…` and `234803…` become `+234803…`. */
function e164(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('234')) return `+${digits}`;
  if (digits.startsWith('0')) return `+234${digits.slice(1)}`;
  return phone.trim().startsWith('+') ? `+${digits}` : `+234${digits}`;
}

/** Shipbubble's message for a body it cannot take, spelt as it spells it. */
const INVALID_PARAMETERS = 'Invalid request paramters';

/**
 * Shipbubble's shipping API under `/v1`, as the shop calls it: validate an address, fetch rates, buy a label, list and
 * track labels, cancel one, and the sandbox's webhook trigger.
 */
export function registerShippingRoutes(app: FastifyInstance, context: RouteContext): void {
  const { store, lifecycle, emit, originOf } = context;

  app.post('/v1/shipping/address/validate', async (request, reply) => {
    const parsed = v.safeParse(validateAddressBody, request.body ?? {});
    if (!parsed.success) return fail(reply, 422, INVALID_PARAMETERS, issuesOf(parsed.issues));
    const { name, email, phone, address } = parsed.output;
    const state = stateOfAddress(address);
    if (!state)
      return fail(reply, 422, 'Address could not be validated', [
        'The address names no Nigerian state (end it with the state: "…, Ikeja, Lagos")',
      ]);
    const record: AddressRecord = {
      addressCode: addressCodeOf({ name, email, phone, address }),
      name,
      email,
      phone: e164(phone),
      address,
      ...state,
    };
    store.addresses.set(record.addressCode, record);
    return success('Validation successful', {
      address_code: record.addressCode,
      name: record.name,
      email: record.email,
      phone: record.phone,
      formatted_address: /nigeria\s*$/i.test(address) ? address : `${address}, Nigeria`,
      country: 'Nigeria',
      country_code: 'NG',
      state: record.state,
      state_code: record.stateCode,
      city: record.state,
      city_code: record.state,
      postal_code: '',
      latitude: record.latitude,
      longitude: record.longitude,
    });
  });

  /** A quote for a parcel; `serviceCodes` keeps only those couriers. */
  async function fetchRates(request: FastifyRequest, reply: FastifyReply, serviceCodes?: string[]) {
    const parsed = v.safeParse(fetchRatesBody, request.body ?? {});
    if (!parsed.success) return fail(reply, 422, INVALID_PARAMETERS, issuesOf(parsed.issues));
    const body = parsed.output;
    const sender = store.addresses.get(body.sender_address_code);
    const receiver = store.addresses.get(body.reciever_address_code);
    const unknown = [
      ...(sender ? [] : ['Invalid sender address code']),
      ...(receiver ? [] : ['Invalid receiver address code']),
    ];
    if (!sender || !receiver) return fail(reply, 422, INVALID_PARAMETERS, unknown);
    const items = body.package_items.map((item) => ({
      name: item.name,
      description: item.description,
      unitWeight: item.unit_weight,
      unitAmount: item.unit_amount,
      quantity: item.quantity,
    }));
    const weight = items.reduce((sum, item) => sum + item.unitWeight * item.quantity, 0);
    const couriers = ratesFor({
      sender,
      receiver,
      weightKg: weight,
      pickupDate: body.pickup_date,
      publicUrl: originOf(request),
      serviceCodes,
    }).filter((rate) => !body.service_type || rate.service_type === body.service_type);
    if (couriers.length === 0)
      return fail(reply, 422, 'No courier is available for this shipment', [
        'No courier serves this route with the services asked for',
      ]);
    const quote: Quote = {
      requestToken: randomBytes(32).toString('hex'),
      sender,
      receiver,
      pickupDate: body.pickup_date,
      categoryId: String(body.category_id),
      items,
      weight,
      dimension: body.package_dimension,
      couriers,
      used: false,
    };
    store.quotes.set(quote.requestToken, quote);
    const value = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    return success('Retrieved successfully', {
      request_token: quote.requestToken,
      couriers,
      cheapest_courier: couriers[0],
      fastest_courier: fastestOf(couriers),
      checkout_data: {
        ship_from: partyOf(sender),
        ship_to: partyOf(receiver),
        currency: 'NGN',
        package_amount: formatPlainNaira(value),
        package_weight: `${weight.toFixed(2)}KG`,
        pickup_time: body.pickup_date,
      },
    });
  }

  app.post('/v1/shipping/fetch_rates', (request, reply) => fetchRates(request, reply));
  app.post<{ Params: { service_codes: string } }>(
    '/v1/shipping/fetch_rates/:service_codes',
    (request, reply) =>
      fetchRates(
        request,
        reply,
        request.params.service_codes.split(',').map((code) => code.trim()),
      ),
  );

  app.post('/v1/shipping/labels', async (request, reply) => {
    const parsed = v.safeParse(createLabelBody, request.body ?? {});
    if (!parsed.success)
      return fail(reply, 422, 'All delivery details are required', issuesOf(parsed.issues));
    const { request_token: token, service_code: serviceCode, courier_id: courierId } = parsed.output;
    const quote = store.quotes.get(token);
    if (!quote) return fail(reply, 422, 'All delivery details are required', ['Invalid request token']);
    if (quote.used)
      return fail(reply, 422, 'This request token has been used', [
        'Fetch rates again for a new request token',
      ]);
    const rate = quote.couriers.find(
      (offer) => offer.service_code === serviceCode && (!courierId || offer.courier_id === courierId),
    );
    const courier = courierById(serviceCode);
    if (!rate || !courier)
      return fail(reply, 422, 'All delivery details are required', ['Invalid courier service code']);
    quote.used = true;
    const orderId = store.nextOrderId();
    const createdAt = new Date().toISOString();
    const shipment: Shipment = {
      orderId,
      quote,
      rate,
      courier: { name: courier.name, email: courier.email, phone: courier.phone },
      trackingCode: trackingCodeOf(orderId, courier.id),
      stage: 'pending',
      history: [{ stage: 'pending', datetime: createdAt }],
      createdAt,
      origin: originOf(request),
      waybill: null,
    };
    store.shipments.set(orderId, shipment);
    emit('shipment.label.created', orderId, shipmentData(shipment));
    return success(`Order successfully routed to ${courier.name}`, {
      order_id: orderId,
      status: 'pending',
      tracking_url: trackingUrlOf(shipment),
      waybill_document: waybillUrlOf(shipment),
      courier: {
        name: courier.name,
        email: courier.email,
        phone: courier.phone,
        tracking_code: shipment.trackingCode,
        tracking_message: `Tracking ID: ${shipment.trackingCode}`,
      },
      payment: { shipping_fee: rate.total, type: 'wallet', status: 'completed', currency: 'NGN' },
      ship_from: partyOf(quote.sender),
      ship_to: partyOf(quote.receiver),
      items: quote.items.map((item) => ({
        name: item.name,
        description: item.description,
        weight: item.unitWeight,
        amount: item.unitAmount,
        quantity: item.quantity,
        total: item.unitAmount * item.quantity,
      })),
      package_weight: quote.weight.toFixed(2),
      date: createdAt,
    });
  });

  /** Labels, newest first, a page at a time: `Page`, `PerPage` (20), `Status`, `start_date`, `end_date` (YYYY-MM-DD). */
  app.get<{ Querystring: Record<string, string | undefined> }>('/v1/shipping/labels', async (request) => {
    const query = request.query;
    const status = query.Status ?? query.status;
    const from = query.start_date;
    const to = query.end_date;
    const all = store
      .newestFirst()
      .map(shipmentData)
      .filter((data) => !status || data.status === status)
      .filter((data) => !from || data.date.slice(0, 10) >= from)
      .filter((data) => !to || data.date.slice(0, 10) <= to);
    const perPage = positive(query.PerPage ?? query.perPage) ?? 20;
    const current = positive(query.Page ?? query.page) ?? 1;
    const pages = Math.max(1, Math.ceil(all.length / perPage));
    return success('Retrieved successfully', {
      results: all.slice((current - 1) * perPage, current * perPage),
      pagination: {
        current,
        next: current < pages ? current + 1 : null,
        previous: current > 1 ? current - 1 : null,
        perPage,
        total: all.length,
      },
    });
  });

  /** The labels named, as a comma list (those the simulator knows, in the order asked). */
  app.get<{ Params: { order_ids: string } }>(
    '/v1/shipping/labels/list/:order_ids',
    async (request, reply) => {
      const ids = request.params.order_ids.split(',').map((id) => id.trim());
      const found = ids.flatMap((id) => {
        const shipment = store.shipments.get(id);
        return shipment ? [shipmentData(shipment)] : [];
      });
      if (found.length === 0) return fail(reply, 404, 'Shipment not found');
      return success('Retrieved successfully', {
        results: found,
        pagination: { current: 1, next: null, previous: null, perPage: found.length, total: found.length },
      });
    },
  );

  app.post<{ Params: { order_id: string } }>(
    '/v1/shipping/labels/cancel/:order_id',
    async (request, reply) => {
      const shipment = store.shipments.get(request.params.order_id);
      if (!shipment) return fail(reply, 404, 'Invalid order code');
      if (shipment.stage === 'cancelled') return fail(reply, 422, 'Shipment has already been cancelled');
      if (!lifecycle.act(shipment, 'cancel'))
        return fail(reply, 422, 'Shipment can no longer be cancelled: the courier has picked it up');
      return success('Shipment successfully cancelled', { order_id: shipment.orderId, status: 'cancelled' });
    },
  );

  /** The sandbox's trigger: `{status_code}` puts the shipment in that status and sends its webhook. */
  app.post<{ Params: { order_id: string } }>(
    '/v1/shipping/labels/webhooks/:order_id',
    async (request, reply) => {
      const shipment = store.shipments.get(request.params.order_id);
      if (!shipment) return fail(reply, 400, 'Invalid order code');
      const body = request.body as { status_code?: unknown } | undefined;
      const code = body?.status_code;
      if (!SHIPBUBBLE_STATUSES.includes(code as ShipbubbleStatus))
        return fail(reply, 422, 'Invalid status code', [
          `status_code is one of ${SHIPBUBBLE_STATUSES.join(', ')}`,
        ]);
      lifecycle.trigger(shipment, code as ShipbubbleStatus);
      return success('Webhook sent successfully');
    },
  );
}

const positive = (text: string | undefined) => {
  const n = Number(text);
  return text !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
};
