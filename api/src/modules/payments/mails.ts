import { eq } from 'drizzle-orm';
import { naira } from 'shared-contracts/money';
import type { Order } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { onlinePayments, refunds } from './tables.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { shopSignOff } from '../settings/index.js';

/**
 * The payments' mails are built when their job runs (jobs/mails.ts). What "payment received" needs of the
 * orders: the order as its receipt states it, and its shopper's address (`orderForMail` and `orderReceiptLines` of
 * the orders module), handed in by the mail jobs: the receipts read the orders, which refund through this
 * module, so the module does not import them back.
 */
export interface OrderReceipts {
  orderForMail(db: Executor, number: string): Promise<{ order: Order; to: string } | null>;
  orderReceiptLines(order: Order): string[];
}

/** "Payment received": how much, how it was paid, and the order. */
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
  return {
    to: placed.to,
    subject: `Payment received for order ${payment.number}`,
    text: [
      `Thank you. We have received ${naira(payment.amountKobo)} for order ${payment.number}${
        channel ? ` (paid by ${channel.replace('_', ' ')})` : ''
      }.`,
      '',
      ...orderReceiptLines(placed.order),
      '',
      placed.order.delivery?.method === 'pickup'
        ? 'We will email you with your pickup code when it is ready to collect.'
        : 'We will email you when it ships.',
      ...(await shopSignOff(db)),
    ].join('\n'),
  };
}

/** The refund's order number, shopper and amount, for its mails. */
async function refundForMail(db: Executor, refundId: number) {
  const [row] = await db
    .select({ number: orders.number, email: users.email, amountKobo: refunds.amountKobo })
    .from(refunds)
    .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

/**
 * A refund's mail while it was on its way: no longer sent (one mail per refund, once it is processed); kept so that a
 * job queued before still sends what it named.
 */
export async function refundStartedMail(db: Executor, refundId: number): Promise<Mail | null> {
  const order = await refundForMail(db, refundId);
  // An account made with a phone number alone has no mailbox.
  if (!order?.email) return null;
  return {
    to: order.email,
    subject: `Refund started for order ${order.number}`,
    text: `We have started a refund of ${naira(order.amountKobo)} for order ${order.number}. Depending on your bank it can take up to 10 working days to reach you; we will write again when it is done.`,
  };
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
  if (await isReturnRefund(db, refundId))
    return {
      to: order.email,
      subject: `Return refunded for order ${order.number}`,
      text: `We have refunded ${naira(order.amountKobo)} for your return from order ${order.number} to the card or account you paid with. Depending on your bank it can take a few working days to show.`,
    };
  return {
    to: order.email,
    subject: `Refund for order ${order.number}`,
    text: `We have refunded ${naira(order.amountKobo)} for order ${order.number}. Depending on your bank it can take a few working days to show.`,
  };
}
