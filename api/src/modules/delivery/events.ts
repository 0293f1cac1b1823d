import { asc, eq } from 'drizzle-orm';
import { SHIPMENT_RANK, type ShipmentStatus } from 'shared-contracts/schemas/delivery';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { CourierEvent } from '../../lib/couriers/courier.js';
import type { JobSender } from '../../services/mail-queue.js';
import { changeOrderStatus } from '../orders/index.js';
import { queueWhatsAppUpdate } from '../whatsapp/index.js';
import { shipmentEvents, shipments } from './tables.js';

/**
 * Where a shipment is, from every event it has (never from the order they came in): its furthest status by rank
 * (SHIPMENT_RANK), the later by the courier's time between two of one rank (out for delivery again after a failed
 * attempt). Events that come late, twice or out of order so never move a shipment back, and the shop's own record
 * of the booking (its clock, not the courier's) never outweighs what the courier says.
 */
export function currentStatus(events: { status: ShipmentStatus; at: Date }[]): ShipmentStatus | null {
  let best: { status: ShipmentStatus; at: Date } | null = null;
  for (const event of events) {
    const rank = SHIPMENT_RANK[event.status];
    if (
      best === null ||
      rank > SHIPMENT_RANK[best.status] ||
      (rank === SHIPMENT_RANK[best.status] && event.at.getTime() > best.at.getTime())
    )
      best = event;
  }
  return best?.status ?? null;
}

/** What the order becomes when its shipment reaches a status, for a parcel to the door or to a pickup station. */
function orderStatusFor(status: ShipmentStatus, pickup: boolean) {
  switch (status) {
    case 'picked_up':
    case 'in_transit':
    case 'failed_attempt':
    case 'out_for_delivery':
      return 'shipped' as const;
    case 'delivered':
      // A parcel delivered to a pickup station waits there for the shopper (with a pickup code).
      return pickup ? ('ready_for_pickup' as const) : ('delivered' as const);
    default:
      return null;
  }
}

interface EventDeps {
  db: Executor;
  jobs: JobSender;
}

/**
 * Records what a courier reported (a webhook, a tracking poll, a booking), each shipment in a transaction of its own:
 * the shipment locked, each event kept once, the shipment moved to where its events say, and the order along with
 * it (shipped once the courier has the parcel, delivered or ready for pickup when it arrives), the shopper told as
 * for any change of status. Answers how many events were new. Events of shipments the shop does not know are left.
 */
export async function recordCourierEvents(deps: EventDeps, events: CourierEvent[]): Promise<number> {
  const byReference = new Map<string, CourierEvent[]>();
  for (const event of events)
    byReference.set(event.reference, [...(byReference.get(event.reference) ?? []), event]);
  let added = 0;
  for (const [reference, theirs] of byReference) {
    added += await deps.db.transaction(async (tx) => {
      const [shipment] = await tx
        .select()
        .from(shipments)
        .where(eq(shipments.reference, reference))
        .for('update');
      if (!shipment) return 0;
      let fresh = 0;
      for (const event of theirs) {
        const kept = await tx
          .insert(shipmentEvents)
          .values({
            shipmentId: shipment.id,
            status: event.status,
            at: event.at,
            note: event.note?.slice(0, 300) ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: shipmentEvents.id });
        fresh += kept.length;
      }
      if (fresh === 0) return 0;
      const all = await tx
        .select({ status: shipmentEvents.status, at: shipmentEvents.at, note: shipmentEvents.note })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipment.id))
        .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
      const status = currentStatus(all);
      if (status === null || shipment.status === 'waiting') return fresh;
      if (status !== shipment.status) {
        const note = all.filter((e) => e.status === status).at(-1)?.note ?? null;
        await tx
          .update(shipments)
          .set({ status, note, updatedAt: new Date() })
          .where(eq(shipments.id, shipment.id));
        if (status === 'out_for_delivery')
          await queueWhatsAppUpdate(deps.jobs, tx, {
            orderId: shipment.orderId,
            template: 'order_out_for_delivery',
          });
      }
      await followShipment(tx, deps.jobs, shipment, status);
      return fresh;
    });
  }
  return added;
}

/** Moves the order as far as its shipment says, one allowed step at a time (processing → shipped → delivered). */
async function followShipment(
  tx: Executor,
  jobs: JobSender,
  shipment: typeof shipments.$inferSelect,
  status: ShipmentStatus,
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status, method: orders.deliveryMethod })
    .from(orders)
    .where(eq(orders.id, shipment.orderId))
    .for('update');
  if (!order) return;
  const target = orderStatusFor(status, order.method === 'pickup');
  if (target === null) return;
  const path: ('shipped' | 'delivered' | 'ready_for_pickup')[] =
    target === 'shipped' ? ['shipped'] : ['shipped', target];
  let at = order.status;
  for (const step of path) {
    if (at === step) continue;
    // Already past this step (delivered, or handed over at the station): nothing to do.
    if (at !== 'processing' && at !== 'shipped') return;
    await changeOrderStatus(tx, shipment.orderId, step, {
      actor: { by: 'system' },
      jobs,
      ...(step === 'shipped'
        ? { courier: shipment.courier ?? undefined, trackingNumber: shipment.trackingCode ?? undefined }
        : {}),
    });
    at = step;
  }
}

/** A shipment's events, oldest first (the timeline). */
export async function eventsOf(db: Executor, shipmentId: number) {
  return db
    .select({ status: shipmentEvents.status, at: shipmentEvents.at, note: shipmentEvents.note })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}
