import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { queueMail } from '../../services/mail-queue.js';
import type { Verification } from '../../lib/payments/provider.js';
import { confirmPaidOrder, type PaymentDeps } from '../payments/index.js';
import { addCreditLine, lockBalance, paidFromCredit, type CreditLine } from './ledger.js';
import { bankTransfers, dedicatedAccounts } from './tables.js';

/** An order number in a transfer's narration (`KSW-…`): a hint of which order the sender meant, never a key. */
const ORDER_NUMBER = /KSW-[A-Z0-9-]{4,28}/i;

/** What one order waiting for a transfer came to when credit was applied to it. */
export interface AppliedToOrder {
  orderId: number;
  number: string;
  appliedKobo: number;
  /** What is still owed after it; 0 when the order is now paid. */
  dueKobo: number;
}

/**
 * Adds `credit` to the shopper's store credit (when given) and pays their orders waiting for a transfer from it,
 * oldest first (the one `hint`, a narration or an admin, names first; the lines name `transferId`, the transfer
 * whose money it is): an order the credit covers is paid and confirmed; one it only part covers is left part paid
 * with the rest due. In the caller's transaction; the waiting orders are locked before the balance (a cancel locks
 * its order, then the balance), so the two never wait on each other in a circle.
 */
export async function applyCredit(
  deps: Pick<PaymentDeps, 'recordOrderStatus'>,
  tx: Executor,
  userId: number,
  {
    credit,
    hint = null,
    transferId = credit?.transferId ?? null,
    onlyOrderId,
  }: {
    credit?: CreditLine;
    hint?: string | null;
    transferId?: number | null;
    /** Only this order (checkout's new one: it locks no other order, after the variants it holds). */
    onlyOrderId?: number;
  } = {},
): Promise<AppliedToOrder[]> {
  const waiting = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalKobo: orders.totalKobo,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'account_transfer'),
        inArray(orders.paymentStatus, ['unpaid', 'partially_paid']),
        inArray(orders.status, ['pending', 'confirmed']),
        onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  let balance = await lockBalance(tx, userId);
  if (credit) balance = await addCreditLine(tx, userId, credit);
  if (waiting.length === 0 || balance <= 0) return [];
  const named = hint?.match(ORDER_NUMBER)?.[0]?.toUpperCase();
  const ordered = [
    ...waiting.filter((o) => o.number === named),
    ...waiting.filter((o) => o.number !== named),
  ];
  const paid = await paidFromCredit(
    tx,
    ordered.map((o) => o.id),
  );
  const applied: AppliedToOrder[] = [];
  for (const order of ordered) {
    if (balance <= 0) break;
    const due = order.totalKobo - (paid.get(order.id) ?? 0);
    if (due <= 0) continue;
    const take = Math.min(balance, due);
    balance = await addCreditLine(tx, userId, {
      kind: 'order',
      amountKobo: -take,
      orderId: order.id,
      // The transfer that brought it, when one did: where a transfer went (the admin's Transfers page).
      transferId,
      note: take === due ? `Paid order ${order.number}` : `Part of order ${order.number}`,
    });
    if (take === due) {
      // The money is in the ledger (a transfer's, counted there): nothing goes into the payments' table.
      await confirmPaidOrder(
        tx,
        order,
        null,
        { actor: { by: 'payment' }, note: 'Paid by transfer to the shopper’s account' },
        deps.recordOrderStatus,
      );
    } else {
      await tx
        .update(orders)
        .set({ paymentStatus: 'partially_paid', updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    }
    applied.push({ orderId: order.id, number: order.number, appliedKobo: take, dueKobo: due - take });
  }
  return applied;
}

/** Why a verified transfer cannot be credited as it is, or null when it can. */
function problemOf(verification: Verification, account: { customerCode: string } | undefined): string | null {
  const transfer = verification.transfer;
  if (!account) return `no shopper has account ${transfer?.receiverAccountNumber ?? '(none)'}`;
  if (verification.currency !== 'NGN') return `paid in ${verification.currency || 'no currency'}, not NGN`;
  if (verification.amountKobo === null || verification.amountKobo <= 0n)
    return 'its amount is not whole kobo';
  if (transfer?.customerCode && transfer.customerCode !== account.customerCode)
    return `it names customer ${transfer.customerCode}, the account is ${account.customerCode}'s`;
  return null;
}

/**
 * A transfer the provider verified: stored once by its reference (a second webhook, or the reconciliation finding it
 * again, changes nothing), credited to the store credit of the shopper whose account number it was paid into, and
 * applied to their orders waiting for a transfer, all in one transaction. One that cannot be credited (an account
 * the shop does not know, not NGN) is stored for the admin to look at.
 */
export async function recordTransfer(
  deps: PaymentDeps,
  verification: Verification,
  source: 'webhook' | 'reconcile',
): Promise<string> {
  const transfer = verification.transfer;
  if (verification.channel !== 'dedicated_nuban' || !transfer) return 'unknown reference';
  if (verification.status !== 'success') return `transfer ${verification.status}`;
  const [account] = await deps.db
    .select({ userId: dedicatedAccounts.userId, customerCode: dedicatedAccounts.customerCode })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.accountNumber, transfer.receiverAccountNumber));
  const problem = problemOf(verification, account);
  const amountKobo = Number(verification.amountKobo ?? 0n);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankTransfers)
      .values({
        provider: deps.provider.name,
        reference: verification.reference.slice(0, 100),
        providerId: verification.providerId.slice(0, 64) || null,
        userId: account?.userId ?? null,
        accountNumber: transfer.receiverAccountNumber.slice(0, 10),
        amountKobo: amountKobo > 0 ? amountKobo : 1,
        feesKobo: verification.feesKobo === null ? null : Number(verification.feesKobo),
        senderName: transfer.senderName?.slice(0, 120) ?? null,
        senderBank: transfer.senderBank?.slice(0, 120) ?? null,
        senderAccount: transfer.senderAccountNumber?.slice(0, 20) ?? null,
        narration: transfer.narration?.slice(0, 200) ?? null,
        status: problem ? 'needs_review' : 'credited',
        reason: problem?.slice(0, 200) ?? null,
        source,
        paidAt: verification.paidAt ?? new Date(),
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.reference] })
      .returning({ id: bankTransfers.id });
    if (!row) return 'duplicate';
    if (problem || !account) {
      deps.log.warn({ reference: verification.reference, problem }, 'a transfer needs review');
      return 'needs_review';
    }
    const applied = await applyCredit(deps, tx, account.userId, {
      credit: { kind: 'transfer', amountKobo, transferId: row.id, note: transfer.narration },
      hint: transfer.narration,
    });
    // The shopper is told by mail (an account number needs an email: accounts.ts).
    await queueMail(deps.jobs, tx, { kind: 'transfer-received', transferId: row.id });
    const paid = applied.map((a) => `${a.dueKobo === 0 ? 'paid' : 'part paid'} ${a.number}`);
    return ['credited', ...paid].join(', ').slice(0, 64);
  });
}

/** A transfer named by the provider's reference (a `charge.success` the payments could not place): verified first. */
export async function receiveTransfer(deps: PaymentDeps, reference: string): Promise<string> {
  return recordTransfer(deps, await deps.provider.verify(reference), 'webhook');
}
