import type { ShipResult } from 'shared-contracts/schemas/delivery';
import type { OrderStatus } from 'shared-contracts';
import type { Tone } from 'shared-contracts/ui/theme';

/** The orders the API ships: confirmed or being prepared (and not shipped yet, which only the API knows). */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing'];
export const canShip = (status: OrderStatus) => SHIPPABLE_STATUSES.includes(status);

/** Each outcome of Ship as the admin reads it, and its colour in the summary. */
export const SHIP_OUTCOMES: Record<ShipResult['outcome'], { label: string; tone: Tone }> = {
  booked: { label: 'Booked', tone: 'success' },
  queued: { label: 'Waiting for the courier', tone: 'warning' },
  refused: { label: 'Not shipped', tone: 'danger' },
};

/** Fallback words when Ship itself fails (the API down, a request refused as a whole). */
export const SHIP_FAILED = 'Could not ship. Please try again.';
