import { fromKobo } from 'shared-contracts/money';
import type { BankAccount, StoreCredit } from 'shared-contracts/schemas/transfers';
import type { Executor } from '../../db/client.js';
import type { AccountRow } from './accounts.js';
import { creditOf } from './ledger.js';

/** The shopper's account number as the API answers it. */
export const bankAccountAnswer = (row: AccountRow): BankAccount => ({
  bank_name: row.bankName,
  account_number: row.accountNumber,
  account_name: row.accountName,
  created_at: row.createdAt.toISOString(),
});

/** The shopper's store credit as the API answers it: the balance and the latest lines. */
export async function storeCreditAnswer(db: Executor, userId: number): Promise<StoreCredit> {
  const { balanceKobo, lines } = await creditOf(db, userId);
  return {
    balance: fromKobo(balanceKobo),
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      amount: fromKobo(line.amountKobo),
      balance: fromKobo(line.balanceKobo),
      order_id: line.orderId,
      note: line.note,
      created_at: line.createdAt.toISOString(),
    })),
  };
}
