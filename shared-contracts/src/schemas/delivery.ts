import * as v from 'valibot';
import { idSchema, requiredText } from './common';

/*
 * Courier delivery (api/src/modules/delivery/, docs/delivery.md): the shipments the shop books with a courier, the
 * events the courier reports, and the public tracking page's answer. Amounts in Naira, times as ISO strings (the
 * pages show them in WAT).
 */

/**
 * A shipment's status, in the order a parcel goes through them. A courier's event never moves a shipment back (its
 * webhooks come late, twice and out of order): the shipment is at its furthest event. Out for delivery and a failed
 * attempt are one step, which a courier goes through more than once (the rider tries again): between them the
 * later wins. Delivered, returned and cancelled end it.
 */
export const SHIPMENT_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'failed_attempt',
  'out_for_delivery',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** How far along each status is: a shipment moves only to a higher rank, or to a later event of the same. */
export const SHIPMENT_RANK: Record<ShipmentStatus, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  failed_attempt: 3,
  out_for_delivery: 3,
  delivered: 4,
  returned: 5,
  cancelled: 6,
};
export const SHIPMENT_ENDED: readonly ShipmentStatus[] = ['delivered', 'returned', 'cancelled'];

/** Each status as the shopper reads it on the order page and the tracking page. */
export const SHIPMENT_STATUS_WORDS: Record<ShipmentStatus, string> = {
  booked: 'Booked with the courier',
  picked_up: 'Picked up by the courier',
  in_transit: 'On its way',
  failed_attempt: 'Delivery attempt failed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  returned: 'Returned to the shop',
  cancelled: 'Shipment cancelled',
};

/** One thing the courier reported, for a timeline. */
export const shipmentEventSchema = v.object({
  status: v.picklist(SHIPMENT_STATUSES),
  /** The courier's own words, when it gave any ("Rider at the gate"). */
  note: v.nullable(v.string()),
  at: v.string(),
});
export type ShipmentEvent = v.InferOutput<typeof shipmentEventSchema>;

/** An order's shipment as the shopper's order page and the admin's order page show it. */
export const shipmentSchema = v.object({
  status: v.picklist(SHIPMENT_STATUSES),
  courier: v.string(),
  tracking_code: v.string(),
  /** The courier's own tracking page. */
  tracking_url: v.nullable(v.string()),
  /** The latest day the courier said it would arrive (YYYY-MM-DD), when it said. */
  estimate: v.nullable(v.string()),
  events: v.array(shipmentEventSchema),
});
export type Shipment = v.InferOutput<typeof shipmentSchema>;

/**
 * An order's shipment as the admin's order page reads it: booked (as the shopper sees it), or still waiting for the
 * courier to take the booking, with why and how many times it was tried (the shop tries again by itself).
 */
export const waitingBookingSchema = v.object({
  status: v.literal('waiting'),
  note: v.nullable(v.string()),
  attempts: v.number(),
});
export const orderShipmentSchema = v.union([shipmentSchema, waitingBookingSchema]);
export type OrderShipment = v.InferOutput<typeof orderShipmentSchema>;

/** What the public tracking page asks: the order number and the phone number the order was placed with. */
export const trackRequestSchema = v.object({
  order_number: requiredText('Enter your order number.', 40),
  phone: requiredText('Enter the phone number you ordered with.', 20),
});
export type TrackRequest = v.InferOutput<typeof trackRequestSchema>;

/**
 * What the public tracking page shows: the order's status and its shipment, and nothing else personal (the
 * shopper's first name only; no address, no other names).
 */
export const trackAnswerSchema = v.object({
  order_number: v.string(),
  first_name: v.string(),
  status: v.string(),
  placed_at: v.string(),
  delivery_method: v.picklist(['home', 'pickup']),
  /** The shop's own estimate (from the delivery zone or station), YYYY-MM-DD. */
  estimate: v.nullable(v.string()),
  shipment: v.nullable(shipmentSchema),
});
export type TrackAnswer = v.InferOutput<typeof trackAnswerSchema>;

/** The admin's Ship: the orders to book with the courier. */
export const shipOrdersSchema = v.object({
  order_ids: v.pipe(
    v.array(idSchema),
    v.minLength(1, 'Choose at least one order.'),
    v.maxLength(50, 'Ship at most 50 orders at once.'),
  ),
});

/** What Ship did with each order. */
export const shipResultSchema = v.object({
  order_id: v.number(),
  order_number: v.string(),
  /** booked: the courier has it; queued: the courier did not answer, the shop tries again; refused: why in `message`. */
  outcome: v.picklist(['booked', 'queued', 'refused']),
  message: v.string(),
  tracking_code: v.nullable(v.string()),
});
export type ShipResult = v.InferOutput<typeof shipResultSchema>;

/** A shipment in the admin's queues (failed deliveries, returned parcels, bookings waiting on the courier). */
export const adminShipmentSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  customer: v.string(),
  state: v.string(),
  courier: v.nullable(v.string()),
  tracking_code: v.nullable(v.string()),
  status: v.union([v.picklist(SHIPMENT_STATUSES), v.literal('waiting')]),
  /** The latest thing the courier said, or why the booking waits. */
  note: v.nullable(v.string()),
  updated_at: v.string(),
});
export type AdminShipment = v.InferOutput<typeof adminShipmentSchema>;
