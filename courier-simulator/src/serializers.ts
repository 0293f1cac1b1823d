import type { AddressRecord, Shipment, ShipmentStage, ShipbubbleStatus } from './types.js';

/** A shipment's `status` at Shipbubble: the steps it has no status for are `in_transit` (told in `events[]`). */
export function statusOf(stage: ShipmentStage): ShipbubbleStatus {
  return stage === 'out_for_delivery' || stage === 'failed_attempt' || stage === 'returned'
    ? 'in_transit'
    : stage;
}

/** How `package_status[]` names each status (Shipbubble's lists show `Pending`, `Cancelled`). */
const PACKAGE_STATUS_LABELS: Record<ShipbubbleStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What a person reads of each stage: the page's history and the messages of `events[]`. */
export const STAGE_LABELS: Record<ShipmentStage, string> = {
  pending: 'Label created',
  confirmed: 'Courier assigned',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  failed_attempt: 'Delivery attempt failed',
  completed: 'Delivered',
  returned: 'Returned to sender',
  cancelled: 'Cancelled',
};

const RIDERS = ['Musa Abdullahi', 'Chinedu Okafor', 'Tunde Bakare', 'Ifeoma Nwosu', 'Garba Sani'];

/** The rider who carries it, once the courier has taken the shipment. */
function riderOf(shipment: Shipment) {
  const assigned = shipment.history.some((step) => step.stage === 'confirmed');
  if (!assigned) return null;
  const n = parseInt(shipment.orderId.slice(-2), 16) % RIDERS.length;
  return {
    name: RIDERS[n] ?? 'Musa Abdullahi',
    phone: `+23480300000${String(n).padStart(2, '0')}`,
    pickup_eta: `${shipment.quote.pickupDate} 12:00:00`,
  };
}

/** Where each step happens, for `events[].location`. */
function locationOf(stage: ShipmentStage, shipment: Shipment): string {
  const { sender, receiver } = shipment.quote;
  switch (stage) {
    case 'pending':
    case 'confirmed':
    case 'picked_up':
    case 'returned':
    case 'cancelled':
      return `${sender.state}, Nigeria`;
    case 'in_transit':
      return sender.state === receiver.state
        ? `${sender.state}, Nigeria`
        : `${sender.state} → ${receiver.state}`;
    default:
      return `${receiver.state}, Nigeria`;
  }
}

export const partyOf = (address: AddressRecord) => ({
  name: address.name,
  phone: address.phone,
  email: address.email,
  address: address.address,
});

/**
 * A shipment as Shipbubble shows it in `GET /shipping/labels` and sends it in webhooks (the webhook adds `event`).
 * `events[]` has one entry per step, oldest first, `{status, message, location, datetime}`: Shipbubble's examples
 * only ever show it empty, so that shape is the simulator's own, and `status` carries the step
 * (`out_for_delivery`, `failed_attempt`, `returned` among them).
 */
export function shipmentData(shipment: Shipment) {
  const { quote, rate } = shipment;
  const status = statusOf(shipment.stage);
  const packageStatus = shipment.history
    .filter((step) => statusOf(step.stage) === step.stage)
    .map((step) => ({ status: PACKAGE_STATUS_LABELS[statusOf(step.stage)], datetime: step.datetime }));
  return {
    order_id: shipment.orderId,
    status,
    courier: {
      name: shipment.courier.name,
      email: shipment.courier.email,
      phone: shipment.courier.phone,
      tracking_code: shipment.trackingCode,
      tracking_message: `Tracking ID: ${shipment.trackingCode}`,
      rider_info: riderOf(shipment),
    },
    ship_from: partyOf(quote.sender),
    ship_to: partyOf(quote.receiver),
    to_be_processed: `${quote.pickupDate}T08:00:00.000Z`,
    payment: { shipping_fee: rate.total, currency: 'NGN' },
    package_status: packageStatus,
    insurance: null,
    events: shipment.history.map((step) => ({
      status: step.stage,
      message: STAGE_LABELS[step.stage],
      location: locationOf(step.stage, shipment),
      datetime: step.datetime,
    })),
    dropoff_station: rate.dropoff_station,
    pickup_station: rate.pickup_station,
    service_code: rate.service_code,
    package_weight: quote.weight.toFixed(2),
    tracking_url: trackingUrlOf(shipment),
    waybill_document: waybillUrlOf(shipment),
    date: shipment.createdAt,
  };
}

export const trackingUrlOf = (shipment: Shipment) =>
  `${shipment.origin}/orders/tracking/${encodeURIComponent(shipment.orderId)}`;

export const waybillUrlOf = (shipment: Shipment) =>
  `${shipment.origin}/waybills/${encodeURIComponent(shipment.orderId)}.pdf`;
