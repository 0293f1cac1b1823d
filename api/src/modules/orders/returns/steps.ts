import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReturnMethod, ReturnStatus } from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { orderItems, orders, variants } from '../../../db/schema.js';
import { returnLines, returns } from '../tables.js';
import { onlinePayments } from '../../payments/index.js';
import type { HttpError } from '../../../lib/http-error.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { queueMail, type JobSender } from '../../../services/mail-queue.js';
import { reserveRefund, type PaymentDeps } from '../../payments/index.js';
import { queueWhatsAppUpdate } from '../../whatsapp/index.js';

/**
 * The admin's steps of a return (docs/storefront.md "Returns"): approve, reject, receive, refund. Every change of a
 * return's status is one conditional UPDATE from the status it must be in, so two admins acting at once cannot both
 * approve, receive or refund it.
 */

type ReturnRow = typeof returns.$inferSelect;

const STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: 'waiting for the shop to look at it',
  approved: 'approved',
  rejected: 'rejected',
  received: 'received by the shop',
  refunded: 'refunded',
};

/** Why a return cannot move on from where it is. */
function notFrom(row: Pick<ReturnRow, 'status'> | undefined, action: string): HttpError {
  if (!row) return notFound('Return not found.');
  return conflict(`This return is ${STATUS_WORDS[row.status]}, so it cannot be ${action}.`);
}

/**
 * Moves a return from one status to the next, or says why it cannot (the status it is really in); the shopper's mail
 * about the new status is queued in the same transaction.
 */
async function move(
  jobs: JobSender,
  tx: Executor,
  id: number,
  from: ReturnStatus,
  action: string,
  set: Partial<typeof returns.$inferInsert>,
  /** False when another mail tells of it: a return refunded online is told of by its refund's mail, once processed. */
  mail = true,
): Promise<ReturnRow> {
  const [moved] = await tx
    .update(returns)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(returns.id, id), eq(returns.status, from)))
    .returning();
  if (moved) {
    if (mail) await queueMail(jobs, tx, { kind: 'return', returnId: id, status: moved.status });
    return moved;
  }
  const [current] = await tx.select({ status: returns.status }).from(returns).where(eq(returns.id, id));
  throw notFrom(current, action);
}

export async function approveReturn(
  jobs: JobSender,
  db: Executor,
  id: number,
  input: { method: ReturnMethod; instructions?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const approved = await move(jobs, tx, id, 'requested', 'approved', {
      status: 'approved',
      method: input.method,
      instructions: input.instructions ?? '',
      approvedAt: new Date(),
    });
    await queueWhatsAppUpdate(jobs, tx, { orderId: approved.orderId, template: 'return_approved' });
  });
}

/** Rejected: its lines can be returned again (a new request), and the shopper reads why. */
export async function rejectReturn(jobs: JobSender, db: Executor, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await move(jobs, tx, id, 'requested', 'rejected', {
      status: 'rejected',
      rejectReason: reason,
      rejectedAt: new Date(),
    });
    await tx.update(returnLines).set({ active: false }).where(eq(returnLines.returnId, id));
  });
}

/** The goods came back: lines marked resellable go back into stock (variants in id order, like checkout). */
export async function receiveReturn(
  jobs: JobSender,
  db: Executor,
  id: number,
  marks: { id: number; resellable: boolean }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await move(jobs, tx, id, 'approved', 'marked received', { status: 'received', receivedAt: new Date() });
    const lines = await tx
      .select({ id: returnLines.id, quantity: returnLines.quantity, variantId: orderItems.variantId })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(eq(returnLines.returnId, id))
      .orderBy(asc(orderItems.variantId));
    for (const mark of marks)
      if (!lines.some((l) => l.id === mark.id))
        throw badRequest('That line is not part of this return.', { lines: ['Unknown line'] });
    for (const line of lines) {
      const resellable = marks.find((m) => m.id === line.id)?.resellable ?? false;
      await tx.update(returnLines).set({ resellable }).where(eq(returnLines.id, line.id));
      if (resellable && line.variantId !== null)
        await tx
          .update(variants)
          .set({ stock: sql`${variants.stock} + ${line.quantity}` })
          .where(eq(variants.id, line.variantId));
    }
  });
}

/**
 * Closes a received return with its refund. Paid online: a Paystack refund of exactly the return's amount, through
 * the refund path and its cap (`reserveRefund`), whose job asks Paystack once the transaction commits. Otherwise the
 * admin records the bank transfer they sent. The conditional move from received makes a second admin's click a 409.
 */
export async function refundReturn(
  jobs: JobSender,
  db: Executor,
  payments: PaymentDeps | null,
  id: number,
  input: { transfer_reference?: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(returns).where(eq(returns.id, id));
    if (!current) throw notFound('Return not found.');
    if (current.refundRoute === 'bank_transfer') {
      if (!input.transfer_reference)
        throw badRequest("Give the bank transfer's reference once you have sent it.", {
          transfer_reference: ['Enter the transfer reference'],
        });
      await move(jobs, tx, id, 'received', 'refunded', {
        status: 'refunded',
        transferReference: input.transfer_reference,
        refundedAt: new Date(),
      });
      return;
    }
    if (!payments) throw conflict('Online refunds are not available right now. Please try again later.');
    const moved = await move(
      jobs,
      tx,
      id,
      'received',
      'refunded',
      { status: 'refunded', refundedAt: new Date() },
      // Told once Paystack has given the money back, by the refund's mail (nothing to wait for at ₦0).
      current.refundKobo === 0,
    );
    if (moved.refundKobo === 0) return;
    const [payment] = await tx
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, moved.orderId), eq(onlinePayments.status, 'succeeded')));
    if (!payment) throw conflict('This order has no online payment left to refund.');
    const [order] = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, moved.orderId));
    const refundId = await reserveRefund(
      jobs,
      tx,
      payment.id,
      `Return ${id} of order ${order?.number ?? moved.orderId}`.slice(0, 200),
      BigInt(moved.refundKobo),
    );
    await tx.update(returns).set({ refundId }).where(eq(returns.id, id));
  });
}
