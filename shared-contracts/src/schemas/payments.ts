// Paying online (pay now: card, bank transfer or USSD through the payment provider): the bodies and answers of
// the payment routes. docs/payments.md describes the flow.
import * as v from 'valibot';
import type { Order } from './orders';
import { paymentDisputeSchema } from './disputes';
import { REFUND_STATUSES } from './order-values';

/**
 * A payment attempt's life: `pending` until the provider's verified answer settles it; `succeeded` marks the
 * order paid; `needs_review` when the provider reported a success that does not match the order (amount,
 * currency, reference), so the order is never marked paid; `refunded` once money taken was given back in full.
 */
export const ONLINE_PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'abandoned',
  'needs_review',
  'refunded',
] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** A refund's life at the provider (schemas/order-values, which orders and returns share). */
export { REFUND_STATUSES, type RefundStatus } from './order-values';

/** Where a payment event came from. */
export const PAYMENT_EVENT_SOURCES = [
  'initialize',
  'verify',
  'webhook',
  'reconcile',
  'refund',
  'admin',
] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/** A payment reference as the provider accepts it: letters, digits and `-.=`. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

export const paymentReferenceSchema = v.pipe(
  v.string('Reference is required'),
  v.regex(PAYMENT_REFERENCE_PATTERN, 'Reference must be letters, digits and - . = (at most 100)'),
);

/** POST orders/{id}/payments/verify: the reference the provider sent the shopper back with. */
export const verifyPaymentSchema = v.object({ reference: paymentReferenceSchema });
export type VerifyPaymentInput = v.InferInput<typeof verifyPaymentSchema>;

/** POST admin/orders/{id}/refund: a part of the payment (Naira), or all of what is left when absent. */
export const refundSchema = v.object({
  amount: v.optional(
    v.pipe(
      v.number('Amount must be a number'),
      v.finite('Amount must be a number'),
      v.minValue(0.01, 'Amount must be at least ₦0.01'),
      v.maxValue(1e12, 'Amount is too large'),
      v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Amount has at most two decimals'),
    ),
  ),
});
export type RefundInput = v.InferInput<typeof refundSchema>;

export const refundAnswerSchema = v.object({
  id: v.number(),
  amount: v.number(),
  status: v.picklist(REFUND_STATUSES),
  reason: v.string(),
  /** The provider's note on a refund that needs attention. */
  provider_note: v.optional(v.nullable(v.string())),
  /** When the admin last sent the customer's bank account for it. */
  retried_at: v.optional(v.nullable(v.string())),
  created_at: v.string(),
});
export type Refund = v.InferOutput<typeof refundAnswerSchema>;

/** One payment attempt of an order, as its shopper and the admin see it. */
export const onlinePaymentSchema = v.object({
  id: v.number(),
  reference: v.string(),
  status: v.picklist(ONLINE_PAYMENT_STATUSES),
  amount: v.number(),
  currency: v.string(),
  channel: v.nullable(v.string()),
  paid_at: v.nullable(v.string()),
  /** Why a payment needs review or failed, in words. */
  reason: v.nullable(v.string()),
  refunded_amount: v.number(),
  /** Naira the provider charged (above `amount` when its fee was passed on to the customer) and its fee. */
  charged_amount: v.optional(v.nullable(v.number())),
  fees: v.optional(v.nullable(v.number())),
  created_at: v.string(),
  refunds: v.array(refundAnswerSchema),
});
export type OnlinePayment = v.InferOutput<typeof onlinePaymentSchema>;

export const paymentEventSchema = v.object({
  id: v.number(),
  payment_id: v.nullable(v.number()),
  source: v.picklist(PAYMENT_EVENT_SOURCES),
  event: v.string(),
  /** Whether a webhook's signature held; null for events that are not webhooks. */
  signature_valid: v.nullable(v.boolean()),
  outcome: v.string(),
  created_at: v.string(),
});
export type PaymentEvent = v.InferOutput<typeof paymentEventSchema>;

/** GET orders/{id}/payments, and the admin's order payments. */
export const orderPaymentsSchema = v.object({
  payments: v.array(onlinePaymentSchema),
  disputes: v.optional(v.array(paymentDisputeSchema)),
  /** Only in the admin's answer. */
  events: v.optional(v.array(paymentEventSchema)),
});
export type OrderPayments = v.InferOutput<typeof orderPaymentsSchema>;

/** POST orders/{id}/pay: where to send the shopper to pay. */
export const startPaymentAnswerSchema = v.object({
  reference: v.string(),
  authorization_url: v.string(),
});
export type StartPaymentAnswer = v.InferOutput<typeof startPaymentAnswerSchema>;

/** POST orders/{id}/payments/verify: the order after the verify, and the payment it verified. */
export const verifyPaymentAnswerSchema = v.object({
  payment_status: v.picklist(ONLINE_PAYMENT_STATUSES),
  order_id: v.number(),
});
export type VerifyPaymentAnswer = v.InferOutput<typeof verifyPaymentAnswerSchema>;

/** GET payments/options: whether the shop offers pay now at all (never in production without a provider key). */
export const paymentOptionsSchema = v.object({ pay_now: v.boolean() });
export type PaymentOptions = v.InferOutput<typeof paymentOptionsSchema>;

/** needs_review payments for the admin's dashboard. */
export const paymentReviewSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  reference: v.string(),
  amount: v.number(),
  reason: v.nullable(v.string()),
  created_at: v.string(),
});
export type PaymentReview = v.InferOutput<typeof paymentReviewSchema>;

/** The order's payment as a shopper reads it (docs/payments.md). */
export const isAwaitingOnlinePayment = (order: Pick<Order, 'payment_method' | 'payment_status' | 'status'>) =>
  order.payment_method === 'pay_now' && order.payment_status === 'unpaid' && order.status === 'pending';
