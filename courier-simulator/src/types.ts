/** The simulator's vocabulary: Shipbubble's statuses, the stages a parcel goes through, the records kept, the controls. */

/** The key the shop sends as `Authorization: Bearer …` (Shipbubble's sandbox keys start `sb_sandbox_`). */
export const COURIER_SIMULATOR_API_KEY = 'sb_sandbox_kasuwa_simulator';
/** The secret webhooks are signed with (`x-ship-signature`). */
export const COURIER_SIMULATOR_WEBHOOK_SECRET = 'kasuwa_courier_simulator_webhook_secret';

/**
 * The statuses Shipbubble documents for a shipment's `status` (and its sandbox webhook trigger's `status_code`).
 * `completed` is delivered.
 */
export const SHIPBUBBLE_STATUSES = [
  'pending',
  'confirmed',
  'picked_up',
  'in_transit',
  'completed',
  'cancelled',
] as const;
export type ShipbubbleStatus = (typeof SHIPBUBBLE_STATUSES)[number];

/**
 * Where a parcel is. Shipbubble has no status for a rider on the way to the door, a failed attempt or a parcel sent
 * back: during those `status` stays `in_transit` and the step is told in `events[]` (its `status` field carries the
 * stage), as the research note's mapping expects.
 */
export const SHIPMENT_STAGES = [
  'pending',
  'confirmed',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
  'completed',
  'returned',
  'cancelled',
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/** What a button on the page (or `POST /__sim/courier/shipments/:order_id/:action`) does to a parcel. */
export const SHIPMENT_ACTIONS = ['next', 'failed_attempt', 'returned', 'cancel'] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

export const WEBHOOK_EVENTS = [
  'shipment.label.created',
  'shipment.status.changed',
  'shipment.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_MODES = ['normal', 'duplicate', 'reorder', 'delay', 'drop'] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

export interface CourierSimulatorOptions {
  /** The key requests must carry; `COURIER_SIMULATOR_API_KEY` unless given. */
  apiKey?: string;
  /** Where webhooks go (the shop's courier webhook); none: nothing is sent until `setWebhookUrl`. */
  webhookUrl?: string | undefined;
  /** The secret webhooks are signed with; `COURIER_SIMULATOR_WEBHOOK_SECRET` unless given. */
  webhookSecret?: string;
  /** The origin the tracking pages and labels are linked from; the request's own when unset. */
  publicUrl?: string | undefined;
  /** Given, every parcel not yet at its end moves one step each `clockMs`; unset (tests), only buttons and calls move them. */
  clockMs?: number | undefined;
  /** Waits before each retry of a webhook that got no 2xx (Shipbubble's five tries five minutes apart, compressed). */
  retryDelaysMs?: number[];
  logger?: boolean;
}

/** An address as `POST /shipping/address/validate` took it, with the state read from its text. */
export interface AddressRecord {
  addressCode: number;
  name: string;
  email: string;
  /** As given, and in E.164 (`+234…`) as Shipbubble answers it. */
  phone: string;
  address: string;
  state: string;
  /** ISO 3166-2:NG without `NG-` (`LA`). */
  stateCode: string;
  latitude: number;
  longitude: number;
}

export interface PackageItem {
  name: string;
  description: string;
  /** Kilograms. */
  unitWeight: number;
  /** Naira. */
  unitAmount: number;
  quantity: number;
}

/** One courier's offer in a quote, in Shipbubble's shape. */
export interface CourierRate {
  courier_id: string;
  courier_name: string;
  courier_image: string;
  service_code: string;
  service_type: 'pickup' | 'dropoff';
  waybill: boolean;
  /** Naira, VAT included ("only charge your customers with the total"). */
  total: number;
  vat: number;
  currency: '₦';
  delivery_eta: string;
  delivery_eta_time: string;
  discount: { percentage: number; symbol: '%'; discounted: number };
  insurance: { code: string; fee: number };
  pickup_station: Station | null;
  dropoff_station: Station | null;
}

export interface Station {
  name: string;
  address: string;
  phone: string;
}

/** A quote (`POST /shipping/fetch_rates`), kept under its request token until a label is bought with it. */
export interface Quote {
  requestToken: string;
  sender: AddressRecord;
  receiver: AddressRecord;
  pickupDate: string;
  categoryId: string;
  items: PackageItem[];
  /** Kilograms, items × quantities. */
  weight: number;
  dimension: { length: number; width: number; height: number };
  couriers: CourierRate[];
  /** A label was bought with it: a request token is used once. */
  used: boolean;
}

export interface Shipment {
  orderId: string;
  quote: Quote;
  rate: CourierRate;
  courier: { name: string; email: string; phone: string };
  trackingCode: string;
  stage: ShipmentStage;
  /** Every stage it has been in, oldest first. */
  history: { stage: ShipmentStage; datetime: string }[];
  createdAt: string;
  /** The origin its tracking page and label are linked from (the simulator's public URL, else the booking's host). */
  origin: string;
  /** The label, made the first time it is asked for. */
  waybill: Uint8Array | null;
}

export interface CourierControls {
  mode: WebhookMode;
  /** For `delay`: how long before the first delivery. */
  delayMs: number;
  /** How long every `/v1` call waits before it is answered. */
  latencyMs: number;
  /** Every `/v1` call answers 503, as a courier API that is down. */
  down: boolean;
}

/** One attempt at delivering a webhook. */
export interface Delivery {
  event: WebhookEvent;
  orderId: string;
  attempt: number;
  /** The receiver's answer; null when it did not answer. */
  status: number | null;
  body: string;
  signature: string;
}
