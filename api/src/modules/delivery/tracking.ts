import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ORDER_STATUS_WORDS } from 'shared-contracts/schemas/orders';
import type { OrderShipment, Shipment, TrackAnswer } from 'shared-contracts/schemas/delivery';
import { normalizeNigerianPhone } from 'shared-contracts/phone';
import { firstNameOf } from 'shared-contracts/text';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { eventsOf, recordCourierEvents } from './events.js';
import type { DeliveryDeps } from './ship.js';
import { shipments } from './tables.js';

/** The statuses of a shipment the courier still carries: tracked until it is delivered, returned or cancelled. */
const ON_ITS_WAY = ['booked', 'picked_up', 'in_transit', 'failed_attempt', 'out_for_delivery'] as const;

/** Asks the courier where each shipment on its way is, and records what it says (a webhook lost is caught up). */
export async function trackActiveShipments(deps: DeliveryDeps): Promise<number> {
  if (!deps.courier) return 0;
  const rows = await deps.db
    .select({ reference: shipments.reference })
    .from(shipments)
    .where(and(inArray(shipments.status, [...ON_ITS_WAY]), isNotNull(shipments.reference)));
  const references = rows.map((r) => r.reference).filter((r): r is string => r !== null);
  if (references.length === 0) return 0;
  const found = await deps.courier.track(references);
  return recordCourierEvents(deps, [...found.values()].flat());
}

/** An order's current shipment: the one that is not cancelled (an order has one at most), else its latest. */
export async function currentShipmentOf(db: Executor, orderId: number) {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.id));
  return rows.find((r) => r.status !== 'cancelled') ?? rows[0];
}

/**
 * An order's shipment as the admin's order page reads it: booked, or a booking still waiting for the courier (so the
 * page offers no second Ship while the shop tries again).
 */
export async function orderShipmentForAdmin(db: Executor, orderId: number): Promise<OrderShipment | null> {
  const shipment = await currentShipmentOf(db, orderId);
  if (shipment?.status === 'waiting')
    return { status: 'waiting', note: shipment.note, attempts: shipment.attempts };
  return bookedShipment(db, shipment);
}

/** An order's shipment as the shopper reads it: its current one, once booked. */
export async function shipmentOfOrder(db: Executor, orderId: number): Promise<Shipment | null> {
  return bookedShipment(db, await currentShipmentOf(db, orderId));
}

/** A current shipment with its events, once the courier has booked it; null before. */
async function bookedShipment(
  db: Executor,
  shipment: Awaited<ReturnType<typeof currentShipmentOf>>,
): Promise<Shipment | null> {
  if (!shipment || shipment.status === 'waiting' || shipment.courier === null) return null;
  const events = await eventsOf(db, shipment.id);
  return {
    status: shipment.status,
    courier: shipment.courier,
    tracking_code: shipment.trackingCode ?? shipment.reference ?? '',
    tracking_url: shipment.trackingUrl,
    estimate: shipment.estimate,
    // A step the courier reported more than once in a row (a label made, then a rider assigned: both booked) shows
    // once, at its first.
    events: events
      .filter((e, i) => i === 0 || events[i - 1]!.status !== e.status)
      .map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
  };
}

/** The shipment of one of the shopper's own orders; 404 when the order is not theirs. */
export async function shipmentOfOwnOrder(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<Shipment | null> {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw notFound('Order not found.');
  return shipmentOfOrder(db, own.id);
}

/** The message for an order number and phone that do not go together: the same whichever is wrong. */
export const TRACK_NOT_FOUND =
  'We could not find an order with that number and phone number. Check both and try again.';

/**
 * The public tracking page's answer: the order whose number is given, if the phone is the one it was placed with
 * (its delivery phone, or the account's), with its status and shipment, and the shopper's first name alone.
 */
export async function trackOrder(db: Executor, orderNumber: string, phone: string): Promise<TrackAnswer> {
  const given = normalizeNigerianPhone(phone);
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      fullName: orders.shippingFullName,
      shippingPhone: orders.shippingPhone,
      accountPhone: users.phone,
      createdAt: orders.createdAt,
      method: orders.deliveryMethod,
      latest: orders.deliveryLatest,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.number, orderNumber.trim().toUpperCase()));
  const phones = order ? [order.shippingPhone, order.accountPhone] : [];
  const matches = given !== null && phones.some((p) => p !== null && normalizeNigerianPhone(p) === given);
  if (!order || !matches) throw notFound(TRACK_NOT_FOUND);
  return {
    order_number: order.number,
    first_name: firstNameOf(order.fullName),
    status: ORDER_STATUS_WORDS[order.status],
    placed_at: order.createdAt.toISOString(),
    delivery_method: order.method,
    estimate: order.latest,
    shipment: await shipmentOfOrder(db, order.id),
  };
}
