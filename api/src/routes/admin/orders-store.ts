import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { AdminOrder, AdminOrderSummary, PayLaterPlan } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { NigerianState, OrderStatus, PayLaterStatus } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, payLaterPlans, users } from '../../db/schema.js';
import { escapeLike, groupBy } from './products-store.js';
import { instalmentKobo } from './pay-later-math.js';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalKobo: orders.totalKobo,
  createdAt: orders.createdAt,
  customerId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  itemsCount: sql<number>`(select coalesce(sum(i."quantity"), 0)::int from "order_items" i where i."order_id" = "orders"."id")`,
};

interface SummaryRow {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: AdminOrderSummary['payment_status'];
  paymentMethod: AdminOrderSummary['payment_method'];
  totalKobo: number;
  createdAt: Date;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  itemsCount: number;
}

const toSummary = (r: SummaryRow): AdminOrderSummary => ({
  id: r.id,
  number: r.number,
  customer: { id: r.customerId, email: r.email, name: fullName(r) },
  status: r.status,
  payment_status: r.paymentStatus,
  payment_method: r.paymentMethod,
  total: fromKobo(r.totalKobo),
  items_count: r.itemsCount,
  created_at: r.createdAt.toISOString(),
});

export interface OrderQuery {
  status?: OrderStatus | undefined;
  search?: string | undefined;
  userId?: number;
  page: number;
  page_size: number;
}

/** Newest first; `search` matches the order number or the customer's email. */
export async function listOrders(db: Executor, query: OrderQuery): Promise<Paginated<AdminOrderSummary>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.userId !== undefined) filters.push(eq(orders.userId, query.userId));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filters.push(or(ilike(orders.number, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { results: rows.map(toSummary), count: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

export async function recentOrders(db: Executor, limit: number): Promise<AdminOrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(toSummary);
}

export async function loadOrder(db: Executor, id: number): Promise<AdminOrder | null> {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const { order, user } = row;
  const [items, [plan]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db.select().from(payLaterPlans).where(eq(payLaterPlans.orderId, id)),
  ]);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId ?? 0,
      variant_id: item.variantId ?? 0,
      product_name: item.productName,
      variant_label: item.variantLabel,
      sku: item.sku,
      unit_price: fromKobo(item.unitPriceKobo),
      quantity: item.quantity,
      line_total: fromKobo(item.unitPriceKobo * item.quantity),
    })),
    subtotal: fromKobo(order.subtotalKobo),
    shipping_fee: fromKobo(order.shippingFeeKobo),
    total: fromKobo(order.totalKobo),
    shipping_address: {
      full_name: order.shippingFullName,
      phone: order.shippingPhone,
      street: order.shippingStreet,
      city: order.shippingCity,
      state: order.shippingState as NigerianState,
    },
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    pay_later: plan
      ? {
          id: plan.id,
          instalments: plan.instalments,
          paid_instalments: plan.paidInstalments,
          amount_paid: fromKobo(plan.amountPaidKobo),
          status: plan.status,
        }
      : null,
    customer: { id: user.id, email: user.email, name: fullName(user), phone: user.phone },
  };
}

export async function listPlans(
  db: Executor,
  filter: { status?: PayLaterStatus | undefined; ids?: number[] },
): Promise<PayLaterPlan[]> {
  const filters: SQL[] = [];
  if (filter.status) filters.push(eq(payLaterPlans.status, filter.status));
  if (filter.ids) filters.push(inArray(payLaterPlans.id, filter.ids.length > 0 ? filter.ids : [0]));
  const rows = await db
    .select({
      plan: payLaterPlans,
      number: orders.number,
      totalKobo: orders.totalKobo,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(payLaterPlans)
    .innerJoin(orders, eq(orders.id, payLaterPlans.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(payLaterPlans.createdAt), desc(payLaterPlans.id));
  return rows.map(({ plan, number, totalKobo, user }) => ({
    id: plan.id,
    order_id: plan.orderId,
    order_number: number,
    customer: { id: user.id, email: user.email, name: fullName(user) },
    instalments: plan.instalments,
    paid_instalments: plan.paidInstalments,
    instalment_amount: fromKobo(instalmentKobo(totalKobo, plan.instalments)),
    amount_paid: fromKobo(plan.amountPaidKobo),
    total: fromKobo(totalKobo),
    status: plan.status,
    created_at: plan.createdAt.toISOString(),
  }));
}

export { groupBy };
