import type { NigerianState } from 'shared-contracts/schemas/orders';

/** Where a list of products came from: a category, or a search. */
export type ProductSource = { kind: 'category'; slug: string; name: string } | { kind: 'search'; q: string };

/** A list of products, one page of it: what its screen's keys 1–5 stand for. */
export interface ProductsAt {
  at: 'products';
  from: ProductSource;
  page: number;
  ids: number[];
  more: boolean;
}

/** How the order is delivered: to an address in a state, or to a pickup station. */
export type Delivery =
  | { method: 'home'; state: NigerianState; street: string; city: string }
  | { method: 'pickup'; state: NigerianState; stationId: number };

/** How a caller can pay at the end: on delivery, by dialling their bank's USSD code, or by a transfer. */
export type PayWay = 'pay_on_delivery' | 'ussd' | 'bank_transfer';

/** What was chosen before the way to pay: the delivery, and the total the caller was shown. */
export interface Checkout {
  delivery: Delivery;
  total: number;
}

/** What a new caller was doing when they were asked their name: it goes on once the account is made. */
export interface Pending {
  then: 'add';
  variantId: number;
  productId: number;
  quantity: number;
  buyNow: boolean;
}

/**
 * The screen a session is on, with what reading the caller's next reply needs (the ids its keys stand for), kept
 * with the session between hops (ussd_sessions.state).
 */
export type UssdState =
  | { at: 'home' }
  | { at: 'categories'; page: number; slugs: { slug: string; name: string }[]; more: boolean }
  | ProductsAt
  | { at: 'search' }
  | { at: 'product'; productId: number; variantIds: number[]; page: number; more: boolean; back: ProductsAt }
  | { at: 'quantity'; productId: number; variantId: number; max: number; back: ProductsAt }
  | { at: 'buy'; productId: number; variantId: number; quantity: number; back: ProductsAt }
  | { at: 'added' }
  | { at: 'cart'; lines: { productId: number; variantId: number }[] }
  | { at: 'remove'; lines: { productId: number; variantId: number }[] }
  | { at: 'buy-again'; orderId: number }
  | { at: 'name'; pending: Pending }
  | { at: 'delivery'; last: Delivery | null }
  | { at: 'states'; method: 'home' | 'pickup'; page: number; states: NigerianState[]; more: boolean }
  | { at: 'address'; state: NigerianState }
  | { at: 'stations'; state: NigerianState; page: number; ids: number[]; more: boolean }
  | ({ at: 'confirm'; ways: PayWay[] } & Checkout)
  | ({ at: 'bank' } & Checkout)
  /** A message with `00 Back` to where the caller was (an item out of stock, a refused order). */
  | { at: 'notice'; back: UssdState };

export type ScreenName = UssdState['at'];
