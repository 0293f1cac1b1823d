import type { ShipmentStatus } from 'shared-contracts/schemas/delivery';

/**
 * What the shop needs from a courier, whatever its API (docs/delivery.md): a price and dates for a parcel, a booked
 * shipment with its label, where shipments are, a cancel, and the courier's signed webhooks read into events.
 * Shipbubble (shipbubble.ts) is the first; the local simulator (courier-simulator/) speaks its API.
 */

/** Someone a parcel goes from or to. */
export interface Party {
  name: string;
  phone: string;
  email: string;
  /** One line: street, city, state. */
  address: string;
}

export interface Parcel {
  /** What is in it, for the courier's manifest. */
  items: { name: string; quantity: number; unitWeightKg: number; unitAmountNaira: number }[];
}

export interface QuoteInput {
  from: Party;
  to: Party;
  parcel: Parcel;
  /** The day the courier may pick it up (YYYY-MM-DD). */
  pickupDate: string;
}

/** One courier's offer for a parcel. */
export interface Rate {
  /** The courier's offer as the booking names it (Shipbubble: the request token and the service code). */
  offer: string;
  courier: string;
  /** What the shop is charged, VAT included, in kobo. */
  feeKobo: bigint;
  /** The courier's own estimate in words ("Within 2 - 3 business days"). */
  eta: string | null;
  /** The latest day it says the parcel arrives (YYYY-MM-DD), when it gives a date. */
  latest: string | null;
}

export interface Booking {
  /** The courier's id of the shipment (Shipbubble: `SB-…`). */
  reference: string;
  courier: string;
  trackingCode: string;
  trackingUrl: string | null;
  /** The label to print, a PDF the courier serves. */
  labelUrl: string | null;
  feeKobo: bigint;
  /** The latest day the courier says the parcel arrives (YYYY-MM-DD), when it gives a date. */
  latest: string | null;
}

/** One thing the courier reported about a shipment. */
export interface CourierEvent {
  reference: string;
  status: ShipmentStatus;
  at: Date;
  note: string | null;
}

/** A webhook read: whether its signature held, and the events it carries (none when it is about nothing we track). */
export type CourierWebhook = { signatureValid: false } | { signatureValid: true; events: CourierEvent[] };

export interface Courier {
  readonly name: string;
  /** The offers for a parcel, cheapest first; a courier that cannot be reached throws CourierError. */
  quote(input: QuoteInput, options?: { timeoutMs?: number }): Promise<Rate[]>;
  /** Books a parcel with the courier the shopper was quoted (`prefer`) when it still offers, else the cheapest. */
  book(input: QuoteInput, prefer?: { courier: string | null }): Promise<Booking>;
  /** Where each shipment is now: its events, oldest first. */
  track(references: string[]): Promise<Map<string, CourierEvent[]>>;
  cancel(reference: string): Promise<void>;
  /** Reads a webhook: its signature over the exact bytes first. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): CourierWebhook;
}

/**
 * The courier could not be reached, answered late, or refused: `status` is its HTTP status (null when there was no
 * answer). A refusal (4xx) is not tried again; anything else is.
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'CourierError';
  }

  get retryable(): boolean {
    return this.status === null || this.status >= 500 || this.status === 429;
  }
}
