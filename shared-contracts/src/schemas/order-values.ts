// The values an order's fields take (states, statuses, methods), as plain lists without valibot, and how a payment
// status reads: a page that only shows them (the admin's dashboard counts orders by status and badges payments)
// does not carry the schemas built from them.
// schemas/orders.ts builds its schemas from these and re-exports them, so the package's root exports them too.

export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
  'FCT',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  /** A pickup order waiting at its station, with its pickup code. */
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Who moved an order to a status: its shopper, an admin, a payment, or the shop's own jobs. */
export const ORDER_STATUS_ACTORS = ['shopper', 'admin', 'payment', 'system'] as const;
export type OrderStatusActor = (typeof ORDER_STATUS_ACTORS)[number];
/** Who moved an order to a status: the actor, and the account when a person did (the API's status history). */
export interface StatusActor {
  by: OrderStatusActor;
  userId?: number | null;
}
export const PAYMENT_STATUSES = ['unpaid', 'partially_paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** `pay_now`: online through the payment provider (card, bank transfer or USSD); see payments.ts. */
/** A payment status as people read it: an order given money back in part reads "Partly refunded". */
export type PaymentDisplayStatus = PaymentStatus | 'partly_refunded';

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentDisplayStatus, string>> = {
  unpaid: 'Not paid yet',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * The payment status the shopper and the admin read, decided here once. Money given back in part leaves the order
 * paid (`payment_status` stays `paid` or `partially_paid`): it reads "Partly refunded" once a refund is processed.
 */
export function paymentDisplayStatus(status: PaymentStatus, refundProcessed: boolean): PaymentDisplayStatus {
  if (refundProcessed && status !== 'refunded' && status !== 'unpaid') return 'partly_refunded';
  return status;
}

/** Where an order was placed: the website, or a phone's USSD menu (docs/ussd.md). */
export const ORDER_CHANNELS = ['web', 'ussd'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** `account_transfer`: a bank transfer to the shopper's own account number (modules/transfers/). */
export const PAYMENT_METHODS = ['pay_on_delivery', 'pay_later', 'pay_now', 'account_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A payment method as the admin's lists, CSVs and the invoice name it. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  pay_on_delivery: 'Pay on delivery',
  pay_later: 'Pay later',
  pay_now: 'Pay now',
  account_transfer: 'Bank transfer to my Kasuwa account',
};

/** Home delivery to the address's state (its zone's fee), or collection from a pickup station (its own fee). */
export const DELIVERY_METHODS = ['home', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** A promotion's kind (docs/storefront.md, "Promotions"). */
export const PROMOTION_KINDS = ['percentage', 'fixed', 'free_delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** How a line is taxed: Nigerian VAT at the standard rate, at 0% (zero-rated), or not at all (exempt). */
export const VAT_CLASSES = ['standard', 'zero', 'exempt'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

export const PAY_LATER_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export type PayLaterStatus = (typeof PAY_LATER_STATUSES)[number];

/**
 * A refund's life at the provider: `pending`, `processing`, then `processed` or `failed`; `needs_attention` when
 * the card could not take the money back and the customer's bank account is needed (the admin sends it).
 */
export const REFUND_STATUSES = ['pending', 'processing', 'needs_attention', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
