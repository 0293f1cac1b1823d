import * as v from 'valibot';
import {
  ORDER_STATUSES,
  PAY_LATER_STATUSES,
  type OrderChannel,
  type OrderStatus,
  type PayLaterStatus,
} from './order-values';
import type { Order } from './orders';
import { optionalText, pageSchema, pageSizeSchema, priceSchema } from './common';

/** The dashboard's figures for a period of Lagos days: the same as Reports' totals from `from` to `to`. */
export interface DashboardPeriod {
  from: string;
  to: string;
  orders: number;
  orders_value: number;
  revenue: number;
}

export interface DashboardKpis {
  /** Revenue of all time. */
  revenue: number;
  today: DashboardPeriod;
  last_30_days: DashboardPeriod;
  orders_by_status: Record<OrderStatus, number>;
  customers: number;
  low_stock: { product_id: number; variant_id: number; product_name: string; sku: string; stock: number }[];
  sales_per_day: { date: string; total: number; orders: number }[];
  recent_orders: AdminOrderSummary[];
}

export interface AdminOrderSummary {
  id: number;
  number: string;
  customer: { id: number; email: string; name: string };
  status: OrderStatus;
  payment_status: Order['payment_status'];
  payment_method: Order['payment_method'];
  /** Whether a refund of the order was processed: with `payment_status`, it reads "Partly refunded". */
  refund_processed: boolean;
  total: number;
  items_count: number;
  created_at: string;
  /** Where it was placed: the website or USSD (always sent; optional so answers recorded before it still read). */
  channel?: OrderChannel | undefined;
}

export interface AdminOrder extends Order {
  customer: { id: number; email: string; name: string; phone: string | null };
}

export interface Customer {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  date_joined: string;
  orders_count: number;
  total_spent: number;
}

export interface CustomerDetail extends Customer {
  orders: AdminOrderSummary[];
}

export const customerListQuerySchema = v.object({
  search: optionalText(120),
  page: pageSchema,
  page_size: pageSizeSchema(20),
});

export const adminOrderListQuerySchema = v.object({
  status: v.optional(v.picklist(ORDER_STATUSES, 'Unknown order status')),
  search: optionalText(120),
  page: pageSchema,
  page_size: pageSizeSchema(20),
});

export const adminProductListQuerySchema = v.object({
  search: optionalText(120),
  category: optionalText(120),
  published: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((x) => x === 'true'),
    ),
  ),
  page: pageSchema,
  page_size: pageSizeSchema(20),
});

const optionalWords = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );

/**
 * PATCH admin/orders/{id}/status. Shipped: the courier and tracking number, when known. Delivered, for an order
 * ready for pickup: the pickup code the shopper shows (6 digits).
 */
export const orderStatusChangeSchema = v.object({
  status: v.picklist(ORDER_STATUSES, 'Choose a status for the order'),
  courier: optionalWords(80, 'The courier has at most 80 characters'),
  tracking_number: optionalWords(80, 'The tracking number has at most 80 characters'),
  pickup_code: v.optional(
    v.pipe(
      v.string('Enter the 6-digit pickup code'),
      v.trim(),
      v.regex(/^\d{6}$/, 'Enter the 6-digit pickup code'),
    ),
  ),
});
export type OrderStatusChange = v.InferInput<typeof orderStatusChangeSchema>;

export interface PayLaterPlan {
  id: number;
  order_id: number;
  order_number: string;
  customer: { id: number; email: string; name: string };
  instalments: number;
  paid_instalments: number;
  instalment_amount: number;
  amount_paid: number;
  total: number;
  status: PayLaterStatus;
  created_at: string;
}

export const payLaterListQuerySchema = v.object({
  status: v.optional(v.picklist(PAY_LATER_STATUSES, 'Unknown plan status')),
});

/** Record one instalment; amount defaults to the plan's instalment amount. */
export const recordInstalmentSchema = v.object({
  amount: v.optional(v.pipe(priceSchema, v.minValue(0.01, 'Amount must be positive'))),
});

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  inquiry_type: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: string;
  handled_at: string | null;
}
