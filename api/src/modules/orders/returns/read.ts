import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { AdminReturn, OrderReturn, ReturnStatus } from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import { orderItems, orders, users } from '../../../db/schema.js';
import { returnBankAccounts, returnLines, returnPhotos, returns } from '../tables.js';
import { refunds } from '../../payments/index.js';
import { notFound } from '../../../lib/http-error.js';
import { emailOrPhone } from '../../customers/index.js';

/** Reading returns: with their lines, photos, bank account and refund, for an order, its shopper or the shop's queue. */

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

/** Whether a refund paid a return back (the payments' "refund processed" mail then says so). */
export async function isReturnRefund(db: Executor, refundId: number): Promise<boolean> {
  const [ret] = await db.select({ id: returns.id }).from(returns).where(eq(returns.refundId, refundId));
  return ret !== undefined;
}
