import * as v from 'valibot';
import { pageSchema, pageSizeSchema, priceSchema, requiredText } from './common';

/*
 * Bank transfers to the shopper's own account number (a dedicated virtual account) and the store credit they
 * build up (api/src/modules/transfers/, docs/payments.md). Amounts in Naira, as every answer of the API.
 */

/** The shopper's own account number: every transfer to it reaches their Kasuwa account. */
export const bankAccountSchema = v.object({
  bank_name: v.string(),
  account_number: v.string(),
  /** What the sender's bank app shows: `<SHOP>/<CUSTOMER NAME>`. */
  account_name: v.string(),
  created_at: v.string(),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** What a line of the store-credit ledger records. */
export const CREDIT_ENTRY_KINDS = [
  'transfer',
  'order',
  'order_back',
  'refund',
  'refund_back',
  'move_out',
  'move_in',
] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** One line of the shopper's store-credit ledger: money in is positive, out negative. */
export const creditLineSchema = v.object({
  id: v.number(),
  kind: v.picklist(CREDIT_ENTRY_KINDS),
  amount: v.number(),
  /** The balance after this line. */
  balance: v.number(),
  order_id: v.nullable(v.number()),
  note: v.nullable(v.string()),
  created_at: v.string(),
});
export type CreditLine = v.InferOutput<typeof creditLineSchema>;

/** The shopper's store credit: what it stands at, and its latest lines, newest first. */
export const storeCreditSchema = v.object({
  balance: v.number(),
  lines: v.array(creditLineSchema),
});
export type StoreCredit = v.InferOutput<typeof storeCreditSchema>;

/** A transfer as the admin's Transfers page lists it: who sent it, into whose account, and where the money went. */
export const adminTransferSchema = v.object({
  id: v.number(),
  reference: v.string(),
  amount: v.number(),
  account_number: v.string(),
  sender_name: v.nullable(v.string()),
  sender_bank: v.nullable(v.string()),
  narration: v.nullable(v.string()),
  status: v.picklist(['credited', 'needs_review']),
  reason: v.nullable(v.string()),
  customer: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.nullable(v.string()) })),
  /** The orders it paid (in part or whole); what is left of it is the shopper's store credit. */
  orders: v.array(v.object({ order_id: v.number(), order_number: v.string(), amount: v.number() })),
  to_credit: v.number(),
  paid_at: v.string(),
});
export type AdminTransfer = v.InferOutput<typeof adminTransferSchema>;

export const TRANSFER_STATUSES = ['credited', 'needs_review'] as const;

export const transferListQuerySchema = v.object({
  page: pageSchema,
  page_size: pageSizeSchema(25),
  status: v.optional(v.picklist(TRANSFER_STATUSES, 'Choose credited or needs_review')),
});
export type TransferListQuery = v.InferInput<typeof transferListQuerySchema>;

/** What waits on the admin: orders part paid by transfer, and shoppers holding store credit. */
export const transferQueuesSchema = v.object({
  part_paid: v.array(
    v.object({
      order_id: v.number(),
      order_number: v.string(),
      customer: v.object({ id: v.number(), name: v.string() }),
      total: v.number(),
      paid: v.number(),
      due: v.number(),
      reserved_until: v.nullable(v.string()),
    }),
  ),
  credit: v.array(
    v.object({
      customer: v.object({ id: v.number(), name: v.string(), email: v.nullable(v.string()) }),
      balance: v.number(),
      updated_at: v.string(),
    }),
  ),
});
export type TransferQueues = v.InferOutput<typeof transferQueuesSchema>;

/** The admin asks the provider to look again for transfers into an account on a day (`YYYY-MM-DD`, Lagos). */
export const transferRequerySchema = v.object({
  account_number: v.pipe(v.string(), v.regex(/^\d{10}$/, 'An account number is 10 digits')),
  date: v.pipe(v.string(), v.isoDate('Give the day as YYYY-MM-DD')),
});
export type TransferRequery = v.InferInput<typeof transferRequerySchema>;

/** A customer's account number and store credit, as the admin's customer page shows them. */
export const customerTransfersSchema = v.object({
  account: v.nullable(bankAccountSchema),
  credit: storeCreditSchema,
});
export type CustomerTransfers = v.InferOutput<typeof customerTransfersSchema>;

/** The admin moves a transfer to another order waiting for a transfer, named by its number. */
export const transferMoveSchema = v.object({
  order_number: requiredText('Give the order number', 32),
});
export type TransferMove = v.InferInput<typeof transferMoveSchema>;

/**
 * The admin records store credit refunded to the shopper's bank: sent first from the shop's bank, then recorded here
 * with the transfer's reference; the account is checked with Paystack (its holder's name goes into the ledger).
 */
export const creditRefundSchema = v.object({
  amount: v.pipe(priceSchema, v.minValue(0.01, 'Enter the amount to refund')),
  bank_code: requiredText('Choose the bank', 20),
  account_number: v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'An account number is 10 digits')),
  transfer_reference: requiredText('Enter the transfer reference', 100),
});
export type CreditRefund = v.InferInput<typeof creditRefundSchema>;
