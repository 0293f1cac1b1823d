// Disputes (chargebacks) a customer opened with their bank on an online payment, as the payment provider reports
// them (`charge.dispute.create`, `remind`, `resolve`). docs/payments.md describes them.
import * as v from 'valibot';

/** One dispute on an order's payment: the shop must answer the provider by `due_at`. */
export const paymentDisputeSchema = v.object({
  id: v.number(),
  payment_id: v.number(),
  /** The provider's words: `awaiting-merchant-feedback`, `awaiting-bank-feedback`, `pending`, `resolved`… */
  status: v.string(),
  /** How it ended (`merchant-accepted`, `declined`, `auto-accepted`…); null while open. */
  resolution: v.nullable(v.string()),
  category: v.nullable(v.string()),
  /** Naira the customer asks back; null when the provider did not say. */
  refund_amount: v.nullable(v.number()),
  due_at: v.nullable(v.string()),
  resolved_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type PaymentDispute = v.InferOutput<typeof paymentDisputeSchema>;

/** Disputes still open across the shop, for the admin's dashboard (soonest due first). */
export const openDisputeSchema = v.object({
  ...paymentDisputeSchema.entries,
  order_id: v.number(),
  order_number: v.string(),
});
export type OpenDispute = v.InferOutput<typeof openDisputeSchema>;

/** POST admin/refunds/{id}/retry: the customer's bank account, for a refund the card could not take back. */
export const refundRetrySchema = v.object({
  account_number: v.pipe(
    v.string('Account number is required'),
    v.regex(/^\d{10}$/, 'Account number is the 10 digits of a NUBAN account'),
  ),
  bank_id: v.pipe(v.string('Choose the bank'), v.regex(/^\d{1,10}$/, 'Choose the bank')),
});
export type RefundRetryInput = v.InferInput<typeof refundRetrySchema>;

/** A refund waiting for the customer's bank account (the card could not take the money back). */
export const refundAttentionSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  amount: v.number(),
  provider_note: v.nullable(v.string()),
  retried_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type RefundAttention = v.InferOutput<typeof refundAttentionSchema>;

/** GET admin/payments/attention: what the admin must act on, for the dashboard. */
export const paymentAttentionSchema = v.object({
  refunds: v.array(refundAttentionSchema),
  disputes: v.array(openDisputeSchema),
});
export type PaymentAttention = v.InferOutput<typeof paymentAttentionSchema>;

/** POST admin/payments/{id}/review: what the admin decides on a payment that needs review. */
export const PAYMENT_REVIEW_ACTIONS = ['accept', 'refund', 'cancel'] as const;
export type PaymentReviewAction = (typeof PAYMENT_REVIEW_ACTIONS)[number];
export const paymentReviewActionSchema = v.object({
  action: v.picklist(PAYMENT_REVIEW_ACTIONS, 'Choose accept, refund or cancel'),
});
