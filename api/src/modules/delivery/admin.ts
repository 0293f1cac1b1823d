import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminShipment } from 'shared-contracts/schemas/delivery';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { shipments } from './tables.js';
import { currentShipmentOf } from './tracking.js';

/** What needs the admin: bookings the courier has not taken, failed delivery attempts and parcels sent back. */
const NEEDS_ATTENTION = ['waiting', 'failed_attempt', 'returned'] as const;

/** The admin's queue of shipments that need them, the latest change first. */
export async function shipmentsNeedingAttention(db: Executor): Promise<AdminShipment[]> {
  const rows = await db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      number: orders.number,
      customer: orders.shippingFullName,
      state: orders.shippingState,
      courier: shipments.courier,
      trackingCode: shipments.trackingCode,
      status: shipments.status,
      note: shipments.note,
      updatedAt: shipments.updatedAt,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(inArray(shipments.status, [...NEEDS_ATTENTION]))
    .orderBy(desc(shipments.updatedAt), desc(shipments.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    order_id: r.orderId,
    order_number: r.number,
    customer: r.customer,
    state: r.state,
    courier: r.courier,
    tracking_code: r.trackingCode,
    status: r.status,
    note: r.note,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** The label of an order's booked shipment: where the courier serves it, or null. */
export async function labelUrlOf(db: Executor, orderId: number): Promise<string | null> {
  const shipment = await currentShipmentOf(db, orderId);
  return shipment && shipment.status !== 'cancelled' ? shipment.labelUrl : null;
}
