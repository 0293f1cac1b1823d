// The answer schemas of the admin routes: what the API sends, field for field. Kept out of the package's root
// export so that a page of the shop does not carry them (the API imports them by path).
import * as v from 'valibot';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAY_LATER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './order-values';
import { orderSchema } from './order-answers';

export const orderCustomerSchema = v.object({ id: v.number(), email: v.string(), name: v.string() });

export const adminOrderSummarySchema = v.object({
  id: v.number(),
  number: v.string(),
  customer: orderCustomerSchema,
  status: v.picklist(ORDER_STATUSES),
  payment_status: v.picklist(PAYMENT_STATUSES),
  payment_method: v.picklist(PAYMENT_METHODS),
  refund_processed: v.boolean(),
  total: v.number(),
  items_count: v.number(),
  created_at: v.string(),
  channel: v.optional(v.picklist(ORDER_CHANNELS)),
});

export const adminOrderSchema = v.object({
  ...orderSchema.entries,
  customer: v.object({ ...orderCustomerSchema.entries, phone: v.nullable(v.string()) }),
});

export const customerSchema = v.object({
  id: v.number(),
  email: v.string(),
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone: v.nullable(v.string()),
  date_joined: v.string(),
  orders_count: v.number(),
  total_spent: v.number(),
});

export const customerDetailSchema = v.object({
  ...customerSchema.entries,
  orders: v.array(adminOrderSummarySchema),
});

export const lowStockVariantSchema = v.object({
  product_id: v.number(),
  variant_id: v.number(),
  product_name: v.string(),
  sku: v.string(),
  stock: v.number(),
});

export const salesDaySchema = v.object({ date: v.string(), total: v.number(), orders: v.number() });

const dashboardPeriodSchema = v.object({
  from: v.string(),
  to: v.string(),
  orders: v.number(),
  orders_value: v.number(),
  revenue: v.number(),
});

export const dashboardKpisSchema = v.object({
  revenue: v.number(),
  today: dashboardPeriodSchema,
  last_30_days: dashboardPeriodSchema,
  orders_by_status: v.object({
    pending: v.number(),
    confirmed: v.number(),
    processing: v.number(),
    shipped: v.number(),
    ready_for_pickup: v.number(),
    delivered: v.number(),
    cancelled: v.number(),
  }),
  customers: v.number(),
  low_stock: v.array(lowStockVariantSchema),
  sales_per_day: v.array(salesDaySchema),
  recent_orders: v.array(adminOrderSummarySchema),
});

export const payLaterPlanSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  customer: orderCustomerSchema,
  instalments: v.number(),
  paid_instalments: v.number(),
  instalment_amount: v.number(),
  amount_paid: v.number(),
  total: v.number(),
  status: v.picklist(PAY_LATER_STATUSES),
  created_at: v.string(),
});

export const contactMessageSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  inquiry_type: v.string(),
  subject: v.string(),
  message: v.string(),
  user_id: v.nullable(v.number()),
  created_at: v.string(),
  /** When an admin marked it handled; null while it waits. */
  handled_at: v.nullable(v.string()),
});
