import * as v from 'valibot';
import { isLagosLocalTime } from '../dates';
import { priceSchema, requiredText, INT32_MAX } from './common';
import { PROMOTION_KINDS, type PromotionKind } from './order-values';
import { promoCodeSchema } from './orders';

export const PROMOTION_SCOPES = ['order', 'categories', 'products'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
export const PROMOTION_STATUSES = ['scheduled', 'active', 'ended', 'paused'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** 'YYYY-MM-DDTHH:mm' in Africa/Lagos, as a datetime-local field gives it. */
const lagosTime = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.check(isLagosLocalTime, message));

const positiveCount = (message: string) =>
  v.optional(
    v.nullable(
      v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(1e9, message)),
    ),
  );

const ids = (message: string) =>
  v.optional(
    v.array(
      v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(INT32_MAX, message)),
    ),
    [],
  );

/**
 * POST/PUT admin/promotions. A code (any case, kept upper-case) or none for an automatic promotion; money in Naira;
 * start and end in Lagos time ('YYYY-MM-DDTHH:mm', West Africa Time).
 */
export const promotionInputSchema = v.pipe(
  v.object({
    name: requiredText('Name is required', 80),
    code: v.optional(v.nullable(v.union([v.literal(''), promoCodeSchema]))),
    kind: v.picklist(PROMOTION_KINDS, 'Choose what the promotion gives'),
    percent_off: v.optional(
      v.nullable(
        v.pipe(
          v.number('Enter the percentage off'),
          v.integer('The percentage is a whole number'),
          v.minValue(1, 'The percentage is between 1 and 100'),
          v.maxValue(100, 'The percentage is between 1 and 100'),
        ),
      ),
    ),
    amount_off: v.optional(v.nullable(priceSchema)),
    max_discount: v.optional(v.nullable(priceSchema)),
    scope: v.optional(v.picklist(PROMOTION_SCOPES, 'Choose what the promotion applies to'), 'order'),
    category_ids: ids('Choose categories'),
    product_ids: ids('Choose products'),
    min_subtotal: v.optional(priceSchema, 0),
    first_order_only: v.optional(v.boolean(), false),
    applies_to_sale_items: v.optional(v.boolean(), false),
    starts_at: lagosTime('Enter when the promotion starts'),
    ends_at: v.optional(v.nullable(v.union([v.literal(''), lagosTime('Enter when the promotion ends')]))),
    usage_limit: positiveCount('Total uses is a whole number of at least 1'),
    per_customer_limit: positiveCount('Uses per customer is a whole number of at least 1'),
  }),
  v.forward(
    v.check((p) => p.kind !== 'percentage' || typeof p.percent_off === 'number', 'Enter the percentage off'),
    ['percent_off'],
  ),
  v.forward(
    v.check(
      (p) => p.kind !== 'fixed' || (typeof p.amount_off === 'number' && p.amount_off > 0),
      'Enter the amount off',
    ),
    ['amount_off'],
  ),
  v.forward(
    v.check((p) => p.scope !== 'categories' || p.category_ids.length > 0, 'Choose at least one category'),
    ['category_ids'],
  ),
  v.forward(
    v.check((p) => p.scope !== 'products' || p.product_ids.length > 0, 'Choose at least one product'),
    ['product_ids'],
  ),
  v.forward(
    v.check((p) => !p.ends_at || p.ends_at > p.starts_at, 'The end must be after the start'),
    ['ends_at'],
  ),
);
export type PromotionInput = v.InferInput<typeof promotionInputSchema>;
export type PromotionBody = v.InferOutput<typeof promotionInputSchema>;

/** A promotion as the admin sees it: its rules (times in ISO), its status now, and what it has given. */
export interface AdminPromotion {
  id: number;
  name: string;
  code: string | null;
  kind: PromotionKind;
  percent_off: number | null;
  amount_off: number | null;
  max_discount: number | null;
  scope: PromotionScope;
  category_ids: number[];
  product_ids: number[];
  min_subtotal: number;
  first_order_only: boolean;
  applies_to_sale_items: boolean;
  starts_at: string;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  status: PromotionStatus;
  /** Orders holding a use now (cancelled and expired orders gave theirs back). */
  uses: number;
  /** What it took off those orders (Naira). */
  discount_given: number;
  created_at: string;
}

export const adminPromotionSchema = v.object({
  id: v.number(),
  name: v.string(),
  code: v.nullable(v.string()),
  kind: v.picklist(PROMOTION_KINDS),
  percent_off: v.nullable(v.number()),
  amount_off: v.nullable(v.number()),
  max_discount: v.nullable(v.number()),
  scope: v.picklist(PROMOTION_SCOPES),
  category_ids: v.array(v.number()),
  product_ids: v.array(v.number()),
  min_subtotal: v.number(),
  first_order_only: v.boolean(),
  applies_to_sale_items: v.boolean(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
  usage_limit: v.nullable(v.number()),
  per_customer_limit: v.nullable(v.number()),
  status: v.picklist(PROMOTION_STATUSES),
  uses: v.number(),
  discount_given: v.number(),
  created_at: v.string(),
});

// A product's automatic promotion on the storefront lives with the product's schema (catalog.ts), so the
// public pages' bundles do not carry the admin's promotion schemas.
export { productPromotionSchema, type ProductPromotion } from './catalog';
