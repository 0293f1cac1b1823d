import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatNaira, fromKobo, toKobo } from 'shared-contracts/money';
import type { AdminOrder, AdminOrderSummary, PayLaterPlan } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { OrderStatus, PayLaterStatus } from 'shared-contracts/schemas/orders';
import type { Db, Executor, Tx } from '../db/client.js';
import { orders, payLaterPlans, users } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { instalmentKobo } from '../lib/money.js';
import { escapeLike } from '../lib/escape-like.js';
import { changeOrderStatus, serializeOrders, type StatusChangeOptions } from './orders.js';
import { recordPayment } from './transactions.js';
import { emailOrPhone } from '../modules/customers/index.js';

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
      user: { id: users.id, email: emailOrPhone, firstName: users.firstName, lastName: users.lastName },
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

async function lockPlan(tx: Tx, id: number) {
  const [row] = await tx
    .select({ plan: payLaterPlans, order: orders })
    .from(payLaterPlans)
    .innerJoin(orders, eq(orders.id, payLaterPlans.orderId))
    .where(eq(payLaterPlans.id, id))
    .for('update');
  if (!row) throw notFound('Pay-later plan not found');
  return row;
}

const stateMessage: Record<PayLaterStatus, string> = {
  pending: 'is still waiting for approval',
  approved: 'is already approved',
  rejected: 'was rejected',
  completed: 'is already fully paid',
};

/** Approving a plan confirms its pending order. */
export async function approvePlan(db: Db, id: number, options: StatusChangeOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, order } = await lockPlan(tx, id);
    if (plan.status !== 'pending')
      throw conflict(`Only a pending plan can be approved; this plan ${stateMessage[plan.status]}.`);
    if (order.status === 'cancelled') throw conflict('The order of this plan was cancelled.');
    await tx
      .update(payLaterPlans)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(eq(payLaterPlans.id, plan.id));
    if (order.status === 'pending') await changeOrderStatus(tx, order.id, 'confirmed', options);
  });
}

/** Rejecting a plan cancels its order (while it can still be cancelled) and restocks. */
export async function rejectPlan(db: Db, id: number, options: StatusChangeOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, order } = await lockPlan(tx, id);
    if (plan.status !== 'pending')
      throw conflict(`Only a pending plan can be rejected; this plan ${stateMessage[plan.status]}.`);
    await tx
      .update(payLaterPlans)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(eq(payLaterPlans.id, plan.id));
    if (order.status === 'pending' || order.status === 'confirmed')
      await changeOrderStatus(tx, order.id, 'cancelled', options);
  });
}

/** Records one instalment; `amount` (Naira) defaults to the plan's instalment amount. */
export async function recordInstalment(db: Db, id: number, amountNaira: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const { plan, order } = await lockPlan(tx, id);
    if (plan.status !== 'approved') {
      const hint = plan.status === 'pending' ? ' Approve it first.' : '';
      throw conflict(`Cannot record an instalment: this plan ${stateMessage[plan.status]}.${hint}`);
    }
    if (order.status === 'cancelled') throw conflict('Cannot record an instalment: the order was cancelled.');
    const balance = order.totalKobo - plan.amountPaidKobo;
    const amount =
      amountNaira === undefined
        ? Math.min(instalmentKobo(order.totalKobo, plan.instalments), balance)
        : toKobo(amountNaira);
    if (amount > balance) {
      const message = `The amount is more than the balance of ${formatNaira(fromKobo(balance))}.`;
      throw badRequest(message, { amount: [message] });
    }
    const amountPaid = plan.amountPaidKobo + amount;
    const complete = amountPaid >= order.totalKobo;
    await tx
      .update(payLaterPlans)
      .set({
        amountPaidKobo: amountPaid,
        paidInstalments: complete
          ? plan.instalments
          : Math.min(plan.paidInstalments + 1, plan.instalments - 1),
        status: complete ? 'completed' : 'approved',
        updatedAt: new Date(),
      })
      .where(eq(payLaterPlans.id, plan.id));
    await tx
      .update(orders)
      .set({ paymentStatus: complete ? 'paid' : 'partially_paid', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordPayment(tx, order.id, 'instalment', amount);
  });
}
