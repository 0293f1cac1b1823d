import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { lagosDayOf } from 'shared-contracts/dates';
import type { ShipResult } from 'shared-contracts/schemas/delivery';
import type { Db, Executor } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema.js';
import { CourierError, type Courier, type Party, type QuoteInput } from '../../lib/couriers/courier.js';
import type { JobSender } from '../../services/mail-queue.js';
import { changeOrderStatus } from '../orders/index.js';
import { loadSettingsRow, type SettingsRow } from '../settings/index.js';
import { recordCourierEvents } from './events.js';
import { shipments } from './tables.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Books a shipment the courier did not take when the admin shipped it (ship.ts), tried again with backoff. */
    'courier-book': { shipmentId: number };
  }
}

export interface DeliveryDeps {
  db: Db;
  /** Null when the shop ships with no courier (the admin marks orders shipped by hand). */
  courier: Courier | null;
  jobs: JobSender;
}

/** What a parcel weighs when the shop knows no weight: a kilogram a unit, a courier's usual small-parcel band. */
export const UNIT_WEIGHT_KG = 1;

/** The day after `now` in Lagos (YYYY-MM-DD): the courier collects the next day. */
export const nextDayInLagos = (now: Date): string =>
  lagosDayOf(new Date(now.getTime() + 86_400_000).toISOString());

/** The shop as a courier's sender: Settings' name, support phone and mail, and address. */
export const shopParty = (settings: SettingsRow): Party => ({
  name: settings.shopName,
  phone: settings.supportPhone,
  email: settings.supportEmail,
  address: settings.address,
});

/**
 * The parcel of an order as the courier is asked for it: from the shop (Settings' name, support phone and mail, and
 * address) to the shopper's address, or to the pickup station the order goes to, in the shopper's name; with the
 * courier the shopper was quoted at checkout, whom the booking takes when it still offers.
 */
export async function parcelOf(
  db: Executor,
  orderId: number,
  now = new Date(),
): Promise<QuoteInput & { quotedCourier: string | null }> {
  const [order] = await db
    .select({
      fullName: orders.shippingFullName,
      phone: orders.shippingPhone,
      street: orders.shippingStreet,
      city: orders.shippingCity,
      state: orders.shippingState,
      userEmail: users.email,
      station: orders.pickupStation,
      quotedCourier: orders.deliveryCourier,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`Order ${orderId} not found`);
  const settings = await loadSettingsRow(db);
  const lines = await db
    .select({ name: orderItems.productName, quantity: orderItems.quantity, unit: orderItems.unitPriceKobo })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const address = order.station
    ? `${order.station.name}, ${order.station.address}, ${order.station.state}`
    : `${order.street}, ${order.city}, ${order.state}`;
  return {
    from: shopParty(settings),
    to: {
      name: order.fullName,
      phone: order.phone,
      email: order.userEmail ?? settings.supportEmail,
      address,
    },
    parcel: {
      items: lines.map((line) => ({
        name: line.name.slice(0, 100),
        quantity: line.quantity,
        unitWeightKg: UNIT_WEIGHT_KG,
        unitAmountNaira: Math.round(line.unit / 100),
      })),
    },
    pickupDate: nextDayInLagos(now),
    quotedCourier: order.quotedCourier,
  };
}

const SHIPPABLE = ['confirmed', 'processing'] as const;

/** How long one attempt holds a waiting shipment: longer than the courier's calls may take (four of 10 s). */
const BOOKING_CLAIM_SECONDS = 60;

/**
 * Ships orders with the courier, as the admin's Ship does (one or several at once), each on its own: the order
 * must be confirmed or being prepared, with no shipment yet. It is kept as a shipment waiting for the courier and
 * moved to processing, then booked. A courier that cannot be reached leaves it waiting, booked by a job tried again
 * with backoff; one that refuses the parcel cancels the shipment and says why.
 */
export async function shipOrders(
  deps: DeliveryDeps,
  orderIds: number[],
  adminId: number,
): Promise<ShipResult[]> {
  const courier = deps.courier;
  const results: ShipResult[] = [];
  for (const orderId of [...new Set(orderIds)].sort((a, b) => a - b)) {
    const [order] = await deps.db
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    const refuse = (message: string) =>
      results.push({
        order_id: orderId,
        order_number: order?.number ?? String(orderId),
        outcome: 'refused',
        message,
        tracking_code: null,
      });
    if (!order) {
      refuse('Order not found.');
      continue;
    }
    if (!courier) {
      refuse('No courier is set up: mark the order shipped by hand.');
      continue;
    }
    const shipmentId = await openShipment(deps, order.id, courier.name, adminId);
    if (typeof shipmentId === 'string') {
      refuse(shipmentId);
      continue;
    }
    const booked = await bookShipment(deps, shipmentId);
    results.push({
      order_id: order.id,
      order_number: order.number,
      outcome: booked.outcome,
      message: booked.message,
      tracking_code: booked.trackingCode,
    });
  }
  return results;
}

/** The order's shipment, waiting for the courier, and the order moved to processing; or why it cannot be shipped. */
async function openShipment(
  deps: DeliveryDeps,
  orderId: number,
  provider: string,
  adminId: number,
): Promise<number | string> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return 'Order not found.';
    if (!(SHIPPABLE as readonly string[]).includes(order.status))
      return `Only a confirmed order or one being prepared can be shipped; this one is ${order.status.replace(/_/g, ' ')}.`;
    const [open] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
    if (open) return 'This order has been shipped already.';
    const [row] = await tx
      .insert(shipments)
      .values({ orderId, provider, status: 'waiting', shippedBy: adminId, note: 'Waiting for the courier.' })
      .returning({ id: shipments.id });
    if (order.status === 'confirmed')
      await changeOrderStatus(tx, orderId, 'processing', {
        actor: { by: 'admin', userId: adminId },
        jobs: deps.jobs,
      });
    return row!.id;
  });
}

interface Booked {
  outcome: ShipResult['outcome'];
  message: string;
  trackingCode: string | null;
}

/**
 * Books a waiting shipment with the courier (the admin's Ship, then the `courier-book` job): outside any
 * transaction, then kept. Throws a CourierError the courier may get over (so the job is tried again) only when
 * `rethrow` is set; the admin's Ship queues the job instead.
 */
export async function bookShipment(
  deps: DeliveryDeps,
  shipmentId: number,
  options: { rethrow?: boolean } = {},
): Promise<Booked> {
  const courier = deps.courier;
  // Claimed for the time one attempt may take: the admin's Ship and the job never book one shipment twice.
  const [shipment] = courier
    ? await deps.db
        .update(shipments)
        .set({ bookingUntil: sql`now() + interval '${sql.raw(String(BOOKING_CLAIM_SECONDS))} seconds'` })
        .where(
          and(
            eq(shipments.id, shipmentId),
            eq(shipments.status, 'waiting'),
            or(isNull(shipments.bookingUntil), lt(shipments.bookingUntil, sql`now()`)),
          ),
        )
        .returning()
    : [];
  if (!shipment || !courier)
    return {
      outcome: 'refused',
      message: 'This shipment is not waiting for the courier.',
      trackingCode: null,
    };
  try {
    const parcel = await parcelOf(deps.db, shipment.orderId);
    const booking = await courier.book(parcel, { courier: parcel.quotedCourier });
    const kept = await deps.db
      .update(shipments)
      .set({
        reference: booking.reference,
        courier: booking.courier,
        trackingCode: booking.trackingCode,
        trackingUrl: booking.trackingUrl,
        labelUrl: booking.labelUrl,
        feeKobo: Number(booking.feeKobo),
        estimate: booking.latest,
        status: 'booked',
        note: null,
        attempts: shipment.attempts + 1,
        bookingUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(shipments.id, shipmentId), eq(shipments.status, 'waiting')))
      .returning({ id: shipments.id });
    if (kept.length === 0) {
      // Cancelled meanwhile: the courier's booking goes too.
      await courier.cancel(booking.reference).catch(() => undefined);
      return { outcome: 'refused', message: 'The shipment was cancelled meanwhile.', trackingCode: null };
    }
    await recordCourierEvents(deps, [
      { reference: booking.reference, status: 'booked', at: new Date(), note: null },
    ]);
    return {
      outcome: 'booked',
      message: `Booked with ${booking.courier}.`,
      trackingCode: booking.trackingCode,
    };
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    if (err.retryable) {
      await deps.db
        .update(shipments)
        .set({
          note: 'The courier did not answer; trying again.',
          attempts: shipment.attempts + 1,
          bookingUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(shipments.id, shipmentId));
      if (options.rethrow) throw err;
      await deps.jobs.send(deps.db, 'courier-book', { shipmentId }, { key: `courier-book-${shipmentId}` });
      return {
        outcome: 'queued',
        message: 'The courier did not answer: the booking is tried again in a few minutes.',
        trackingCode: null,
      };
    }
    const reason = err.message.replace(/^Shipbubble refused: /, '').slice(0, 250);
    await deps.db
      .update(shipments)
      .set({
        status: 'cancelled',
        note: `The courier refused: ${reason}`,
        bookingUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(shipments.id, shipmentId));
    return { outcome: 'refused', message: `The courier refused the parcel: ${reason}`, trackingCode: null };
  }
}
