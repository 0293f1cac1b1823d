import type { ShipmentStatus } from 'shared-contracts/schemas/delivery';
import { hmacHexMatches } from '../hmac.js';
import { isObject, type Json } from '../json.js';
import {
  CourierError,
  type Booking,
  type Courier,
  type CourierEvent,
  type CourierWebhook,
  type Party,
  type QuoteInput,
  type Rate,
} from './courier.js';

/**
 * Shipbubble's shipping API (docs/delivery.md; its OpenAPI file in Shipbubble/node-sdk): addresses validated into
 * address codes, rates for a parcel between two codes (a request token and each courier's service code), a label
 * booked from a token and a service code, labels listed by id, a cancel, and webhooks signed in `x-ship-signature`.
 */
export interface ShipbubbleConfig {
  /** `https://api.shipbubble.com/v1`, or the local simulator's. */
  baseUrl: string;
  apiKey: string;
  /** The secret Shipbubble signs webhooks with. Without one every webhook is refused. */
  webhookSecret: string;
  /** How long one call may take (the checkout's quote asks for less). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** The parcel's box when the shop gives none: a medium box, as Shipbubble's own examples send. */
const DEFAULT_BOX = { length: 30, width: 25, height: 15 };
/** Shipbubble's category for general goods when the shop gives none. */
const DEFAULT_CATEGORY = 74794423;

/**
 * Shipbubble's statuses, and the words its events use, read into the shop's. `pending` and `confirmed` are a label
 * made and a courier assigned: booked, for the shopper. Anything else is not a status the shop follows.
 */
export function shipbubbleStatus(code: string): ShipmentStatus | null {
  const key = code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  switch (key) {
    case 'pending':
    case 'confirmed':
    case 'label_created':
      return 'booked';
    case 'picked_up':
      return 'picked_up';
    case 'in_transit':
      return 'in_transit';
    case 'out_for_delivery':
      return 'out_for_delivery';
    case 'failed_attempt':
    case 'failed_delivery':
    case 'delivery_failed':
    case 'failed_delivery_attempt':
      return 'failed_attempt';
    case 'completed':
    case 'delivered':
      return 'delivered';
    case 'returned':
    case 'returned_to_sender':
      return 'returned';
    case 'cancelled':
    case 'canceled':
      return 'cancelled';
    default:
      return null;
  }
}

/** A Naira amount as Shipbubble writes it (a number, or a string with commas) in kobo. */
function koboOf(value: unknown): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value : null;
  if (text === null) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/,/g, '').trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A date Shipbubble wrote, or null when it is not one. */
function dateOf(value: unknown): Date | null {
  const text = str(value);
  if (text === null) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The events of one shipment as Shipbubble reports it (a label in a list, or a webhook's body): each entry of
 * `package_status` (its statuses) and of `events` (the steps it has no status for: out for delivery, a failed
 * attempt, a return) the shop follows, once each, and the shipment's own `status` at its date when none has it.
 */
export function eventsOfLabel(label: Json, now = new Date()): CourierEvent[] {
  const reference = str(label.order_id);
  if (reference === null) return [];
  const events = new Map<string, CourierEvent>();
  const add = (status: ShipmentStatus, at: Date, note: string | null) => {
    const key = `${status}@${at.getTime()}`;
    const kept = events.get(key);
    if (!kept || (kept.note === null && note !== null)) events.set(key, { reference, status, at, note });
  };
  for (const list of [label.package_status, label.events]) {
    for (const entry of Array.isArray(list) ? list : []) {
      if (!isObject(entry)) continue;
      const status = shipbubbleStatus(str(entry.status) ?? '');
      if (status === null) continue;
      const words = [str(entry.message) ?? str(entry.description), str(entry.location)].filter(Boolean);
      add(
        status,
        dateOf(entry.datetime) ?? dateOf(entry.date) ?? now,
        words.length > 0 ? words.join(', ') : null,
      );
    }
  }
  const current = shipbubbleStatus(str(label.status) ?? '');
  if (current !== null && ![...events.values()].some((event) => event.status === current)) {
    const courier = isObject(label.courier) ? label.courier : {};
    add(current, dateOf(label.date) ?? dateOf(label.updated_at) ?? now, str(courier.tracking_message));
  }
  return [...events.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Whether `signature` is the HMAC of `body` with `secret`: SHA-512 as Shipbubble documents it, SHA-256 as it also says. */
export function shipbubbleSignatureValid(body: Buffer, signature: string, secret: string): boolean {
  return (['sha512', 'sha256'] as const).some((algorithm) =>
    hmacHexMatches(algorithm, secret, body, signature),
  );
}

export function shipbubbleCourier(config: ShipbubbleConfig): Courier {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json,
    timeoutMs = config.timeoutMs ?? 10_000,
  ): Promise<Json> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new CourierError(`Shipbubble could not be reached: ${(err as Error).message}`, null);
    }
    let envelope: unknown;
    try {
      envelope = await response.json();
    } catch {
      throw new CourierError(`Shipbubble answered ${response.status} without JSON`, response.status);
    }
    if (!isObject(envelope))
      throw new CourierError('Shipbubble answered without an envelope', response.status);
    if (!response.ok || envelope.status !== 'success') {
      const errors = Array.isArray(envelope.errors)
        ? envelope.errors.filter((e) => typeof e === 'string')
        : [];
      const message = [str(envelope.message), ...errors].filter(Boolean).join(': ') || 'no reason given';
      throw new CourierError(`Shipbubble refused: ${message}`, response.ok ? 422 : response.status);
    }
    return isObject(envelope.data) ? envelope.data : { list: envelope.data };
  }

  async function addressCode(party: Party, timeoutMs?: number): Promise<number | string> {
    const data = await call(
      'POST',
      '/shipping/address/validate',
      { name: party.name, email: party.email, phone: party.phone, address: party.address },
      timeoutMs,
    );
    const code = data.address_code;
    if (typeof code !== 'number' && typeof code !== 'string')
      throw new CourierError('Shipbubble gave no address code', 422);
    return code;
  }

  async function rates(input: QuoteInput, timeoutMs?: number) {
    const [sender, receiver] = await Promise.all([
      addressCode(input.from, timeoutMs),
      addressCode(input.to, timeoutMs),
    ]);
    const data = await call(
      'POST',
      '/shipping/fetch_rates',
      {
        sender_address_code: sender,
        // Shipbubble's own spelling.
        reciever_address_code: receiver,
        pickup_date: input.pickupDate,
        category_id: DEFAULT_CATEGORY,
        package_items: input.parcel.items.map((item) => ({
          name: item.name,
          description: item.name,
          unit_weight: String(item.unitWeightKg),
          unit_amount: String(item.unitAmountNaira),
          quantity: String(item.quantity),
        })),
        package_dimension: DEFAULT_BOX,
      },
      timeoutMs,
    );
    const token = str(data.request_token);
    if (token === null) throw new CourierError('Shipbubble gave no request token', 422);
    const offers: Rate[] = [];
    for (const courier of Array.isArray(data.couriers) ? data.couriers : []) {
      if (!isObject(courier)) continue;
      const service = str(courier.service_code);
      const fee = koboOf(courier.total);
      if (service === null || fee === null) continue;
      const courierId = str(courier.courier_id);
      offers.push({
        offer: JSON.stringify({ token, service, courierId }),
        courier: str(courier.courier_name) ?? service,
        feeKobo: fee,
        eta: str(courier.delivery_eta),
        latest: latestDay(str(courier.delivery_eta_time)),
      });
    }
    return offers.sort((a, b) => (a.feeKobo < b.feeKobo ? -1 : a.feeKobo > b.feeKobo ? 1 : 0));
  }

  return {
    name: 'Shipbubble',
    quote: (input, options) => rates(input, options?.timeoutMs),
    async book(input, prefer) {
      const offers = await rates(input);
      const offer = offers.find((o) => o.courier === prefer?.courier) ?? offers[0];
      if (!offer) throw new CourierError('No courier offered to carry this parcel', 422);
      const { token, service, courierId } = JSON.parse(offer.offer) as {
        token: string;
        service: string;
        courierId: string | null;
      };
      const data = await call('POST', '/shipping/labels', {
        request_token: token,
        service_code: service,
        ...(courierId ? { courier_id: courierId } : {}),
      });
      const reference = str(data.order_id);
      if (reference === null) throw new CourierError('Shipbubble gave no order id for the label', 422);
      const courier = isObject(data.courier) ? data.courier : {};
      const payment = isObject(data.payment) ? data.payment : {};
      return {
        reference,
        courier: str(courier.name) ?? offer.courier,
        trackingCode: str(courier.tracking_code) ?? reference,
        trackingUrl: str(data.tracking_url),
        labelUrl: str(data.waybill_document),
        feeKobo: koboOf(payment.shipping_fee) ?? offer.feeKobo,
        latest: offer.latest,
      } satisfies Booking;
    },
    async track(references) {
      const found = new Map<string, CourierEvent[]>();
      for (let i = 0; i < references.length; i += 100) {
        const ids = references
          .slice(i, i + 100)
          .map(encodeURIComponent)
          .join(',');
        const data = await call('GET', `/shipping/labels/list/${ids}`);
        const labels = Array.isArray(data.results) ? data.results : Array.isArray(data.list) ? data.list : [];
        for (const label of labels) {
          if (!isObject(label)) continue;
          const reference = str(label.order_id);
          if (reference !== null) found.set(reference, eventsOfLabel(label));
        }
      }
      return found;
    },
    async cancel(reference) {
      await call('POST', `/shipping/labels/cancel/${encodeURIComponent(reference)}`);
    },
    readWebhook(rawBody, headers): CourierWebhook {
      const header = headers['x-ship-signature'];
      const signature = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
      if (!shipbubbleSignatureValid(rawBody, signature, config.webhookSecret))
        return { signatureValid: false };
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { signatureValid: true, events: [] };
      }
      if (!isObject(body)) return { signatureValid: true, events: [] };
      return { signatureValid: true, events: eventsOfLabel(body) };
    },
  };
}

/** The last day in Shipbubble's `delivery_eta_time` ("2026-12-09 18:00:00" or an ISO time), as YYYY-MM-DD. */
function latestDay(text: string | null): string | null {
  if (text === null) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  return match ? match[1]! : null;
}
