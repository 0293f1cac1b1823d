import { join } from 'node:path';
import { and, asc, desc, eq, gte, inArray, ne, notExists, sql } from 'drizzle-orm';
import { formatNaira, fromKobo } from 'shared-contracts/money';
import type { Paginated } from 'shared-contracts/schemas/common';
import {
  lineRefundKobo,
  MAX_RETURN_PHOTOS,
  RETURN_METHOD_LABELS,
  RETURN_REASON_LABELS,
  type AdminReturn,
  type CreateReturnInput,
  type OrderReturn,
  type ReturnMethod,
  type ReturnsReport,
  type ReturnStatus,
  type ReturnsWaiting,
} from 'shared-contracts/schemas/returns';
import type { Executor } from '../db/client.js';
import { readAll } from '../db/reads.js';
import {
  onlinePayments,
  orderItems,
  orders,
  refunds,
  returnBankAccounts,
  returnLines,
  returnPhotos,
  returns,
  users,
  variants,
} from '../db/schema.js';
import type { HttpError } from '../lib/http-error.js';
import { badRequest, conflict, notFound, violatedUnique } from '../lib/http-error.js';
import { queueMail, type JobSender } from './mail-queue.js';
import { payLaterPlans, reserveRefund, type PaymentDeps } from '../modules/payments/index.js';
import { loadSettingsRow } from '../modules/settings/index.js';
import { emailOrPhone } from '../modules/customers/index.js';

/**
 * Returns (docs/storefront.md "Returns"). Every change of a return's status is one conditional UPDATE from the
 * status it must be in, so two admins acting at once cannot both approve, receive or refund it; an order line is in
 * at most one return that was not rejected (a unique index), so it cannot be returned twice.
 */

type ReturnRow = typeof returns.$inferSelect;
const DAY_MS = 86_400_000;

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

export interface ResolvedAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** When the order's return window closes; 409 unless the order is delivered and its window is still open. */
async function returnWindowCloses(
  db: Executor,
  order: Pick<typeof orders.$inferSelect, 'status' | 'deliveredAt' | 'updatedAt'>,
  now: Date,
): Promise<Date> {
  if (order.status !== 'delivered')
    throw conflict(`Only a delivered order can be returned; this one is ${order.status}.`);
  const settings = await loadSettingsRow(db);
  const deliveredAt = order.deliveredAt ?? order.updatedAt;
  const closes = new Date(deliveredAt.getTime() + settings.returnWindowDays * DAY_MS);
  if (now > closes)
    throw conflict(
      `The ${settings.returnWindowDays}-day return window for this order closed on ${closes.toISOString().slice(0, 10)}.`,
    );
  return closes;
}

/**
 * The return a shopper may be asking for with a refund by bank transfer: their own delivered order, not paid online,
 * within its return window, with a line not yet being returned. Says which return of the order it would be (one
 * more than it has had, rejected ones too) and when the window closes; otherwise the refusal, in words.
 */
export async function transferReturnOpen(
  db: Executor,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<{ returnNumber: number; closes: Date }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('Order not found.');
  if (order.paymentMethod === 'pay_now')
    throw conflict(
      'This order was paid online, so its refund goes back to the card or account you paid with.',
    );
  const closes = await returnWindowCloses(db, order, now);
  const [[made], [free]] = await readAll(db, [
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(returns)
        .where(eq(returns.orderId, orderId)),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orderId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(returnLines)
                .where(and(eq(returnLines.orderItemId, orderItems.id), eq(returnLines.active, true))),
            ),
          ),
        ),
  ]);
  if (!free?.n) throw conflict('Every item of this order is already being returned.');
  return { returnNumber: (made?.n ?? 0) + 1, closes };
}

/**
 * A shopper asks to return lines of their delivered order, within the shop's return window. The order row is
 * locked, so two requests for the same order are taken one after the other; the unique index on active return
 * lines refuses a line already being returned in any case. Returns the new return's id.
 */
export async function requestReturn(
  jobs: JobSender,
  db: Executor,
  userId: number,
  orderId: number,
  input: CreateReturnInput,
  account: ResolvedAccount | null,
  now = new Date(),
): Promise<number> {
  const seen = new Set<number>();
  for (const line of input.lines) {
    if (seen.has(line.order_item_id))
      throw badRequest('Each item can be listed once.', { lines: ['Each item can be listed once.'] });
    seen.add(line.order_item_id);
  }
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound('Order not found.');
      await returnWindowCloses(tx, order, now);
      const route = order.paymentMethod === 'pay_now' ? 'paystack' : 'bank_transfer';
      if (route === 'bank_transfer' && !account)
        throw badRequest('Give the bank account your refund should go to.', {
          bank_account: ['Choose your bank and enter your account number'],
        });

      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const taken = await tx
        .select({ orderItemId: returnLines.orderItemId })
        .from(returnLines)
        .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
        .where(and(eq(orderItems.orderId, orderId), eq(returnLines.active, true)));
      const lines = input.lines.map((line) => {
        const item = items.find((i) => i.id === line.order_item_id);
        if (!item)
          throw badRequest('That item is not part of this order.', {
            lines: ['That item is not part of this order.'],
          });
        if (line.quantity > item.quantity)
          throw badRequest(
            `You received ${item.quantity} of ${item.productName}, so you can return at most ${item.quantity}.`,
            {
              lines: [`At most ${item.quantity} of ${item.productName}`],
            },
          );
        if (taken.some((t) => t.orderItemId === item.id))
          throw conflict(`${item.productName} is already being returned.`);
        return {
          orderItemId: item.id,
          quantity: line.quantity,
          refundKobo: lineRefundKobo(item.unitPriceKobo, item.quantity, item.discountKobo, line.quantity),
        };
      });
      const asked = lines.reduce((sum, l) => sum + l.refundKobo, 0);
      const [row] = await tx
        .insert(returns)
        .values({
          orderId,
          userId,
          reason: input.reason,
          note: input.note ?? '',
          refundRoute: route,
          refundKobo:
            route === 'bank_transfer' ? Math.min(asked, await refundableByTransfer(tx, order)) : asked,
          requestedAt: now,
          updatedAt: now,
        })
        .returning({ id: returns.id });
      if (!row) throw new Error('return not written');
      await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: row.id })));
      if (route === 'bank_transfer' && account)
        await tx.insert(returnBankAccounts).values({ returnId: row.id, ...account });
      await queueMail(jobs, tx, { kind: 'return', returnId: row.id, status: 'requested' });
      return row.id;
    });
  } catch (err) {
    if (violatedUnique(err) === 'return_lines_one_active_return')
      throw conflict('One of these items is already being returned.');
    throw err;
  }
}

/**
 * What a refund by transfer may still give back for an order: what the shop received for it (the whole total for
 * an order paid on delivery, what has been paid so far of a pay-later plan) less what its earlier returns refund. A
 * refund online is held to what was paid by the refund path itself (`reserveRefund`).
 */
async function refundableByTransfer(
  tx: Executor,
  order: { id: number; paymentMethod: string; totalKobo: number },
): Promise<number> {
  let received = order.totalKobo;
  if (order.paymentMethod === 'pay_later') {
    const [plan] = await tx
      .select({ paid: payLaterPlans.amountPaidKobo })
      .from(payLaterPlans)
      .where(eq(payLaterPlans.orderId, order.id));
    received = plan?.paid ?? 0;
  }
  const [earlier] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${returns.refundKobo}), 0)::text` })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), ne(returns.status, 'rejected')));
  return Math.max(0, received - Number(earlier?.kobo ?? 0));
}

/** Returns by id or by order, each with its lines, photos and bank account, oldest first. */
export async function loadReturns(
  db: Executor,
  where: { orderIds?: number[]; ids?: number[] },
): Promise<OrderReturn[]> {
  const filter = where.ids
    ? inArray(returns.id, where.ids.length ? where.ids : [0])
    : inArray(returns.orderId, where.orderIds?.length ? where.orderIds : [0]);
  const rows = await db.select().from(returns).where(filter).orderBy(asc(returns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, photos, accounts, refundRows] = await readAll(db, [
    () =>
      db
        .select({ line: returnLines, item: orderItems })
        .from(returnLines)
        .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
        .where(inArray(returnLines.returnId, ids))
        .orderBy(asc(returnLines.id)),
    () =>
      db.select().from(returnPhotos).where(inArray(returnPhotos.returnId, ids)).orderBy(asc(returnPhotos.id)),
    () => db.select().from(returnBankAccounts).where(inArray(returnBankAccounts.returnId, ids)),
    () =>
      db
        .select({ id: refunds.id, status: refunds.status })
        .from(refunds)
        .where(
          inArray(
            refunds.id,
            rows.flatMap((r) => (r.refundId === null ? [] : [r.refundId])),
          ),
        ),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => {
    const account = accounts.find((a) => a.returnId === r.id);
    return {
      id: r.id,
      order_id: r.orderId,
      status: r.status,
      reason: r.reason,
      note: r.note,
      lines: lines
        .filter((l) => l.line.returnId === r.id)
        .map(({ line, item }) => ({
          id: line.id,
          order_item_id: item.id,
          product_id: item.productId ?? 0,
          product_name: item.productName,
          variant_label: item.variantLabel,
          quantity: line.quantity,
          refund: fromKobo(line.refundKobo),
          resellable: line.resellable,
        })),
      refund_total: fromKobo(r.refundKobo),
      refund_route: r.refundRoute,
      method: r.method,
      instructions: r.instructions,
      reject_reason: r.rejectReason,
      photos: photos
        .filter((p) => p.returnId === r.id)
        .map((p) => ({ id: p.id, url: `/api/returns/${r.id}/photos/${p.id}` })),
      bank_account: account
        ? {
            bank_name: account.bankName,
            account_number: account.accountNumber,
            account_name: account.accountName,
          }
        : null,
      refund_id: r.refundId,
      refund_status: refundRows.find((f) => f.id === r.refundId)?.status ?? null,
      transfer_reference: r.transferReference,
      requested_at: r.requestedAt.toISOString(),
      approved_at: iso(r.approvedAt),
      rejected_at: iso(r.rejectedAt),
      received_at: iso(r.receivedAt),
      refunded_at: iso(r.refundedAt),
    };
  });
}

/** One return of the caller's (404 for anyone else's). */
export async function loadOwnReturn(db: Executor, userId: number, id: number): Promise<OrderReturn> {
  const [own] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.id, id), eq(returns.userId, userId)));
  const [answer] = own ? await loadReturns(db, { ids: [id] }) : [];
  if (!answer) throw notFound('Return not found.');
  return answer;
}

/** The shop's queue: newest first, by status. */
export async function listReturns(
  db: Executor,
  query: { status?: ReturnStatus | undefined; page: number; page_size: number },
): Promise<Paginated<AdminReturn>> {
  const where = query.status ? eq(returns.status, query.status) : undefined;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({ id: returns.id })
        .from(returns)
        .where(where)
        .orderBy(desc(returns.requestedAt), desc(returns.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(returns)
        .where(where),
  ]);
  const found = await adminReturns(
    db,
    rows.map((r) => r.id),
  );
  return { results: found, count: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

async function adminReturns(db: Executor, ids: number[]): Promise<AdminReturn[]> {
  if (ids.length === 0) return [];
  const [loaded, owners] = await readAll(db, [
    () => loadReturns(db, { ids }),
    () =>
      db
        .select({
          id: returns.id,
          number: orders.number,
          paymentMethod: orders.paymentMethod,
          userId: users.id,
          email: emailOrPhone,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .innerJoin(users, eq(users.id, returns.userId))
        .where(inArray(returns.id, ids)),
  ]);
  return ids.flatMap((id) => {
    const r = loaded.find((x) => x.id === id);
    const o = owners.find((x) => x.id === id);
    if (!r || !o) return [];
    return [
      {
        ...r,
        order_number: o.number,
        payment_method: o.paymentMethod,
        customer: { id: o.userId, email: o.email, name: `${o.firstName} ${o.lastName}`.trim() },
      },
    ];
  });
}

export async function loadAdminReturn(db: Executor, id: number): Promise<AdminReturn> {
  const [found] = await adminReturns(db, [id]);
  if (!found) throw notFound('Return not found.');
  return found;
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
    await move(jobs, tx, id, 'requested', 'approved', {
      status: 'approved',
      method: input.method,
      instructions: input.instructions ?? '',
      approvedAt: new Date(),
    });
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

/** Where return photos are kept: beside the uploads, never under the folder served to everyone. */
export const returnPhotoDir = (dataDir: string) => join(dataDir, 'return-photos');

/** A stored photo of a return, for its shopper or an admin; null for anyone else. */
export async function returnPhotoPath(
  db: Executor,
  returnId: number,
  photoId: number,
  viewer: { id: number; admin: boolean },
): Promise<string | null> {
  const [row] = await db
    .select({ path: returnPhotos.path, userId: returns.userId })
    .from(returnPhotos)
    .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
    .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.returnId, returnId)));
  if (!row || (!viewer.admin && row.userId !== viewer.id)) return null;
  return row.path;
}

/** Checks the caller may add a photo to their return (theirs, still requested, fewer than the most). */
export async function photoSlot(db: Executor, userId: number, returnId: number): Promise<void> {
  const [row] = await db
    .select({
      status: returns.status,
      photos: sql<number>`(select count(*)::int from "return_photos" p where p."return_id" = "returns"."id")`,
    })
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.userId, userId)));
  if (!row) throw notFound('Return not found.');
  if (row.status !== 'requested')
    throw conflict('Photos can be added only while the return waits for the shop.');
  if (row.photos >= MAX_RETURN_PHOTOS)
    throw conflict(`A return can have at most ${MAX_RETURN_PHOTOS} photos.`);
}

/** Adds a stored photo, within the limit even when several uploads finish at once (the return row is locked). */
export async function addReturnPhoto(
  db: Executor,
  userId: number,
  returnId: number,
  path: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: returns.id }).from(returns).where(eq(returns.id, returnId)).for('update');
    await photoSlot(tx, userId, returnId);
    await tx.insert(returnPhotos).values({ returnId, path });
  });
}

/** Returns by reason and by product over the last `days` days (rejected ones left out). */
export async function returnsReport(db: Executor, days: number, now = new Date()): Promise<ReturnsReport> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const where = and(gte(returns.requestedAt, since), ne(returns.status, 'rejected'));
  const [byReason, byProduct] = await readAll(db, [
    () =>
      db
        .select({
          reason: returns.reason,
          returns: sql<number>`count(distinct ${returns.id})::int`,
          units: sql<number>`coalesce(sum(${returnLines.quantity}), 0)::int`,
          refund: sql<string>`coalesce(sum(${returnLines.refundKobo}), 0)::text`,
        })
        .from(returns)
        .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
        .where(where)
        .groupBy(returns.reason)
        .orderBy(desc(sql`count(distinct ${returns.id})`), asc(returns.reason)),
    () =>
      db
        .select({
          productId: sql<number>`coalesce(${orderItems.productId}, 0)::int`,
          productName: sql<string>`max(${orderItems.productName})`,
          returns: sql<number>`count(distinct ${returns.id})::int`,
          units: sql<number>`coalesce(sum(${returnLines.quantity}), 0)::int`,
          refund: sql<string>`coalesce(sum(${returnLines.refundKobo}), 0)::text`,
        })
        .from(returns)
        .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
        .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
        .where(where)
        .groupBy(sql`coalesce(${orderItems.productId}, 0)`)
        .orderBy(desc(sql`sum(${returnLines.quantity})`))
        .limit(50),
  ]);
  return {
    days,
    by_reason: byReason.map((r) => ({ ...r, refund: fromKobo(Number(r.refund)) })),
    by_product: byProduct.map((r) => ({
      product_id: r.productId,
      product_name: r.productName,
      returns: r.returns,
      units: r.units,
      refund: fromKobo(Number(r.refund)),
    })),
  };
}

/** What waits for the shop: returns to decide on, and returns received but not yet refunded. */
export async function returnsWaiting(db: Executor): Promise<ReturnsWaiting> {
  const rows = await db
    .select({ status: returns.status, n: sql<number>`count(*)::int` })
    .from(returns)
    .where(inArray(returns.status, ['requested', 'received']))
    .groupBy(returns.status);
  return {
    requested: rows.find((r) => r.status === 'requested')?.n ?? 0,
    received: rows.find((r) => r.status === 'received')?.n ?? 0,
  };
}

/** The mail telling the shopper where their return is. */
export async function returnMail(
  db: Executor,
  id: number,
  /** The status the mail tells of (the return may have moved on by the time it is sent). */
  status: ReturnStatus,
): Promise<{ to: string; subject: string; text: string } | null> {
  const [row] = await db
    .select({ ret: returns, number: orders.number, email: users.email })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(eq(returns.id, id));
  // An account made with a phone number alone has no mailbox.
  if (!row?.email) return null;
  const { ret, number, email } = row;
  const amount = formatNaira(fromKobo(ret.refundKobo));
  const body: Record<ReturnStatus, string> = {
    requested: `We have your request to return items from order ${number} (${RETURN_REASON_LABELS[ret.reason]}). We will tell you by mail once we have looked at it. If it is accepted, ${amount} will be refunded.`,
    approved: `Your return for order ${number} is approved. ${ret.method ? `${RETURN_METHOD_LABELS[ret.method]}.` : ''}${ret.instructions ? ` ${ret.instructions}` : ''}`,
    rejected: `We cannot accept your return for order ${number}: ${ret.rejectReason ?? ''}`,
    received: `We have received the items you returned from order ${number}. Your refund of ${amount} follows.`,
    refunded:
      ret.refundRoute === 'paystack'
        ? `We have refunded ${amount} for your return from order ${number} to the card or account you paid with. Depending on your bank it can take a few working days to show.`
        : `We have sent ${amount} for your return from order ${number} to your bank account (reference ${ret.transferReference ?? ''}).`,
  };
  return {
    to: email,
    subject: `${
      {
        requested: 'Return requested',
        approved: 'Return approved',
        rejected: 'Return rejected',
        received: 'Return received',
        refunded: 'Return refunded',
      }[status]
    } for order ${number}`,
    text: body[status].trim(),
  };
}
