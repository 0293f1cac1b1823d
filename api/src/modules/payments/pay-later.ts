import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { formatNaira, fromKobo, toKobo } from 'shared-contracts/money';
import type { PayLaterPlan } from 'shared-contracts/schemas/admin';
import type { PayLaterStatus } from 'shared-contracts/schemas/orders';
import type { Db, Executor, Tx } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { instalmentKobo } from '../../lib/money.js';
import type { JobSender } from '../../services/mail-queue.js';
import type { StatusActor } from 'shared-contracts/schemas/order-values';
import { emailOrPhone } from '../customers/index.js';
import { payLaterPlans } from './tables.js';
import { recordPayment } from './transactions.js';

/**
 * Pay later: the admin lists the plans, approves or rejects a pending one, and records the instalments paid (each
 * one goes into the ledger). Approving confirms the plan's order and rejecting cancels it: the orders' own status
 * change (`changeOrderStatus` of the orders module), handed in by the admin's routes, since the orders use this
 * module (the ledger, refunds) and it does not import them back.
 */
export type ChangeOrderStatus = (
  tx: Executor,
  orderId: number,
  to: 'confirmed' | 'cancelled',
  options: PlanDecisionOptions,
) => Promise<void>;

/** Who decided on the plan, for the order's history, and the job queue that tells the shopper. */
export interface PlanDecisionOptions {
  jobs?: JobSender | undefined;
  actor?: StatusActor;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

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
export async function approvePlan(
  db: Db,
  id: number,
  changeOrderStatus: ChangeOrderStatus,
  options: PlanDecisionOptions = {},
): Promise<void> {
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
export async function rejectPlan(
  db: Db,
  id: number,
  changeOrderStatus: ChangeOrderStatus,
  options: PlanDecisionOptions = {},
): Promise<void> {
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
