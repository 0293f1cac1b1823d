import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { orders, users } from '../db/schema.js';
import type { Mail } from '../plugins/app/mailer.js';
import { backInStockMail } from '../modules/catalog/index.js';
import { requestSubscription } from '../modules/promotions/index.js';
import { paymentReceivedMail, refundProcessedMail, refundStartedMail } from '../modules/payments/index.js';
import {
  orderConfirmationMail,
  orderForMail,
  orderReceiptLines,
  orderStatusMail,
  isReturnRefund,
  returnMail,
} from '../modules/orders/index.js';
import { shopSignOff, storeSettings } from '../modules/settings/index.js';
import { type MailJob } from '../services/mail-queue.js';
import { emailConfirmationMail, issueEmailConfirmation, issueResetLink } from '../modules/customers/index.js';

/** The mail a job names, built now; null when there is nothing to send any more (the account is gone, say). */
export async function buildMail(db: Executor, appUrl: string, mail: MailJob): Promise<Mail | null> {
  switch (mail.kind) {
    case 'order-placed': {
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.id, mail.orderId));
      const placed = row ? await orderForMail(db, row.number) : null;
      return placed ? orderConfirmationMail(db, placed.order, placed.to) : null;
    }
    case 'payment-received':
      // The payments' mail takes the receipt from here: they do not import the orders (docs/architecture.md).
      return paymentReceivedMail(db, mail.paymentId, mail.channel, { orderForMail, orderReceiptLines });
    case 'order-status':
      return orderStatusMail(db, mail.historyId);
    case 'refund-started':
      return refundStartedMail(db, mail.refundId);
    case 'refund-processed':
      // Whether the refund paid a return back is the orders' to say (their returns), handed in like the receipt.
      return refundProcessedMail(db, mail.refundId, isReturnRefund);
    case 'return':
      return returnMail(db, mail.returnId, mail.status);
    case 'password-reset':
      return passwordResetMail(db, appUrl, mail.userId);
    case 'email-confirmation': {
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, mail.userId));
      // An account made with a phone number alone has no mailbox to confirm yet.
      const token = user?.email ? await issueEmailConfirmation(db, mail.userId) : null;
      return user?.email && token
        ? emailConfirmationMail(db, appUrl, { ...user, email: user.email }, token)
        : null;
    }
    case 'newsletter-confirmation':
      return newsletterConfirmationMail(db, appUrl, mail.email);
    case 'back-in-stock':
      return backInStockMail(db, appUrl, mail.requestId);
  }
}

/** How long a mailed password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** A new single-use reset link (the older ones stop working), in the mail that carries it. */
async function passwordResetMail(db: Executor, appUrl: string, userId: number): Promise<Mail | null> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email) return null;
  const token = await issueResetLink(db, userId, RESET_TTL_MS);
  // The shop's name and contact details are its Settings.
  const { shop } = await storeSettings(db);
  const signOff = await shopSignOff(db);
  return {
    to: user.email,
    subject: `Reset your ${shop.name} password`,
    text: [
      `Hello ${user.firstName},`,
      '',
      'Open this link within one hour to choose a new password:',
      `${appUrl}/auth/reset-password/${token}`,
      '',
      'If you did not ask for this, ignore this message.',
      ...signOff,
    ].join('\n'),
  };
}

/** The newsletter's double opt-in: a new confirmation link, unless the address is confirmed already. */
async function newsletterConfirmationMail(db: Executor, appUrl: string, email: string): Promise<Mail | null> {
  const token = await requestSubscription(db, email);
  if (!token) return null;
  const { shop } = await storeSettings(db);
  const signOff = await shopSignOff(db);
  return {
    to: email,
    subject: `Confirm your ${shop.name} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `Open this link to start receiving ${shop.name}'s offers, deals and new products:`,
      `${appUrl}/api/newsletter/confirm/${token}`,
      '',
      'If you did not ask for this, ignore this message and nothing will be sent to you.',
      ...signOff,
    ].join('\n'),
  };
}

/**
 * The Message-ID of a job's mail: the same on every attempt, so an outbox that keeps one file per Message-ID keeps
 * one however often the job runs, and a mail reader shows a copy sent again by SMTP as the same message.
 */
export function mailMessageId(jobId: string, appUrl: string): string {
  let host = 'kasuwa.local';
  try {
    host = new URL(appUrl).hostname || host;
  } catch {
    // the default
  }
  return `<mail.${jobId}@${host}>`;
}
