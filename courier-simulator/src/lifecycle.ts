import { shipmentData } from './serializers.js';
import type { ShipbubbleStatus, Shipment, ShipmentAction, ShipmentStage } from './types.js';
import type { Emit } from './webhooks.js';

/** Where a parcel can no longer move from. */
export const FINAL_STAGES: readonly ShipmentStage[] = ['completed', 'returned', 'cancelled'];

/** The next step on the way to the door; after a failed attempt, the rider goes out again. */
const NEXT: Partial<Record<ShipmentStage, ShipmentStage>> = {
  pending: 'confirmed',
  confirmed: 'picked_up',
  picked_up: 'in_transit',
  in_transit: 'out_for_delivery',
  out_for_delivery: 'completed',
  failed_attempt: 'out_for_delivery',
};

/** The stages each action can start from. */
const FROM: Record<Exclude<ShipmentAction, 'next'>, readonly ShipmentStage[]> = {
  failed_attempt: ['out_for_delivery'],
  returned: ['in_transit', 'out_for_delivery', 'failed_attempt'],
  // A courier gives a parcel back to no one once it has it: cancelling ends before pickup.
  cancel: ['pending', 'confirmed'],
};

/** What an action would move a shipment to; null when it cannot from where it is. */
export function targetOf(shipment: Shipment, action: ShipmentAction): ShipmentStage | null {
  if (action === 'next') return NEXT[shipment.stage] ?? null;
  if (!FROM[action].includes(shipment.stage)) return null;
  return action === 'cancel' ? 'cancelled' : action;
}

export interface Lifecycle {
  /** Moves a shipment on as a button would; false when it cannot from where it is. */
  act(shipment: Shipment, action: ShipmentAction): boolean;
  /**
   * Puts a shipment in a status and says so, as Shipbubble's sandbox trigger does: whatever the status, even one it
   * has been past, so a shop sees late and stale updates.
   */
  trigger(shipment: Shipment, status: ShipbubbleStatus): void;
  /** The clock: every shipment not at its end moves one step. */
  tick(shipments: Iterable<Shipment>): void;
}

/** How shipments move from stage to stage, and the webhook each move sends. */
export function createLifecycle(emit: Emit): Lifecycle {
  function move(shipment: Shipment, stage: ShipmentStage) {
    shipment.stage = stage;
    shipment.history.push({ stage, datetime: new Date().toISOString() });
    const event = stage === 'cancelled' ? 'shipment.cancelled' : 'shipment.status.changed';
    emit(event, shipment.orderId, shipmentData(shipment));
  }

  function act(shipment: Shipment, action: ShipmentAction) {
    const target = targetOf(shipment, action);
    if (!target) return false;
    move(shipment, target);
    return true;
  }

  return {
    act,
    trigger: move,
    tick(shipments) {
      for (const shipment of shipments) {
        if (!FINAL_STAGES.includes(shipment.stage)) act(shipment, 'next');
      }
    },
  };
}
