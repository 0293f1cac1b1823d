import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { formatPlainNaira, fromKobo } from 'shared-contracts/money';
import type { PaymentDeps } from '../payments/index.js';
import { loadSettingsRow } from '../settings/index.js';
import { addCreditLine, lockBalance, paidFromCredit, transferShares } from './ledger.js';
import { applyCredit } from './receive.js';
import { bankTransfers, creditLedger } from './tables.js';

/**
 * An admin moves a transfer to another order waiting for one (the sender meant another order, or paid into the wrong
 * shopper's account), after confirming. In one transaction: each order the transfer paid gives that part back (it
 * waits for a transfer again, its stock held anew, unless it is already being prepared, which refuses the move),
 * the money leaves its shopper's credit for the order's shopper's when they differ, and pays that order first. Every
 * line names the admin and the transfer.
 */
export async function moveTransfer(
  deps: PaymentDeps,
  transferId: number,
  orderNumber: string,
  adminId: number,
): Promise<void> {
  const settings = await loadSettingsRow(deps.db);
  await deps.db.transaction(async (tx) => {
    const [transfer] = await tx
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.id, transferId))
      .for('update');
    if (!transfer) throw notFound('Transfer not found.');
    if (transfer.status !== 'credited' || transfer.userId === null)
      throw conflict('Only a transfer credited to a shopper can be moved.');
    // Whose credit holds its money now: the shopper it was last moved to, else the account's.
    const [lastMove] = await tx
      .select({ userId: creditLedger.userId })
      .from(creditLedger)
      .where(and(eq(creditLedger.transferId, transferId), eq(creditLedger.kind, 'move_in')))
      .orderBy(desc(creditLedger.id))
      .limit(1);
    const from = lastMove?.userId ?? transfer.userId;
    const [target] = await tx
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.number, orderNumber.trim().toUpperCase()));
    if (!target) throw notFound(`No order has the number ${orderNumber}.`);
    const held = new Map(
      (await transferShares(tx, [transferId])).map((share) => [share.orderId, share.kobo]),
    );
    // Every order involved is locked in id order, then the balances in user id order.
    const locked = await tx
      .select({
        id: orders.id,
        number: orders.number,
        userId: orders.userId,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        totalKobo: orders.totalKobo,
      })
      .from(orders)
      .where(inArray(orders.id, [target.id, ...held.keys()]))
      .orderBy(asc(orders.id))
      .for('update');
    const order = locked.find((o) => o.id === target.id);
    if (
      !order ||
      order.paymentMethod !== 'account_transfer' ||
      (order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'partially_paid') ||
      (order.status !== 'pending' && order.status !== 'confirmed')
    )
      throw conflict(`Order ${orderNumber} is not waiting for a transfer.`);
    if (held.size === 1 && held.has(order.id))
      throw conflict(`This transfer already paid order ${order.number}.`);
    for (const paid of locked) {
      if (
        paid.id !== order.id &&
        held.has(paid.id) &&
        paid.status !== 'pending' &&
        paid.status !== 'confirmed'
      )
        throw conflict(`Order ${paid.number} is already being prepared, so its payment cannot be moved.`);
    }
    for (const userId of [...new Set([from, order.userId])].sort((a, b) => a - b))
      await lockBalance(tx, userId);

    const note = `Moved to order ${order.number} by an admin`;
    for (const paid of locked) {
      const amount = held.get(paid.id);
      if (paid.id === order.id || !amount) continue;
      await addCreditLine(tx, paid.userId, {
        kind: 'order_back',
        amountKobo: amount,
        orderId: paid.id,
        transferId,
        note,
        byUserId: adminId,
      });
      const left = (await paidFromCredit(tx, [paid.id])).get(paid.id) ?? 0;
      await tx
        .update(orders)
        .set({
          paymentStatus: left > 0 ? 'partially_paid' : 'unpaid',
          reservedUntil: new Date(Date.now() + settings.accountTransferHoldHours * 3_600_000),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, paid.id));
    }
    const moving = transfer.amountKobo - (held.get(order.id) ?? 0);
    if (order.userId !== from) {
      const balance = await lockBalance(tx, from);
      if (balance < moving)
        throw conflict(
          `${formatPlainNaira(fromKobo(moving))} of this transfer is no longer the shopper’s credit (spent on another order), so it cannot be moved.`,
        );
      await addCreditLine(tx, from, {
        kind: 'move_out',
        amountKobo: -moving,
        transferId,
        note,
        byUserId: adminId,
      });
      await addCreditLine(tx, order.userId, {
        kind: 'move_in',
        amountKobo: moving,
        transferId,
        note: `A transfer moved to order ${order.number} by an admin`,
        byUserId: adminId,
      });
    }
    await applyCredit(deps, tx, order.userId, { hint: order.number, transferId });
    deps.log.info({ transferId, orderId: order.id, adminId }, 'a transfer was moved to another order');
  });
}
