// The answer schemas of the order routes: what the API sends, field for field. Kept out of the package's root
// export so that a page of the shop does not carry them (the API imports them by path).
import * as v from 'valibot';
import {
  NIGERIAN_STATES,
  ORDER_STATUSES,
  PAY_LATER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './orders';

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
});

export const payLaterSummarySchema = v.object({
  id: v.number(),
  instalments: v.number(),
  paid_instalments: v.number(),
  amount_paid: v.number(),
  status: v.picklist(PAY_LATER_STATUSES),
});

/** A stored shipping address as answered (already normalised when the order was placed). */
export const shippingAddressAnswerSchema = v.object({
  full_name: v.string(),
  phone: v.string(),
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
  shipping_fee: v.number(),
  total: v.number(),
  shipping_address: shippingAddressAnswerSchema,
  created_at: v.string(),
  updated_at: v.string(),
  pay_later: v.nullable(payLaterSummarySchema),
});
