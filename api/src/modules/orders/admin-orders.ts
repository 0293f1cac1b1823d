import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { AdminOrder, AdminOrderSummary } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { OrderChannel, OrderStatus } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';
import { serializeOrders } from './orders.js';
import { emailOrPhone } from '../customers/index.js';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalKobo: orders.totalKobo,
  createdAt: orders.createdAt,
  channel: orders.channel,
  customerId: users.id,
  email: emailOrPhone,
  firstName: users.firstName,
  lastName: users.lastName,
  itemsCount: sql<number>`(select coalesce(sum(i."quantity"), 0)::int from "order_items" i where i."order_id" = "orders"."id")`,
  refundProcessed: sql<boolean>`exists (select 1 from "refunds" r join "online_payments" op on op."id" = r."payment_id"
    where op."order_id" = "orders"."id" and r."status" = 'processed')`,
};

interface SummaryRow {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: AdminOrderSummary['payment_status'];
  paymentMethod: AdminOrderSummary['payment_method'];
  totalKobo: number;
  createdAt: Date;
  channel: OrderChannel;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  itemsCount: number;
  refundProcessed: boolean;
}

const toSummary = (r: SummaryRow): AdminOrderSummary => ({
  id: r.id,
  number: r.number,
  customer: { id: r.customerId, email: r.email, name: fullName(r) },
  status: r.status,
  payment_status: r.paymentStatus,
  payment_method: r.paymentMethod,
  refund_processed: Boolean(r.refundProcessed),
  total: fromKobo(r.totalKobo),
  items_count: r.itemsCount,
  created_at: r.createdAt.toISOString(),
  channel: r.channel,
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
    filters.push(or(ilike(orders.number, pattern), ilike(emailOrPhone, pattern)) as SQL);
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

/** A shopper's last 100 orders, newest first: the admin's customer detail (modules/customers) shows them. */
export async function customerOrders(db: Executor, userId: number): Promise<AdminOrderSummary[]> {
  return (await listOrders(db, { userId, page: 1, page_size: 100 })).results;
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

/** One order of any customer, as the shopper sees it plus who placed it. */
export async function loadOrder(db: Executor, id: number): Promise<AdminOrder | null> {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const { order, user } = row;
  const [serialized] = await serializeOrders(db, [order]);
  if (!serialized) return null;
  return {
    ...serialized,
    // The admin hands a pickup order over against the code the shopper shows: the admin's answer never holds it.
    pickup_code: null,
    customer: { id: user.id, email: user.email ?? user.phone ?? '', name: fullName(user), phone: user.phone },
  };
}
