// Returns: a shopper sends back lines of a delivered order within the shop's return window; the shop approves or
// rejects, receives the goods and refunds them (online through Paystack, or to the shopper's bank account when the
// order was paid on delivery). See docs/storefront.md "Returns".
import * as v from 'valibot';
import { REFUND_STATUSES } from './order-values';
import {
  bodyIdSchema,
  idSchema,
  intFromText,
  intInBody,
  pageSchema,
  pageSizeSchema,
  requiredText,
  text,
} from './common';

export const RETURN_REASONS = ['wrong_item', 'damaged', 'not_as_described', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_item: 'Wrong item',
  damaged: 'Damaged',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
};

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  received: 'Return received',
  refunded: 'Return refunded',
};

/** How the goods come back once a return is approved. */
export const RETURN_METHODS = ['pickup_station', 'courier'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];
export const RETURN_METHOD_LABELS: Record<ReturnMethod, string> = {
  pickup_station: 'Drop it at a pickup station',
  courier: 'A courier collects it',
};

/** Where the money goes: back through Paystack (paid online), or by bank transfer (paid on delivery or later). */
export const REFUND_ROUTES = ['paystack', 'bank_transfer'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];

/** The most photos one return can carry. */
export const MAX_RETURN_PHOTOS = 4;

const accountNumberSchema = v.pipe(
  v.string('Enter the 10-digit account number'),
  v.trim(),
  v.regex(/^\d{10}$/, 'Enter the 10-digit account number'),
);
const bankCodeSchema = v.pipe(
  v.string('Choose your bank'),
  v.trim(),
  v.regex(/^[0-9A-Za-z]{2,12}$/, 'Choose your bank'),
);

/** The shopper's bank account for a refund by transfer; its name is resolved through Paystack, never typed. */
export const bankAccountInputSchema = v.object({
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
});
export type BankAccountInput = v.InferOutput<typeof bankAccountInputSchema>;

/** POST orders/{id}/returns */
export const createReturnSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        order_item_id: bodyIdSchema('order_item_id'),
        quantity: intInBody('quantity', 1, 10_000),
      }),
      'Choose the items to return',
    ),
    v.minLength(1, 'Choose at least one item to return'),
    v.maxLength(100, 'Too many lines'),
  ),
  reason: v.picklist(RETURN_REASONS, 'Choose a reason'),
  note: v.optional(text(1000)),
  bank_account: v.optional(bankAccountInputSchema),
});
export type CreateReturnInput = v.InferOutput<typeof createReturnSchema>;

/** GET returns/banks/resolve: for a return being asked for on this order of the shopper's (refunded by transfer). */
export const resolveAccountQuerySchema = v.object({
  order_id: idSchema,
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
});

/** POST admin/returns/{id}/approve */
export const approveReturnSchema = v.object({
  method: v.picklist(RETURN_METHODS, 'Choose how the item comes back'),
  instructions: v.optional(text(1000)),
});
/** POST admin/returns/{id}/reject */
export const rejectReturnSchema = v.object({
  reason: requiredText('Say why the return is rejected', 500),
});
/** POST admin/returns/{id}/receive: which lines can be sold again (their stock goes back). */
export const receiveReturnSchema = v.object({
  lines: v.array(v.object({ id: bodyIdSchema('id'), resellable: v.boolean() })),
});
/** POST admin/returns/{id}/refund: a bank transfer's reference, when the admin records one sent. */
export const refundReturnSchema = v.object({
  transfer_reference: v.optional(text(100)),
});

export const adminReturnQuerySchema = v.object({
  status: v.optional(v.picklist(RETURN_STATUSES)),
  page: pageSchema,
  page_size: pageSizeSchema(20),
});
export const returnsReportQuerySchema = v.object({
  days: v.optional(intFromText('days', 1, 3660), 30),
});

const bankSchema = v.object({ code: v.string(), name: v.string(), id: v.number() });
export type Bank = v.InferOutput<typeof bankSchema>;
export const bankListSchema = v.array(bankSchema);
export const resolvedAccountSchema = v.object({
  bank_code: v.string(),
  account_number: v.string(),
  account_name: v.string(),
});
export type ResolvedAccount = v.InferOutput<typeof resolvedAccountSchema>;

const returnLineSchema = v.object({
  id: v.number(),
  order_item_id: v.number(),
  product_id: v.number(),
  product_name: v.string(),
  variant_label: v.string(),
  quantity: v.number(),
  /** What this line gives back (Naira): its units' share of what was paid, discounts taken off. */
  refund: v.number(),
  /** Set when the shop received it: whether it went back on sale. */
  resellable: v.nullable(v.boolean()),
});

/** One return as its shopper (and the shop) sees it. */
export const orderReturnSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  status: v.picklist(RETURN_STATUSES),
  reason: v.picklist(RETURN_REASONS),
  note: v.string(),
  lines: v.array(returnLineSchema),
  refund_total: v.number(),
  refund_route: v.picklist(REFUND_ROUTES),
  method: v.nullable(v.picklist(RETURN_METHODS)),
  instructions: v.nullable(v.string()),
  reject_reason: v.nullable(v.string()),
  photos: v.array(v.object({ id: v.number(), url: v.string() })),
  bank_account: v.nullable(
    v.object({ bank_name: v.string(), account_number: v.string(), account_name: v.string() }),
  ),
  /** The Paystack refund it led to (its own status: pending until Paystack processed it). */
  refund_id: v.nullable(v.number()),
  /** That refund's status, as Paystack last told it; null for a refund by transfer. */
  refund_status: v.nullable(v.picklist(REFUND_STATUSES)),
  transfer_reference: v.nullable(v.string()),
  requested_at: v.string(),
  approved_at: v.nullable(v.string()),
  rejected_at: v.nullable(v.string()),
  received_at: v.nullable(v.string()),
  refunded_at: v.nullable(v.string()),
});
export type OrderReturn = v.InferOutput<typeof orderReturnSchema>;

/** A return in the shop's queue: the return plus its order and shopper. */
export const adminReturnSchema = v.object({
  ...orderReturnSchema.entries,
  order_number: v.string(),
  payment_method: v.string(),
  customer: v.object({ id: v.number(), name: v.string(), email: v.string() }),
});
export type AdminReturn = v.InferOutput<typeof adminReturnSchema>;

export const adminReturnPageSchema = v.object({
  results: v.array(adminReturnSchema),
  count: v.number(),
  page: v.number(),
  page_size: v.number(),
});

export const returnsReportSchema = v.object({
  days: v.number(),
  by_reason: v.array(
    v.object({
      reason: v.picklist(RETURN_REASONS),
      returns: v.number(),
      units: v.number(),
      refund: v.number(),
    }),
  ),
  by_product: v.array(
    v.object({
      product_id: v.number(),
      product_name: v.string(),
      returns: v.number(),
      units: v.number(),
      refund: v.number(),
    }),
  ),
});
export type ReturnsReport = v.InferOutput<typeof returnsReportSchema>;

export const returnsWaitingSchema = v.object({ requested: v.number(), received: v.number() });
export type ReturnsWaiting = v.InferOutput<typeof returnsWaitingSchema>;

/**
 * A line's refundable amount in kobo for `returned` of its `quantity` units: what the line paid (its total less its
 * discount share) split evenly, the rounding remainder on the last unit, so returning every unit gives back exactly
 * what the line paid.
 */
export function lineRefundKobo(
  unitPriceKobo: number,
  quantity: number,
  discountKobo: number,
  returned: number,
): number {
  const paid = Math.max(0, unitPriceKobo * quantity - discountKobo);
  if (returned >= quantity) return paid;
  return Math.floor(paid / quantity) * returned;
}
