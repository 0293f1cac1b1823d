import { eq } from 'drizzle-orm';
import { naira } from 'shared-contracts/money';
import type { Locale } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { onlinePayments, refunds } from './tables.js';
import { localisedMail } from '../../lib/mail-html.js';
import { mailLocale, mailWords, type MailWords } from '../../lib/mail-words.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { NAMED_CHANNELS, paymentMailMessages, type PaymentMessageId } from './mail-messages.js';
import { shopSignOff } from '../settings/index.js';

/**
 * The payments' mails are built when their job runs (jobs/mails.ts). What "payment received" needs of the
 * orders: the order as its receipt states it, and its shopper's address (`orderForMail` and `orderReceiptLines` of
 * the orders module), handed in by the mail jobs: the receipts read the orders, which refund through this
 * module, so the module does not import them back.
 */
export interface OrderReceipts {
  orderForMail(
    db: Executor,
    number: string,
  ): Promise<{ order: Order; to: string; locale: Locale | null } | null>;
  orderReceiptLines(order: Order, locale: Locale): string[];
}

/** A Paystack channel as the mail's language names it: `bank_transfer` → "bank transfer". */
function channelName(t: MailWords<PaymentMessageId>['t'], channel: string): string {
  const named = NAMED_CHANNELS.find((known) => known === channel);
  return named ? t(`channel.${named}`) : channel.replace('_', ' ');
}

/** "Payment received": how much, how it was paid, and the order; in the shopper's language (users.locale). */
export async function paymentReceivedMail(
  db: Executor,
  paymentId: number,
  channel: string | null,
  { orderForMail, orderReceiptLines }: OrderReceipts,
): Promise<Mail | null> {
  const [payment] = await db
    .select({ number: orders.number, amountKobo: onlinePayments.amountKobo })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(eq(onlinePayments.id, paymentId));
  const placed = payment ? await orderForMail(db, payment.number) : null;
  if (!payment || !placed) return null;
  const locale = mailLocale(undefined, placed.locale);
  const { t } = mailWords(paymentMailMessages, locale);
  const paid = { amount: naira(payment.amountKobo), number: payment.number };
  return localisedMail(locale, {
    to: placed.to,
    subject: t('paid.subject', { number: payment.number }),
    text: [
      channel ? t('paid.thanksBy', { ...paid, channel: channelName(t, channel) }) : t('paid.thanks', paid),
      '',
      ...orderReceiptLines(placed.order, locale),
      '',
      t(placed.order.delivery?.method === 'pickup' ? 'paid.pickupNext' : 'paid.shipNext'),
      ...(await shopSignOff(db)),
    ].join('\n'),
  });
}

/** The refund's order number, shopper, their language and amount, for its mails. */
async function refundForMail(db: Executor, refundId: number) {
  const [row] = await db
    .select({
      number: orders.number,
      email: users.email,
      locale: users.locale,
      amountKobo: refunds.amountKobo,
    })
    .from(refunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

/** A refund's mail in its shopper's language: the subject and body named, with the order and the amount. */
function refundMail(
  order: { number: string; email: string; locale: Locale | null; amountKobo: number | bigint },
  subject: PaymentMessageId,
  body: PaymentMessageId,
): Mail {
  const locale = mailLocale(undefined, order.locale);
  const { t } = mailWords(paymentMailMessages, locale);
  return localisedMail(locale, {
    to: order.email,
    subject: t(subject, { number: order.number }),
    text: t(body, { amount: naira(order.amountKobo), number: order.number }),
  });
}

/**
 * A refund's mail while it was on its way: no longer sent (one mail per refund, once it is processed); kept so that a
 * job queued before still sends what it named.
 */
export async function refundStartedMail(db: Executor, refundId: number): Promise<Mail | null> {
  const order = await refundForMail(db, refundId);
  // An account made with a phone number alone has no mailbox.
  if (!order?.email) return null;
  return refundMail({ ...order, email: order.email }, 'refundStarted.subject', 'refundStarted.body');
}

/**
 * Whether a refund paid a return back: `isReturnRefund` of the orders module (the returns are its), handed in by the
 * mail jobs like the receipts.
 */
export type IsReturnRefund = (db: Executor, refundId: number) => Promise<boolean>;

/**
 * The refund is done: the one mail a refund sends, with the amount given back. A refund of a return says so (the
 * return's "refunded" mail is this one).
 */
export async function refundProcessedMail(
  db: Executor,
  refundId: number,
  isReturnRefund: IsReturnRefund,
): Promise<Mail | null> {
  const order = await refundForMail(db, refundId);
  // An account made with a phone number alone has no mailbox.
  if (!order?.email) return null;
  const to = { ...order, email: order.email };
  return (await isReturnRefund(db, refundId))
    ? refundMail(to, 'returnRefunded.subject', 'returnRefunded.body')
    : refundMail(to, 'refunded.subject', 'refunded.body');
}
