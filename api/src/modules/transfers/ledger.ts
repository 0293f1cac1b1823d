import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { creditLedger, storeCredit, type CreditEntryKind } from './tables.js';

/** One line of the store-credit ledger, as `addCreditLine` writes it. */
export interface CreditLine {
  kind: CreditEntryKind;
  /** Signed kobo: in positive, out negative. */
  amountKobo: number;
  transferId?: number | null;
  orderId?: number | null;
  note?: string | null;
  byUserId?: number | null;
}

/**
 * Locks the shopper's balance row (made at zero the first time) for the rest of the caller's transaction, and reads
 * it: every change of a shopper's credit takes its turn here, so two transfers at the same instant add up.
 */
export async function lockBalance(tx: Executor, userId: number): Promise<number> {
  await tx.insert(storeCredit).values({ userId }).onConflictDoNothing({ target: storeCredit.userId });
  const [row] = await tx
    .select({ balanceKobo: storeCredit.balanceKobo })
    .from(storeCredit)
    .where(eq(storeCredit.userId, userId))
    .for('update');
  return row?.balanceKobo ?? 0;
}

/**
 * Writes one line and the balance after it, in the caller's transaction, the balance locked (`lockBalance`) by the
 * caller first. The balance never goes below zero (a check on both tables refuses it).
 */
export async function addCreditLine(tx: Executor, userId: number, line: CreditLine): Promise<number> {
  const [row] = await tx
    .update(storeCredit)
    .set({ balanceKobo: sql`${storeCredit.balanceKobo} + ${line.amountKobo}`, updatedAt: new Date() })
    .where(eq(storeCredit.userId, userId))
    .returning({ balanceKobo: storeCredit.balanceKobo });
  if (!row) throw new Error(`The store credit of user ${userId} was not locked first`);
  await tx.insert(creditLedger).values({
    userId,
    kind: line.kind,
    amountKobo: line.amountKobo,
    transferId: line.transferId ?? null,
    orderId: line.orderId ?? null,
    balanceKobo: row.balanceKobo,
    note: line.note?.slice(0, 200) ?? null,
    byUserId: line.byUserId ?? null,
  });
  return row.balanceKobo;
}

/** What the shopper's credit has paid towards each of `orderIds` so far (less what came back), in kobo. */
export async function paidFromCredit(tx: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({
      orderId: creditLedger.orderId,
      paid: sql<string>`(-sum(${creditLedger.amountKobo}))::text`,
    })
    .from(creditLedger)
    .where(and(inArray(creditLedger.orderId, orderIds), inArray(creditLedger.kind, ['order', 'order_back'])))
    .groupBy(creditLedger.orderId);
  return new Map(rows.map((r) => [r.orderId ?? 0, Number(r.paid)]));
}

/** The shopper's balance and their ledger, newest line first. */
export async function creditOf(db: Executor, userId: number, limit = 50) {
  const [balance] = await db
    .select({ balanceKobo: storeCredit.balanceKobo })
    .from(storeCredit)
    .where(eq(storeCredit.userId, userId));
  const lines = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
  return { balanceKobo: balance?.balanceKobo ?? 0, lines };
}

/** Every line of the shopper's ledger, oldest first (tests, the admin's customer page). */
export const ledgerLines = (db: Executor, userId: number) =>
  db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));

/**
 * An order paid by transfer is being cancelled (its row locked by the caller): what the shopper's credit paid
 * towards it goes back to their store credit, in the cancel's transaction.
 */
export async function creditBackOrder(
  tx: Executor,
  order: { id: number; userId: number; number: string },
): Promise<number> {
  const paid = (await paidFromCredit(tx, [order.id])).get(order.id) ?? 0;
  if (paid <= 0) return 0;
  await lockBalance(tx, order.userId);
  await addCreditLine(tx, order.userId, {
    kind: 'order_back',
    amountKobo: paid,
    orderId: order.id,
    note: `Order ${order.number} was cancelled: what was paid is your credit`,
  });
  return paid;
}

/**
 * What each order still holds of each of `transferIds` (its `order` lines less what came back), positive shares only,
 * in order id order: where a transfer's money went (the admin's list, moving a transfer).
 */
export async function transferShares(
  tx: Executor,
  transferIds: number[],
): Promise<{ transferId: number; orderId: number; number: string; kobo: number }[]> {
  if (transferIds.length === 0) return [];
  const rows = await tx
    .select({
      transferId: creditLedger.transferId,
      orderId: creditLedger.orderId,
      number: orders.number,
      kobo: sql<string>`(-sum(${creditLedger.amountKobo}))::text`,
    })
    .from(creditLedger)
    .innerJoin(orders, eq(orders.id, creditLedger.orderId))
    .where(
      and(inArray(creditLedger.transferId, transferIds), inArray(creditLedger.kind, ['order', 'order_back'])),
    )
    .groupBy(creditLedger.transferId, creditLedger.orderId, orders.number)
    .orderBy(asc(creditLedger.orderId));
  return rows
    .map((r) => ({
      transferId: r.transferId ?? 0,
      orderId: r.orderId ?? 0,
      number: r.number,
      kobo: Number(r.kobo),
    }))
    .filter((r) => r.kobo > 0);
}
