import * as v from 'valibot';
import type { OrderReturn } from './returns';
import type { Instalment } from '../pay-later';
import { optionalPhoneSchema, phoneSchema } from '../phone';
import { INT32_MAX, pageSchema, pageSizeSchema, requiredText, text } from './common';
import {
  DELIVERY_METHODS,
  NIGERIAN_STATES,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  paymentDisplayStatus,
  type DeliveryMethod,
  type NigerianState,
  type OrderChannel,
  type OrderStatus,
  type OrderStatusActor,
  type PayLaterStatus,
  type PaymentMethod,
  type PaymentStatus,
  type PromotionKind,
  type RefundStatus,
  type VatClass,
} from './order-values';

// The lists of values are defined in order-values.ts, without valibot, and exported from here too: importers of
// this module (and the package's root) keep finding them where they did. Named, not `export *`: the API runs these
// sources as CommonJS, whose named imports Node reads from the exports a module names itself.
export {
  DELIVERY_METHODS,
  NIGERIAN_STATES,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  ORDER_STATUS_ACTORS,
  PAY_LATER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  paymentDisplayStatus,
  PROMOTION_KINDS,
  VAT_CLASSES,
  type DeliveryMethod,
  type NigerianState,
  type OrderChannel,
  type OrderStatus,
  type OrderStatusActor,
  type PayLaterStatus,
  type PaymentDisplayStatus,
  type PaymentMethod,
  type PaymentStatus,
  type PromotionKind,
  type VatClass,
} from './order-values';

/** A promo code as typed: any case, surrounding spaces dropped; the shop compares codes case-insensitively. */
export const promoCodeSchema = v.pipe(
  v.string('Enter a promo code'),
  v.trim(),
  v.nonEmpty('Enter a promo code'),
  v.maxLength(32, 'A promo code has at most 32 characters'),
  v.regex(/^[A-Za-z0-9_-]+$/, 'A promo code has only letters, digits, - and _'),
  v.toUpperCase(),
);

/** GET orders/quote: what the order would cost with this delivery and code (all optional). */
export const checkoutQuoteQuerySchema = v.object({
  state: v.optional(v.picklist(NIGERIAN_STATES, 'Choose one of the 36 states or FCT')),
  delivery_method: v.optional(v.picklist(DELIVERY_METHODS, 'Choose home delivery or a pickup station')),
  pickup_station_id: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.integer('Choose a pickup station'),
      v.minValue(1, 'Choose a pickup station'),
      v.maxValue(INT32_MAX, 'Choose a pickup station'),
    ),
  ),
  promo_code: v.optional(promoCodeSchema),
});
export type CheckoutQuoteQuery = v.InferInput<typeof checkoutQuoteQuerySchema>;

/** The cancel reason of an order the shopper cancelled themselves (the shop's own cancels give theirs, or none). */
export const CANCELLED_BY_SHOPPER = 'Cancelled by the shopper';

/** A payment channel as the provider names it, in the shopper's words ("bank transfer", "USSD"). */
export function paymentChannelLabel(channel: string): string {
  const known: Record<string, string> = {
    card: 'card',
    bank: 'bank account',
    bank_transfer: 'bank transfer',
    ussd: 'USSD',
    mobile_money: 'mobile money',
    qr: 'QR code',
  };
  return known[channel] ?? channel.replaceAll('_', ' ');
}

/** Whether any refund of the order was processed. */
export const hasProcessedRefund = (order: Pick<Order, 'refunds'>): boolean =>
  (order.refunds ?? []).some((refund) => refund.status === 'processed');

/** The payment status of an order with its refunds, in words. */
export function paymentStatusLabel(order: Pick<Order, 'payment_status' | 'refunds'>): string {
  return PAYMENT_STATUS_LABELS[paymentDisplayStatus(order.payment_status, hasProcessedRefund(order))];
}

/** The transitions the server enforces (docs/architecture.md). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  // A pickup order waits at its station (ready for pickup), straight from the shop or once shipped there.
  processing: ['shipped', 'ready_for_pickup'],
  shipped: ['ready_for_pickup', 'delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
  cancelled: [],
};
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Each status in words, as the shop speaks of it to people ("ready for pickup"). */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  shipped: 'shipped',
  ready_for_pickup: 'ready for pickup',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** One status the order reached, and when (ISO). */
export interface OrderStatusEntry {
  status: OrderStatus;
  at: string;
  by: OrderStatusActor;
  note: string | null;
}

export const shippingAddressSchema = v.object({
  full_name: requiredText('Full name is required', 120),
  phone: phoneSchema,
  /** The number the rider calls when the first is off. */
  second_phone: optionalPhoneSchema,
  street: requiredText('Street address is required', 200),
  city: requiredText('City is required', 80),
  state: v.picklist(NIGERIAN_STATES, 'Choose one of the 36 states or FCT'),
});
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;

/** POST orders/checkout. Prices never come from the body. */
export const checkoutSchema = v.pipe(
  v.object({
    shipping_address: shippingAddressSchema,
    payment_method: v.picklist(PAYMENT_METHODS, 'Choose a payment method'),
    instalments: v.optional(v.picklist([2, 3, 4], 'Instalments must be 2, 3 or 4')),
    /** Home delivery unless the shopper chose a pickup station. */
    delivery_method: v.optional(
      v.picklist(DELIVERY_METHODS, 'Choose home delivery or a pickup station'),
      'home',
    ),
    pickup_station_id: v.optional(
      v.pipe(
        v.number('Choose a pickup station'),
        v.integer('Choose a pickup station'),
        v.minValue(1, 'Choose a pickup station'),
        v.maxValue(INT32_MAX, 'Choose a pickup station'),
      ),
    ),
    /** At most one code per order; automatic promotions apply by themselves. */
    promo_code: v.optional(promoCodeSchema),
    /**
     * The shopper ticked "Send me order updates on WhatsApp" (unticked unless they do): the order's updates go to its
     * delivery phone on WhatsApp, their consent kept with its time.
     */
    whatsapp_updates: v.optional(v.boolean('Choose whether to get order updates on WhatsApp')),
    /**
     * The quote's `delivery.courier_quote`: home delivery is charged the courier's price the shopper was shown (the
     * zone's fee without it, or when it has expired; `expected_total` then refuses a total they were not shown).
     */
    courier_quote: v.optional(text(2_000, 'The delivery quote is not valid')),
    /** The total (Naira) the shopper was shown; checkout answers 409 instead of charging another. */
    expected_total: v.optional(
      v.pipe(
        v.number('Expected total must be a number'),
        v.finite('Expected total must be a number'),
        v.minValue(0, 'Expected total must not be negative'),
        v.maxValue(1e12, 'Expected total is too large'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (input) => input.payment_method !== 'pay_later' || input.instalments !== undefined,
      'Choose 2, 3 or 4 instalments for pay later',
    ),
    ['instalments'],
  ),
  v.forward(
    v.check(
      (input) => input.delivery_method !== 'pickup' || input.pickup_station_id !== undefined,
      'Choose a pickup station',
    ),
    ['pickup_station_id'],
  ),
);
export type CheckoutInput = v.InferInput<typeof checkoutSchema>;

export interface OrderItem {
  id: number;
  product_id: number;
  variant_id: number;
  product_name: string;
  variant_label: string;
  sku: string;
  unit_price: number;
  quantity: number;
  line_total: number;
  /** The product's first picture, while the product still has one. */
  image?: OrderItemImage | null | undefined;
  /** This line's share of the order's discounts (Naira), and the VAT rate it was sold at. */
  discount?: number | undefined;
  vat_rate?: number | undefined;
}

export interface OrderItemImage {
  url: string;
  alt: string;
}

export interface PayLaterSummary {
  id: number;
  instalments: number;
  paid_instalments: number;
  amount_paid: number;
  status: PayLaterStatus;
  /** Amounts and due dates (`payLaterSchedule` of the order's total from the day it was placed). */
  schedule?: Instalment[] | undefined;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  items: OrderItem[];
  subtotal: number;
  /** Every promotion's discount (Naira), the promotions, the delivery and the VAT as the order was placed with. */
  discount?: number | undefined;
  shipping_fee: number;
  total: number;
  vat?: VatLine[] | undefined;
  promotions?: AppliedPromotion[] | undefined;
  delivery?: Omit<DeliveryQuote, 'free_from' | 'courier_quote'> | null | undefined;
  shipping_address: ShippingAddress;
  created_at: string;
  updated_at: string;
  pay_later: PayLaterSummary | null;
  /** Why the order was cancelled, when the shop gave a reason (a pay-now order whose payment never came). */
  cancel_reason?: string | null | undefined;
  /** A pay-now order waiting for its payment: when its stock goes back on sale (ISO). */
  reserved_until?: string | null | undefined;
  /**
   * How a pay-now order was paid, as the payment provider answered (`card`, `bank_transfer`, `ussd`, …; see
   * `paymentChannelLabel`); null until it is paid.
   */
  payment_channel?: string | null | undefined;
  /**
   * An order paid by transfer to the shopper's own account: what their transfers (and store credit) paid so far and
   * what is still due (Naira); null for other ways to pay.
   */
  transfer?: OrderTransferSummary | null | undefined;
  /** Where it was placed: the website or USSD (always sent; optional so answers recorded before it still read). */
  channel?: OrderChannel | undefined;
  /** Money given back on the order, oldest first (a partial refund leaves the order paid). */
  refunds?: OrderRefund[] | undefined;
  /** Its returns, oldest first (docs/storefront.md "Returns"). */
  returns?: OrderReturn[] | undefined;
  /** Every status it reached, oldest first. */
  history?: OrderStatusEntry[] | undefined;
  /** A pickup order's code to collect it, once it is ready for pickup (the admin's answer leaves it out). */
  pickup_code?: string | null | undefined;
  /** Who carries a shipped order, and its tracking number, when the shop gave them. */
  courier?: string | null | undefined;
  tracking_number?: string | null | undefined;
}

/** What an order paid by transfer to the shopper's account has received, and what is still due. */
export interface OrderTransferSummary {
  paid: number;
  due: number;
}

/** One refund of an order's payment, as its shopper sees it. */
export interface OrderRefund {
  id: number;
  amount: number;
  status: RefundStatus;
  created_at: string;
}

/** GET orders: the caller's orders, newest first, a page at a time. */
export const ORDERS_PAGE_SIZE = 10;
export const orderListQuerySchema = v.object({
  page: pageSchema,
  page_size: pageSizeSchema(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = v.InferInput<typeof orderListQuerySchema>;

/** One cart line priced by the server, as checkout would price it now. */
export interface CheckoutQuoteLine {
  product_id: number;
  variant_id: number;
  product_name: string;
  variant_label: string;
  quantity: number;
  stock: number;
  unit_price: number;
  line_total: number;
  image: OrderItemImage | null;
  /** This line's share of the order's discounts (Naira, spread in kobo so a refund of the line returns it). */
  discount?: number | undefined;
  /** The VAT rate the line is taxed at (7.5, or 0 for zero-rated and exempt lines) and its class. */
  vat_rate?: number | undefined;
  vat_class?: VatClass | undefined;
  /** The promotions that took something off this line, with what each took (Naira), in the order applied. */
  promotions?: { name: string; discount: number }[] | undefined;
  /** What each unit costs after them when every unit costs the same (the price the product page shows), else null. */
  promoted_unit_price?: number | null | undefined;
}

/** What one way to get the order would cost in the quote's state: home delivery or one open pickup station. */
export interface DeliveryOption {
  method: DeliveryMethod;
  station_id: number | null;
  /** The zone's or station's fee before any threshold or promotion (Naira). */
  listed_fee: number;
  /** What this order would be charged for it: 0 when free (the zone's threshold, or a free-delivery promotion). */
  fee: number;
}

/** The delivery the quote priced: a zone's home delivery or a pickup station, and when it arrives. */
export interface DeliveryQuote {
  method: DeliveryMethod;
  state: NigerianState;
  zone: string;
  /** The pickup station, when the shopper chose one. */
  station: PickupStationSummary | null;
  /** The fee before any free-delivery promotion or threshold (Naira). */
  fee: number;
  /** The subtotal from which home delivery to this zone is free; null when it never is. */
  free_from: number | null;
  /** Working days (Africa/Lagos, weekends skipped) and the dates they give, 'YYYY-MM-DD'. */
  min_days: number;
  max_days: number;
  earliest: string;
  latest: string;
  /**
   * The courier whose price and dates home delivery is quoted at (the zone's fee and estimate when null: no courier
   * set up, or it did not answer in time). Optional so answers recorded before it still read.
   */
  courier?: string | null | undefined;
  /** The quote: the courier's price, signed for checkout's `courier_quote` (30 minutes); null with no courier. */
  courier_quote?: string | null | undefined;
}

export interface PickupStationSummary {
  id: number;
  name: string;
  state: NigerianState;
  address: string;
  opening_hours: string;
  fee: number;
}

/** A promotion the quote (or order) applied, and what it took off (Naira). */
export interface AppliedPromotion {
  id: number;
  name: string;
  code: string | null;
  kind: PromotionKind;
  discount: number;
}

/** The VAT contained in a VAT-inclusive total, for one rate. */
export interface VatLine {
  rate: number;
  amount: number;
}

/** GET orders/quote: what placing the order now would charge, and the address the last order went to. */
export interface CheckoutQuote {
  items: CheckoutQuoteLine[];
  /** Each way to get the order in the quote's state, with its own fee. */
  delivery_options?: DeliveryOption[] | undefined;
  subtotal: number;
  /** Every promotion's discount on the lines and on delivery together (Naira); 0 when none. */
  discount?: number | undefined;
  shipping_fee: number;
  total: number;
  /** The VAT contained in the total, per rate (Naira); prices are VAT-inclusive. */
  vat?: VatLine[] | undefined;
  delivery?: DeliveryQuote | null | undefined;
  promotions?: AppliedPromotion[] | undefined;
  /** The code the shopper asked for: applied, or why not ("This code is not valid", …). */
  promo_code?: { code: string; applied: boolean; message: string | null } | null | undefined;
  /** The payment ways the shop offers for this order now (Settings), with why one is not. */
  payment_methods?: { method: PaymentMethod; available: boolean; reason: string | null }[] | undefined;
  /** "Add ₦3,500 more for free delivery to Lagos": what is left to the zone's threshold. */
  free_delivery_hint?: { remaining: number; zone: string } | null | undefined;
  last_address: ShippingAddress | null;
  /** Whether checkout offers order updates on WhatsApp (the shop has WhatsApp set up). */
  whatsapp_updates?: boolean | undefined;
}
