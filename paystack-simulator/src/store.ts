import type {
  Customer,
  DedicatedAccount,
  DisputeRecord,
  RefundRecord,
  Transaction,
  WebhookControls,
} from './types.js';

/**
 * What one simulator remembers: its transactions, refunds and disputes, its customers and their dedicated accounts,
 * and the test controls in force.
 */
export interface Store {
  transactions: Map<string, Transaction>;
  byAccessCode: Map<string, Transaction>;
  refunds: Map<number, RefundRecord>;
  disputes: Map<number, DisputeRecord>;
  customers: Map<number, Customer>;
  dedicatedAccounts: Map<number, DedicatedAccount>;
  controls: WebhookControls;
  nextTransactionId(): number;
  /** The id the next transaction will get. */
  peekTransactionId(): number;
  nextRefundId(): number;
  nextDisputeId(): number;
  nextCustomerId(): number;
  nextDedicatedAccountId(): number;
  /** A dedicated account number no account has had: `99` and the next serial, 10 digits. */
  nextAccountNumber(): string;
  transactionById(id: number): Transaction | undefined;
  /** The customer with that email (Paystack keeps one per email, whatever its case). */
  customerByEmail(email: string): Customer | undefined;
  /** The customer with that code (`CUS_…`) or id. */
  customerByKey(key: string): Customer | undefined;
  accountByNumber(accountNumber: string): DedicatedAccount | undefined;
}

export function createStore(options: { accountNumberSeed?: number | undefined } = {}): Store {
  const transactions = new Map<string, Transaction>();
  const customers = new Map<number, Customer>();
  const dedicatedAccounts = new Map<number, DedicatedAccount>();
  // Ids differ from one run of the simulator to the next, as Paystack's never repeat: a shop's database outlives
  // the simulator's memory.
  let nextId = Date.now() * 10;
  let nextRefundId = Date.now() * 10;
  let nextDisputeId = Date.now() * 10;
  // Customers' and accounts' ids in ranges of their own (seconds × 100, × 10): a test cannot take one for another.
  const seconds = Math.floor(Date.now() / 1_000);
  let nextCustomerId = seconds * 100;
  let nextAccountId = seconds * 10;
  // Account numbers too, unless a seed is given: the seconds of the clock, so a later run starts further on.
  let serial = options.accountNumberSeed ?? seconds;
  const accountByNumber = (accountNumber: string) =>
    [...dedicatedAccounts.values()].find((a) => a.accountNumber === accountNumber);
  return {
    transactions,
    byAccessCode: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    customers,
    dedicatedAccounts,
    controls: {
      nextOutcome: null,
      nextRefundOutcome: null,
      mode: 'normal',
      delayMs: 0,
      tamper: null,
    },
    nextTransactionId: () => nextId++,
    peekTransactionId: () => nextId,
    nextRefundId: () => nextRefundId++,
    nextDisputeId: () => nextDisputeId++,
    nextCustomerId: () => nextCustomerId++,
    nextDedicatedAccountId: () => nextAccountId++,
    nextAccountNumber() {
      // The serial only goes up (and wraps after 8 digits), so a deactivated account's number is never given again.
      let number: string;
      do {
        number = `99${String(serial % 100_000_000).padStart(8, '0')}`;
        serial += 1;
      } while (accountByNumber(number));
      return number;
    },
    transactionById: (id) => [...transactions.values()].find((x) => x.id === id),
    customerByEmail: (email) =>
      [...customers.values()].find((c) => c.email.toLowerCase() === email.trim().toLowerCase()),
    customerByKey: (key) =>
      [...customers.values()].find((c) => c.code === key || String(c.id) === key.trim()),
    accountByNumber,
  };
}
