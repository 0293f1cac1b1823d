import type { Executor } from '../db/client.js';
import type { Mail } from '../plugins/app/mailer.js';
import { backInStockMail } from '../modules/catalog/index.js';
import { emailConfirmationMail, passwordResetMail } from '../modules/customers/index.js';
import { newsletterConfirmationMail } from '../modules/promotions/index.js';
import { paymentReceivedMail, refundProcessedMail, refundStartedMail } from '../modules/payments/index.js';
import {
  isReturnRefund,
  orderForMail,
  orderReceiptLines,
  orderStatusMail,
  placedOrderMail,
  returnMail,
} from '../modules/orders/index.js';
import { transferReceivedMail } from '../modules/transfers/index.js';
import { type MailJob } from '../services/mail-queue.js';

/**
 * The mail a job names, built now by the module that owns it; null when there is nothing to send any more (the
 * account is gone, say). It is in the language the job carries, else the shopper's (users.locale), else English
 * (services/mail-queue.ts).
 */
export async function buildMail(db: Executor, appUrl: string, mail: MailJob): Promise<Mail | null> {
  switch (mail.kind) {
    case 'order-placed':
      return placedOrderMail(db, mail.orderId, mail.locale);
    case 'payment-received':
      // The payments' mail takes the receipt from here: they do not import the orders (docs/architecture.md).
      return paymentReceivedMail(db, mail.paymentId, mail.channel, { orderForMail, orderReceiptLines });
    case 'transfer-received':
      return transferReceivedMail(db, mail.transferId);
    case 'order-status':
      return orderStatusMail(db, mail.historyId, appUrl);
    case 'refund-started':
      return refundStartedMail(db, mail.refundId);
    case 'refund-processed':
      // Whether the refund paid a return back is the orders' to say (their returns), handed in like the receipt.
      return refundProcessedMail(db, mail.refundId, isReturnRefund);
    case 'return':
      return returnMail(db, mail.returnId, mail.status);
    case 'password-reset':
      return passwordResetMail(db, appUrl, mail.userId, mail.locale);
    case 'email-confirmation':
      return emailConfirmationMail(db, appUrl, mail.userId, mail.locale);
    case 'newsletter-confirmation':
      return newsletterConfirmationMail(db, appUrl, mail.email, mail.locale);
    case 'back-in-stock':
      return backInStockMail(db, appUrl, mail.requestId, mail.locale);
  }
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
