// The answer schemas of the order routes: what the API sends, field for field. Kept out of the package's root
// export so that a page of the shop does not carry them (the API imports them by path).
import * as v from 'valibot';
import { paginatedSchema } from './common';
import {
  DELIVERY_METHODS,
  NIGERIAN_STATES,
  ORDER_CHANNELS,
  PROMOTION_KINDS,
  VAT_CLASSES,
  ORDER_STATUSES,
  ORDER_STATUS_ACTORS,
  PAY_LATER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from './order-values';
import { orderReturnSchema } from './returns';

/** A line's picture: the product's first image, or null once it has none. */
const orderItemImageSchema = v.nullable(v.object({ url: v.string(), alt: v.string() }));

export const orderItemSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  variant_id: v.number(),
  product_name: v.string(),
  variant_label: v.string(),
  sku: v.string(),
  unit_price: v.number(),
  quantity: v.number(),
  line_total: v.number(),
  // Optional in the contract (always sent) so that answers recorded before it still read.
  image: v.optional(orderItemImageSchema),
  discount: v.optional(v.number()),
  vat_rate: v.optional(v.number()),
});

const vatLineSchema = v.object({ rate: v.number(), amount: v.number() });
/** A promotion an order (or quote) applied and what it took off (Naira). */
export const appliedPromotionSchema = v.object({
  id: v.number(),
  name: v.string(),
  code: v.nullable(v.string()),
  kind: v.picklist(PROMOTION_KINDS),
  discount: v.number(),
});
const stationSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  state: v.picklist(NIGERIAN_STATES),
  address: v.string(),
  opening_hours: v.string(),
  fee: v.number(),
});
const orderDeliverySchema = v.object({
  method: v.picklist(DELIVERY_METHODS),
  state: v.picklist(NIGERIAN_STATES),
  zone: v.string(),
  station: v.nullable(stationSummarySchema),
  fee: v.number(),
  min_days: v.number(),
  max_days: v.number(),
  earliest: v.string(),
  latest: v.string(),
  courier: v.optional(v.nullable(v.string())),
});

export const payLaterSummarySchema = v.object({
  id: v.number(),
  instalments: v.number(),
  paid_instalments: v.number(),
  amount_paid: v.number(),
  status: v.picklist(PAY_LATER_STATUSES),
  schedule: v.optional(v.array(v.object({ number: v.number(), amount: v.number(), due_date: v.string() }))),
});

/** A stored shipping address as answered (already normalised when the order was placed). */
export const shippingAddressAnswerSchema = v.object({
  full_name: v.string(),
  phone: v.string(),
  second_phone: v.nullable(v.string()),
  street: v.string(),
  city: v.string(),
  state: v.picklist(NIGERIAN_STATES),
});

/** GET orders/{id}, each entry of GET orders, and what checkout and cancel answer. */
export const orderSchema = v.object({
  id: v.number(),
  number: v.string(),
  status: v.picklist(ORDER_STATUSES),
  payment_status: v.picklist(PAYMENT_STATUSES),
  payment_method: v.picklist(PAYMENT_METHODS),
  items: v.array(orderItemSchema),
  subtotal: v.number(),
  // Optional in the contract (always sent), so answers recorded before they existed still read.
  discount: v.optional(v.number()),
  shipping_fee: v.number(),
  total: v.number(),
  vat: v.optional(v.array(vatLineSchema)),
  promotions: v.optional(v.array(appliedPromotionSchema)),
  delivery: v.optional(v.nullable(orderDeliverySchema)),
  shipping_address: shippingAddressAnswerSchema,
  created_at: v.string(),
  updated_at: v.string(),
  pay_later: v.nullable(payLaterSummarySchema),
  // Optional in the contract (always sent), so answers recorded before they existed still read.
  cancel_reason: v.optional(v.nullable(v.string())),
  reserved_until: v.optional(v.nullable(v.string())),
  payment_channel: v.optional(v.nullable(v.string())),
  transfer: v.optional(v.nullable(v.object({ paid: v.number(), due: v.number() }))),
  channel: v.optional(v.picklist(ORDER_CHANNELS)),
  refunds: v.optional(
    v.array(
      v.object({
        id: v.number(),
        amount: v.number(),
        status: v.picklist(REFUND_STATUSES),
        created_at: v.string(),
      }),
    ),
  ),
  returns: v.optional(v.array(orderReturnSchema)),
  history: v.optional(
    v.array(
      v.object({
        status: v.picklist(ORDER_STATUSES),
        at: v.string(),
        by: v.picklist(ORDER_STATUS_ACTORS),
        note: v.nullable(v.string()),
      }),
    ),
  ),
  pickup_code: v.optional(v.nullable(v.string())),
  courier: v.optional(v.nullable(v.string())),
  tracking_number: v.optional(v.nullable(v.string())),
});

/** GET orders */
export const orderPageSchema = paginatedSchema(orderSchema);

/** GET orders/quote */
export const checkoutQuoteSchema = v.object({
  items: v.array(
    v.object({
      product_id: v.number(),
      variant_id: v.number(),
      product_name: v.string(),
      variant_label: v.string(),
      quantity: v.number(),
      stock: v.number(),
      unit_price: v.number(),
      line_total: v.number(),
      image: orderItemImageSchema,
      discount: v.number(),
      vat_rate: v.number(),
      vat_class: v.picklist(VAT_CLASSES),
      promotions: v.array(v.object({ name: v.string(), discount: v.number() })),
      promoted_unit_price: v.nullable(v.number()),
    }),
  ),
  delivery_options: v.array(
    v.object({
      method: v.picklist(DELIVERY_METHODS),
      station_id: v.nullable(v.number()),
      listed_fee: v.number(),
      fee: v.number(),
    }),
  ),
  subtotal: v.number(),
  discount: v.number(),
  shipping_fee: v.number(),
  total: v.number(),
  vat: v.array(vatLineSchema),
  delivery: v.object({
    ...orderDeliverySchema.entries,
    free_from: v.nullable(v.number()),
    courier_quote: v.optional(v.nullable(v.string())),
  }),
  promotions: v.array(appliedPromotionSchema),
  promo_code: v.nullable(
    v.object({ code: v.string(), applied: v.boolean(), message: v.nullable(v.string()) }),
  ),
  payment_methods: v.array(
    v.object({ method: v.picklist(PAYMENT_METHODS), available: v.boolean(), reason: v.nullable(v.string()) }),
  ),
  free_delivery_hint: v.nullable(v.object({ remaining: v.number(), zone: v.string() })),
  last_address: v.nullable(shippingAddressAnswerSchema),
  /** Whether checkout offers order updates on WhatsApp (the shop has WhatsApp set up). */
  whatsapp_updates: v.optional(v.boolean()),
});
