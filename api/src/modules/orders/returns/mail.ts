import { eq } from 'drizzle-orm';
import { formatNaira, fromKobo } from 'shared-contracts/money';
import type { ReturnStatus } from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { orders, users } from '../../../db/schema.js';
import { localisedMail } from '../../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../../lib/mail-words.js';
import type { Mail } from '../../../plugins/app/mailer.js';
import { returns } from '../tables.js';
import { returnMailMessages } from './mail-messages.js';

/** The mail telling the shopper where their return is, in their language (users.locale). */
export async function returnMail(
  db: Executor,
  id: number,
  /** The status the mail tells of (the return may have moved on by the time it is sent). */
  status: ReturnStatus,
): Promise<Mail | null> {
  const [row] = await db
    .select({ ret: returns, number: orders.number, email: users.email, locale: users.locale })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(eq(returns.id, id));
  // An account made with a phone number alone has no mailbox.
  if (!row?.email) return null;
  const { ret, number, email } = row;
  const locale = mailLocale(undefined, row.locale);
  const { t } = mailWords(returnMailMessages, locale);
  const amount = formatNaira(fromKobo(ret.refundKobo));
  const body: Record<ReturnStatus, () => string> = {
    requested: () => t('requested', { number, reason: t(`reason.${ret.reason}`), amount }),
    approved: () =>
      `${t('approved', { number })} ${ret.method ? `${t(`method.${ret.method}`)}.` : ''}${ret.instructions ? ` ${ret.instructions}` : ''}`,
    rejected: () => t('rejected', { number, reason: ret.rejectReason ?? '' }),
    received: () => t('received', { number, amount }),
    refunded: () =>
      ret.refundRoute === 'paystack'
        ? t('refunded.paystack', { amount, number })
        : t('refunded.transfer', { amount, number, reference: ret.transferReference ?? '' }),
  };
  return localisedMail(locale, {
    to: email,
    subject: t(`subject.${status}`, { number }),
    text: body[status]().trim(),
  });
}
