import { createHash, randomBytes } from 'node:crypto';
import type { AddressRecord, CourierControls, Quote, Shipment } from './types.js';

/** What one simulator remembers, in memory only: addresses, quotes, shipments, and the controls in force. */
export interface Store {
  addresses: Map<number, AddressRecord>;
  quotes: Map<string, Quote>;
  /** By order id, in the order they were made. */
  shipments: Map<string, Shipment>;
  controls: CourierControls;
  /** `SB-` and 12 upper-case hex digits, as Shipbubble's (`SB-6BAD4363F17C`); never one already given. */
  nextOrderId(): string;
  /** Shipments newest first. */
  newestFirst(): Shipment[];
}

export function createStore(): Store {
  const shipments = new Map<string, Shipment>();
  return {
    addresses: new Map(),
    quotes: new Map(),
    shipments,
    controls: { mode: 'normal', delayMs: 2_000, latencyMs: 0, down: false },
    nextOrderId() {
      let id: string;
      do id = `SB-${randomBytes(6).toString('hex').toUpperCase()}`;
      while (shipments.has(id));
      return id;
    },
    newestFirst: () => [...shipments.values()].reverse(),
  };
}

/**
 * An address's code: 8 digits from what was validated, so the same address gets the same code again (a shop that
 * keeps a pickup station's code and finds it unknown after the simulator restarts validates it anew and gets it back).
 */
export function addressCodeOf(fields: {
  name: string;
  email: string;
  phone: string;
  address: string;
}): number {
  const digest = createHash('sha256')
    .update(JSON.stringify([fields.name, fields.email, fields.phone, fields.address]))
    .digest();
  return 10_000_000 + (digest.readUInt32BE(0) % 90_000_000);
}

/** The courier's own tracking code for a shipment: its initials and ten digits from the order id. */
export function trackingCodeOf(orderId: string, courierId: string): string {
  const digits = String(parseInt(orderId.slice(3, 13), 16))
    .padStart(10, '0')
    .slice(-10);
  return `${courierId.slice(0, 3).toUpperCase()}${digits}`;
}
