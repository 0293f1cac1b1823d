import { and, asc, eq } from 'drizzle-orm';
import { naira } from 'shared-contracts/money';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { localisedMail } from '../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../lib/mail-words.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { shopSignOff } from '../settings/index.js';
import { paidFromCredit } from './ledger.js';
import { transferMailMessages } from './mail-messages.js';
import { bankTransfers, creditLedger, storeCredit } from './tables.js';

/**
 * "We received … by transfer": how much came into the shopper's account number, each order it paid (paid, or part
 * paid with what is still due), and their store credit when it holds any; in the shopper's language. Null for an
 * account without a mailbox (an account number needs one: accounts.ts) or a transfer credited to nobody.
 */
export async function transferReceivedMail(db: Executor, transferId: number): Promise<Mail | null> {
  const [row] = await db
    .select({
      amountKobo: bankTransfers.amountKobo,
      accountNumber: bankTransfers.accountNumber,
      userId: bankTransfers.userId,
      email: users.email,
      locale: users.locale,
    })
    .from(bankTransfers)
    .innerJoin(users, eq(users.id, bankTransfers.userId))
    .where(and(eq(bankTransfers.id, transferId), eq(bankTransfers.status, 'credited')));
  if (!row?.email || row.userId === null) return null;
  const went = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      totalKobo: orders.totalKobo,
      status: orders.paymentStatus,
    })
    .from(creditLedger)
    .innerJoin(orders, eq(orders.id, creditLedger.orderId))
    .where(and(eq(creditLedger.transferId, transferId), eq(creditLedger.kind, 'order')))
    .orderBy(asc(creditLedger.id));
  const paid = await paidFromCredit(
    db,
    went.map((o) => o.orderId),
  );
  const [credit] = await db
    .select({ balanceKobo: storeCredit.balanceKobo })
    .from(storeCredit)
    .where(eq(storeCredit.userId, row.userId));
  const locale = mailLocale(undefined, row.locale);
  const { t } = mailWords(transferMailMessages, locale);
  const amount = naira(row.amountKobo);
  const lines = went.map((order) => {
    const received = paid.get(order.orderId) ?? 0;
    const due = order.totalKobo - received;
    return order.status === 'paid' || due <= 0
      ? t('received.paid', { number: order.number })
      : t('received.partPaid', { number: order.number, paid: naira(received), due: naira(due) });
  });
  const balance = credit?.balanceKobo ?? 0;
  return localisedMail(locale, {
    to: row.email,
    subject: t('received.subject', { amount }),
    text: [
      t('received.thanks', { amount, account: row.accountNumber }),
      ...(lines.length > 0 ? ['', ...lines] : []),
      ...(balance > 0 ? ['', t('received.credit', { amount: naira(balance) })] : []),
      '',
      ...(await shopSignOff(db)),
    ].join('\n'),
  });
}
