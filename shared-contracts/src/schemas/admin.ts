import * as v from 'valibot';
import {
  ORDER_STATUSES,
  orderSchema,
  PAY_LATER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type Order,
  type OrderStatus,
  type PayLaterStatus,
} from './orders';
import { optionalText, pageSchema, pageSizeSchema, priceSchema } from './common';

export interface DashboardKpis {
  revenue: number;
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
  total: number;
  items_count: number;
  created_at: string;
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

export const orderStatusChangeSchema = v.object({
  status: v.picklist(ORDER_STATUSES, 'Unknown order status'),
});

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
}

/** The answer schemas of the admin routes: what the API sends, field for field. */
export const orderCustomerSchema = v.object({ id: v.number(), email: v.string(), name: v.string() });

export const adminOrderSummarySchema = v.object({
  id: v.number(),
  number: v.string(),
  customer: orderCustomerSchema,
  status: v.picklist(ORDER_STATUSES),
  payment_status: v.picklist(PAYMENT_STATUSES),
  payment_method: v.picklist(PAYMENT_METHODS),
  total: v.number(),
  items_count: v.number(),
  created_at: v.string(),
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

export const dashboardKpisSchema = v.object({
  revenue: v.number(),
  orders_by_status: v.object({
    pending: v.number(),
    confirmed: v.number(),
    processing: v.number(),
    shipped: v.number(),
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
});
