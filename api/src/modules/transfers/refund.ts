import { and, eq, like } from 'drizzle-orm';
import { formatNaira, fromKobo, toKobo } from 'shared-contracts/money';
import type { CreditRefund } from 'shared-contracts/schemas/transfers';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { checkBankAccount, type PaystackBanks } from '../../lib/payments/paystack-banks.js';
import { escapeLike } from '../../lib/escape-like.js';
import { addCreditLine, lockBalance } from './ledger.js';
import { creditLedger } from './tables.js';

/**
 * Store credit given back to the shopper's bank: the admin sends it from the shop's bank, then records it here. The
 * account is checked with Paystack first (its holder's name goes into the ledger's line beside the bank, the number
 * and the transfer's reference); the shopper's balance is locked and must cover the amount.
 */
export async function refundCredit(
  db: Db,
  banks: PaystackBanks | null,
  userId: number,
  input: CreditRefund,
  adminId: number,
): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Customer not found.');
  const account = await checkBankAccount(banks, input.bank_code.trim(), input.account_number.trim());
  const kobo = toKobo(input.amount);
  const reference = input.transfer_reference.trim();
  await db.transaction(async (tx) => {
    const balance = await lockBalance(tx, userId);
    // One refund per transfer sent: the same reference recorded again (a second click, a second admin) is refused.
    const [recorded] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, userId),
          eq(creditLedger.kind, 'refund'),
          like(creditLedger.note, `%, reference ${escapeLike(reference)}`),
        ),
      );
    if (recorded)
      throw conflict(`A refund with the reference ${reference} is already recorded for this shopper.`);
    if (kobo > balance)
      throw conflict(`The shopper's store credit is ${formatNaira(fromKobo(balance))}: refund at most that.`);
    await addCreditLine(tx, userId, {
      kind: 'refund',
      amountKobo: -kobo,
      note: `Refunded to ${account.bankName} ${account.accountNumber} (${account.accountName}), reference ${reference}`,
      byUserId: adminId,
    });
  });
}
