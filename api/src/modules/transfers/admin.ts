import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { Paginated } from 'shared-contracts/schemas/common';
import type {
  AdminTransfer,
  TransferQueues,
  TransferRequery,
  transferListQuerySchema,
} from 'shared-contracts/schemas/transfers';
import type * as v from 'valibot';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { ProviderError } from '../../lib/payments/provider.js';
import type { PaymentDeps } from '../payments/index.js';
import { paidFromCredit, transferShares } from './ledger.js';
import { bankTransfers, dedicatedAccounts, storeCredit } from './tables.js';

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Every transfer received, newest first, with where its money went (the orders it paid; the rest is credit). */
export async function listTransfers(
  db: Executor,
  query: v.InferOutput<typeof transferListQuerySchema>,
): Promise<Paginated<AdminTransfer>> {
  const condition = query.status ? eq(bankTransfers.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    transferRows(db)
      .where(condition)
      .orderBy(desc(bankTransfers.paidAt), desc(bankTransfers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankTransfers)
      .where(condition),
  ]);
  return {
    results: await transferAnswers(db, rows),
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** One transfer as the admin's list shows it. */
export async function transferAnswer(db: Executor, transferId: number): Promise<AdminTransfer> {
  const [answer] = await transferAnswers(db, await transferRows(db).where(eq(bankTransfers.id, transferId)));
  if (!answer) throw notFound('Transfer not found.');
  return answer;
}

const transferRows = (db: Executor) =>
  db
    .select({
      transfer: bankTransfers,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(bankTransfers)
    .leftJoin(users, eq(users.id, bankTransfers.userId))
    .$dynamic();

type TransferRow = Awaited<ReturnType<ReturnType<typeof transferRows>['execute']>>[number];

/** The transfers with where their money went: the orders each one's lines paid (less what came back), the rest credit. */
async function transferAnswers(db: Executor, rows: TransferRow[]): Promise<AdminTransfer[]> {
  const went = await transferShares(
    db,
    rows.map((r) => r.transfer.id),
  );
  return rows.map(({ transfer, user }) => {
    const paid = went.filter((w) => w.transferId === transfer.id);
    const spent = paid.reduce((sum, w) => sum + w.kobo, 0);
    return {
      id: transfer.id,
      reference: transfer.reference,
      amount: fromKobo(transfer.amountKobo),
      account_number: transfer.accountNumber,
      sender_name: transfer.senderName,
      sender_bank: transfer.senderBank,
      narration: transfer.narration,
      status: transfer.status,
      reason: transfer.reason,
      customer: user ? { id: user.id, name: nameOf(user), email: user.email } : null,
      orders: paid.map((w) => ({
        order_id: w.orderId,
        order_number: w.number,
        amount: fromKobo(w.kobo),
      })),
      to_credit: transfer.status === 'credited' ? fromKobo(Math.max(0, transfer.amountKobo - spent)) : 0,
      paid_at: transfer.paidAt.toISOString(),
    };
  });
}

/** The orders part paid by transfer (oldest first), and the shoppers holding store credit (most first). */
export async function transferQueues(db: Executor): Promise<TransferQueues> {
  const [partPaid, credit] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        totalKobo: orders.totalKobo,
        reservedUntil: orders.reservedUntil,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.paymentMethod, 'account_transfer'),
          eq(orders.paymentStatus, 'partially_paid'),
          ne(orders.status, 'cancelled'),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(200),
    db
      .select({
        balanceKobo: storeCredit.balanceKobo,
        updatedAt: storeCredit.updatedAt,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(storeCredit)
      .innerJoin(users, eq(users.id, storeCredit.userId))
      .where(gt(storeCredit.balanceKobo, 0))
      .orderBy(desc(storeCredit.balanceKobo))
      .limit(200),
  ]);
  const paid = await paidFromCredit(
    db,
    partPaid.map((o) => o.id),
  );
  return {
    part_paid: partPaid.map((o) => {
      const paidKobo = paid.get(o.id) ?? 0;
      return {
        order_id: o.id,
        order_number: o.number,
        customer: { id: o.user.id, name: nameOf(o.user) },
        total: fromKobo(o.totalKobo),
        paid: fromKobo(paidKobo),
        due: fromKobo(Math.max(0, o.totalKobo - paidKobo)),
        reserved_until: o.reservedUntil?.toISOString() ?? null,
      };
    }),
    credit: credit.map((c) => ({
      customer: { id: c.user.id, name: nameOf(c.user), email: c.user.email },
      balance: fromKobo(c.balanceKobo),
      updated_at: c.updatedAt.toISOString(),
    })),
  };
}

/**
 * Asks the provider to look again for transfers into one of the shop's accounts on a day: any it finds come as
 * `charge.success` webhooks, which are credited as any other.
 */
export async function requeryAccount(deps: PaymentDeps, input: TransferRequery): Promise<void> {
  const [account] = await deps.db
    .select({ bankSlug: dedicatedAccounts.bankSlug })
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.accountNumber, input.account_number));
  if (!account) throw notFound('No shopper has that account number.');
  try {
    await deps.provider.requeryDedicatedAccount({
      accountNumber: input.account_number,
      providerSlug: account.bankSlug,
      date: input.date,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw new HttpError(502, 'Paystack could not be asked right now. Please try again in a moment.');
  }
}
