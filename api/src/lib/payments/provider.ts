/**
 * What the shop needs from an online payment provider, whatever its API: every answer normalised, amounts as
 * exact kobo (bigint). Paystack (paystack.ts) is the first; the local simulator speaks Paystack's API.
 */

/** A transaction's state as the provider reports it. Only `success` can ever mark an order paid. */
export type ProviderTransactionStatus = 'success' | 'failed' | 'abandoned' | 'reversed' | 'pending';

export interface InitializeInput {
  /** Ours, one per attempt: letters, digits and `-.=`. */
  reference: string;
  amountKobo: bigint;
  currency: 'NGN';
  email: string;
  /** Where the provider sends the shopper back, with `?trxref=…&reference=…`. */
  callbackUrl: string;
  metadata: Record<string, string | number>;
}

export interface Initialization {
  reference: string;
  authorizationUrl: string;
  accessCode: string;
}

/**
 * The banks whose USSD codes Paystack can charge through (`POST /charge` with `ussd.type`): what a shopper without a
 * card or data dials to pay.
 */
export const USSD_BANKS = [
  { code: '737', name: 'GTBank' },
  { code: '919', name: 'UBA' },
  { code: '822', name: 'Sterling' },
  { code: '966', name: 'Zenith' },
] as const;
export type UssdBankCode = (typeof USSD_BANKS)[number]['code'];

/** How a shopper chose to pay away from any page: a bank's USSD code to dial, or a transfer. */
export type OfflineChoice = { kind: 'ussd'; bank: UssdBankCode } | { kind: 'bank_transfer' };

/** A charge made away from any page, as the provider is asked for it: a transfer says until when it is taken. */
export type OfflineMethod =
  | Extract<OfflineChoice, { kind: 'ussd' }>
  | (Extract<OfflineChoice, { kind: 'bank_transfer' }> & { expiresAt: Date });

export interface ChargeInput {
  reference: string;
  amountKobo: bigint;
  currency: 'NGN';
  email: string;
  metadata: Record<string, string | number>;
  method: OfflineMethod;
}

/** What the shopper must do to pay an offline charge; the payment is known only from `charge.success`. */
export type OfflineCharge =
  | { kind: 'ussd'; reference: string; ussdCode: string; displayText: string }
  | {
      kind: 'bank_transfer';
      reference: string;
      accountNumber: string;
      accountName: string;
      bankName: string;
      /** When the account stops taking the transfer (a later one is refunded by the provider). */
      expiresAt: Date | null;
      displayText: string;
    };

/** The provider's answer to "what happened to this reference?". */
export interface Verification {
  reference: string;
  status: ProviderTransactionStatus;
  /** What the customer was charged; null when it is not an exact whole number of kobo. */
  amountKobo: bigint | null;
  /**
   * What the shop asked for (Paystack's `requested_amount`): when the merchant passes fees to the customer,
   * `amount` = requested + fees. null when the provider did not say.
   */
  requestedKobo: bigint | null;
  /** The provider's fee on the transaction, when it said. */
  feesKobo: bigint | null;
  currency: string;
  paidAt: Date | null;
  channel: string | null;
  providerId: string;
  /** The provider's words for the outcome ("Approved", "Declined"…). */
  gatewayResponse: string | null;
  /** The order id the shop put in the metadata when it initialised the transaction, if any. */
  orderId: number | null;
  /** A transfer into a customer's own account number (channel `dedicated_nuban`): who sent it, and to which account. */
  transfer: TransferDetails | null;
}

/** What Paystack says of a transfer into a dedicated account (the `authorization` of a `dedicated_nuban` charge). */
export interface TransferDetails {
  /** The account it was paid into: the shop's customer is known by it. */
  receiverAccountNumber: string;
  /** The provider's customer the account belongs to (`customer.customer_code`). */
  customerCode: string | null;
  senderName: string | null;
  senderBank: string | null;
  /** Masked by the bank (`XXXXXX0011`). */
  senderAccountNumber: string | null;
  /** The sender's words, free text and often cut short: a hint, never a key. */
  narration: string | null;
}

/** The provider's customer, for a dedicated account (which needs the names and phone). */
export interface ProviderCustomerInput {
  email: string;
  firstName: string;
  lastName: string;
  /** E.164. */
  phone: string;
}

/** A customer's own account number at a bank (a dedicated virtual account), as the provider holds it. */
export interface DedicatedAccount {
  providerAccountId: string;
  customerCode: string;
  accountNumber: string;
  /** `<BUSINESS>/<CUSTOMER NAME>`: what the sender's bank app shows. */
  accountName: string;
  bankName: string;
  bankSlug: string;
  active: boolean;
}

/** One page of the provider's transactions (`GET /transaction`), newest first. */
export interface TransactionPage {
  transactions: Verification[];
  /** How many pages there are in all (`meta.pageCount`). */
  pageCount: number;
}

/** Paystack's refund statuses; `needs_attention`: the card could not take the money back, the customer's bank
 * account details are needed (`POST /refund/retry_with_customer_details/{id}`). */
export type ProviderRefundStatus = 'pending' | 'processing' | 'needs_attention' | 'processed' | 'failed';

export interface RefundResult {
  providerRefundId: string;
  status: ProviderRefundStatus;
  amountKobo: bigint | null;
  /** The reference of the transaction refunded. */
  reference: string | null;
  /** Notes the provider keeps on the refund (why it needs attention, say). */
  note?: string | null;
}

/** A refund event as Paystack sends it: no refund object, the transaction's reference and the amount. */
export interface RefundEvent {
  status: ProviderRefundStatus;
  transactionReference: string;
  /** The processor's reference; null while pending or processing. */
  refundReference: string | null;
  amountKobo: bigint;
  /** Only `refund.needs-attention` carries the refund's id. */
  providerRefundId: string | null;
  note: string | null;
}

/** A chargeback or other dispute opened on a transaction (`charge.dispute.*`, and `GET /dispute/:id`'s answer). */
export interface DisputeEvent {
  providerDisputeId: string;
  /** The disputed transaction's reference (`data.transaction.reference`). */
  transactionReference: string;
  status: string;
  resolution: string | null;
  category: string | null;
  refundAmountKobo: bigint | null;
  currency: string;
  dueAt: Date | null;
  resolvedAt: Date | null;
}

/** A webhook, judged: its signature first, then (only when it held) what it is about. */
export type WebhookParse =
  | { signatureValid: false }
  | {
      signatureValid: true;
      event: string;
      /** The provider sends no event id: the event name and the id of what it is about. */
      dedupKey: string;
      /** The transaction's reference, for `charge.*`, refund and dispute events. */
      reference: string | null;
      refund: RefundEvent | null;
      dispute: DisputeEvent | null;
    }
  | { signatureValid: true; event: null; reason: string };

export interface PaymentProvider {
  readonly name: 'paystack';
  initialize(input: InitializeInput): Promise<Initialization>;
  /** Opens a charge paid away from any page (a bank's USSD code, a transfer): what the shopper must do. */
  charge(input: ChargeInput): Promise<OfflineCharge>;
  verify(reference: string): Promise<Verification>;
  /** Asks for `amountKobo` of the transaction back (the whole of it when absent). */
  refund(input: { reference: string; amountKobo: bigint }): Promise<RefundResult>;
  /** A refund's current state, asked of the provider before a refund webhook is believed. */
  fetchRefund(providerRefundId: string): Promise<RefundResult>;
  /**
   * A dispute as the provider holds it (`GET /dispute/:id`), asked before a dispute webhook is believed; a dispute
   * the provider does not know is a ProviderError with status 404 (or 400 for an id it cannot read).
   */
  fetchDispute(providerDisputeId: string): Promise<DisputeEvent>;
  /** Retries a `needs-attention` refund to the customer's bank account. */
  retryRefund(
    providerRefundId: string,
    account: { accountNumber: string; bankId: string; currency: 'NGN' },
  ): Promise<RefundResult>;
  /** Makes (or, for an email it knows, updates) the provider's customer: its code. */
  createCustomer(input: ProviderCustomerInput): Promise<{ customerCode: string }>;
  /** Gives a customer their own account number at `preferredBank` (`test-bank` in test mode). */
  createDedicatedAccount(input: { customerCode: string; preferredBank: string }): Promise<DedicatedAccount>;
  /** Asks the bank again for transfers into an account on a day; any it finds come as `charge.success` events. */
  requeryDedicatedAccount(input: {
    accountNumber: string;
    providerSlug: string;
    date: string;
  }): Promise<void>;
  /** Transfers into dedicated accounts over [from, to), a page at a time (the reconciliation's list). */
  listTransfers(input: { from: Date; to: Date; page: number; perPage: number }): Promise<TransactionPage>;
  /** Checks the signature over the raw bytes before anything is parsed. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookParse;
  /** Reads an event whose signature held when it came (stored, processed after the answer). */
  parseEvent(rawBody: Buffer): WebhookParse;
}

/** The provider refused or could not be reached: the caller decides (a 502 to the shopper, a retry later). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A JSON amount as exact kobo, or null when it is not a whole, safe number. */
export function koboFromJson(raw: unknown): bigint | null {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return BigInt(raw);
  if (typeof raw === 'string' && /^-?\d{1,18}$/.test(raw)) return BigInt(raw);
  return null;
}
