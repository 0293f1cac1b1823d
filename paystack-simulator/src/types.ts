/** The simulator's vocabulary: Paystack's statuses and outcomes, the records it keeps, and its test controls. */

export const SIMULATOR_SECRET_KEY = 'sk_test_kasuwa_simulator';
export const SIMULATOR_PUBLIC_KEY = 'pk_test_kasuwa_simulator';

/** How a transaction was paid; `dedicated_nuban`: a transfer into a customer's dedicated virtual account. */
export type Channel = 'card' | 'bank_transfer' | 'ussd' | 'dedicated_nuban';
/** Every status Paystack's verify can answer; `success`, `failed`, `reversed` and `abandoned` are final. */
export const TRANSACTION_STATUSES = [
  'success',
  'failed',
  'abandoned',
  'reversed',
  'ongoing',
  'pending',
  'processing',
  'queued',
] as const;
export type Outcome = (typeof TRANSACTION_STATUSES)[number];
/** How a refund ends at Paystack: processed, failed, or needs-attention (the customer's bank account is needed). */
export const REFUND_OUTCOMES = ['processed', 'failed', 'needs-attention'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];
export const DISPUTE_ACTIONS = ['create', 'remind', 'resolve'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];
export type WebhookMode = 'normal' | 'duplicate' | 'delay' | 'drop' | 'reorder';

export interface SimulatorOptions {
  secretKey?: string;
  /** Where the provider's dashboard would send webhooks (the API's `/api/payments/paystack/webhook`). */
  webhookUrl?: string | undefined;
  /** The origin the hosted page is served from; the request's own when unset. */
  publicUrl?: string | undefined;
  /** Waits before each retry of a webhook that did not get a 200 (Paystack's hourly schedule, compressed). */
  retryDelaysMs?: number[];
  /** How long a refund stays pending before it is processed (and its webhook sent). */
  refundDelayMs?: number;
  /** How long `POST /dedicated_account/assign` takes before its `dedicatedaccount.assign.*` event. */
  assignDelayMs?: number;
  /**
   * Where the serials of dedicated accounts' numbers start (`99` and 8 digits); by default a number from the clock,
   * so a restarted simulator does not hand out again the numbers a shop's database still holds.
   */
  accountNumberSeed?: number;
  logger?: boolean;
}

export interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** What the shop asked for. */
  amount: number;
  currency: string;
  /** What was charged (a test control can make it differ). */
  chargedAmount: number;
  chargedCurrency: string;
  callbackUrl: string | null;
  metadata: unknown;
  /** `initialized`: the page was never used (Paystack's verify answers `abandoned`). */
  status: 'initialized' | Outcome;
  gatewayResponse: string | null;
  channel: Channel | null;
  paidAt: string | null;
  createdAt: string;
  refunded: number;
  /** How this payment's refunds end (chosen on the page, or by the controls). */
  refundOutcome: RefundOutcome | null;
  /** A charge paid away from any page (`POST /charge`): the code to dial, or the account to transfer to. */
  offline: OfflineCharge | null;
  /** The customer on Paystack's side, when it is one the simulator knows (`POST /customer`, a dedicated account's). */
  customer: Customer | null;
  /** A transfer into a dedicated account: who sent it, from where, and whether Paystack has heard of it yet. */
  transfer: IncomingTransfer | null;
}

/** A customer made by `POST /customer` or `POST /dedicated_account/assign` (one per email, as at Paystack). */
export interface Customer {
  id: number;
  /** `CUS_…` */
  code: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A bank that gives dedicated accounts (`GET /dedicated_account/available_providers`). */
export interface Provider {
  /** The provider's own id. */
  id: number;
  slug: string;
  bankId: number;
  bankName: string;
}

/** A dedicated virtual account: a bank account number of the customer's own; whatever is sent to it is theirs. */
export interface DedicatedAccount {
  id: number;
  accountNumber: string;
  /** `KASUWA/<FIRST LAST>` */
  accountName: string;
  provider: Provider;
  customer: Customer;
  /** False once deactivated (`DELETE /dedicated_account/:id`); transfers to it still reach the customer. */
  active: boolean;
  createdAt: string;
  updatedAt: string;
  assignedAt: string;
}

/** The bank's side of a transfer into a dedicated account, as the test bank made it. */
export interface IncomingTransfer {
  account: DedicatedAccount;
  senderName: string;
  senderBank: string;
  /** The sender's full account number: Paystack only ever shows it masked. */
  senderAccountNumber: string;
  narration: string;
  /**
   * The bank has not told Paystack yet: no webhook, and verify and the list do not know the transaction, until a
   * requery (`GET /dedicated_account/requery`) for that account and day.
   */
  held: boolean;
  /** How many more times its `charge.success` is sent (a bank or a processor telling Paystack twice). */
  duplicates: number;
}

/** The USSD codes Paystack's `POST /charge` takes (`ussd.type`), and their banks. */
export const USSD_BANKS: Record<string, string> = {
  '737': 'Guaranty Trust Bank',
  '919': 'United Bank for Africa',
  '822': 'Sterling Bank',
  '966': 'Zenith Bank',
};

export type OfflineCharge =
  | { kind: 'ussd'; bank: string; code: string }
  | { kind: 'bank_transfer'; accountNumber: string; expiresAt: string };

export interface RefundRecord {
  id: number;
  transactionId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | RefundOutcome;
  /** The processor's reference, once it has one. */
  refundReference: string | null;
  outcome: RefundOutcome;
  createdAt: string;
}

export interface DisputeRecord {
  id: number;
  transaction: Transaction;
  status: string;
  resolution: string | null;
  dueAt: string;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookControls {
  /** What the next Pay pressed on the hosted page ends in (once), whatever the button: a decline from the bank, say. */
  nextOutcome: Outcome | null;
  /** How the next refund asked for ends (once); otherwise the transaction's choice, else processed. */
  nextRefundOutcome: RefundOutcome | null;
  mode: WebhookMode;
  /** For `delay`: how long before the first delivery. */
  delayMs: number;
  /** Change the event's data after the fact (still signed): what a confused or hostile sender would do. */
  tamper: { amount?: number; currency?: string } | null;
}

export interface Delivery {
  event: string;
  reference: string | null;
  attempt: number;
  status: number | null;
  body: string;
}
