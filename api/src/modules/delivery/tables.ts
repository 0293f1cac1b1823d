import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../../db/columns.js';
import { orders, users } from '../../db/schema.js';
import type { ShipmentStatus } from 'shared-contracts/schemas/delivery';

/*
 * The delivery's own tables: each order's shipment with the courier, and every event the courier reported on it.
 */

/** `waiting`: the admin shipped it, the courier has not taken the booking yet (it is tried again). */
export type ShipmentRowStatus = ShipmentStatus | 'waiting';

/**
 * An order's shipment: booked with a courier when the admin ships the order (or waiting while the courier cannot be
 * reached), then at the furthest status the courier reported. An order has one shipment that is not cancelled.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The courier API it was booked through ('Shipbubble'). */
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The courier's id of the shipment (`SB-…`); null while waiting. */
    reference: varchar('reference', { length: 64 }),
    /** The courier that carries it ("GIG Logistics"). */
    courier: varchar('courier', { length: 80 }),
    trackingCode: varchar('tracking_code', { length: 80 }),
    trackingUrl: varchar('tracking_url', { length: 500 }),
    labelUrl: varchar('label_url', { length: 500 }),
    feeKobo: kobo('fee_kobo'),
    /** The latest day the courier said it would arrive (YYYY-MM-DD). */
    estimate: varchar('estimate', { length: 10 }),
    status: varchar('status', { length: 20 }).$type<ShipmentRowStatus>().notNull(),
    /** The courier's latest words, or why the booking waits. */
    note: varchar('note', { length: 300 }),
    /** How many times booking has been tried. */
    attempts: integer('attempts').notNull().default(0),
    /** Until when one attempt holds a waiting shipment while it asks the courier (no two book it at once). */
    bookingUntil: timestamp('booking_until', { withTimezone: true, mode: 'date' }),
    shippedBy: integer('shipped_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_reference_key').on(t.provider, t.reference),
    uniqueIndex('shipments_one_active_key')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('shipments_status_idx').on(t.status, t.updatedAt),
    check(
      'shipments_status_check',
      sql`${t.status} in ('waiting', 'booked', 'picked_up', 'in_transit', 'failed_attempt', 'out_for_delivery', 'delivered', 'returned', 'cancelled')`,
    ),
    check('shipments_fee_check', sql`${t.feeKobo} >= 0`),
  ],
);

/**
 * Every event a courier reported on a shipment, once (the same status at the same time is the same event, however
 * many times its webhook came): the timeline the shopper reads.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<ShipmentStatus>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    note: varchar('note', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_once_key').on(t.shipmentId, t.status, t.at),
    check(
      'shipment_events_status_check',
      sql`${t.status} in ('booked', 'picked_up', 'in_transit', 'failed_attempt', 'out_for_delivery', 'delivered', 'returned', 'cancelled')`,
    ),
  ],
);
