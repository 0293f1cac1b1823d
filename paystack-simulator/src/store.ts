import type { DisputeRecord, RefundRecord, Transaction, WebhookControls } from './types.js';

/** What one simulator remembers: its transactions, refunds and disputes, and the test controls in force. */
export interface Store {
  transactions: Map<string, Transaction>;
  byAccessCode: Map<string, Transaction>;
  refunds: Map<number, RefundRecord>;
  disputes: Map<number, DisputeRecord>;
  controls: WebhookControls;
  nextTransactionId(): number;
  /** The id the next transaction will get. */
  peekTransactionId(): number;
  nextRefundId(): number;
  nextDisputeId(): number;
  transactionById(id: number): Transaction | undefined;
}

export function createStore(): Store {
  const transactions = new Map<string, Transaction>();
  // Ids differ from one run of the simulator to the next, as Paystack's never repeat: a shop's database outlives
  // the simulator's memory.
  let nextId = Date.now() * 10;
  let nextRefundId = Date.now() * 10;
  let nextDisputeId = Date.now() * 10;
  return {
    transactions,
    byAccessCode: new Map(),
    refunds: new Map(),
    disputes: new Map(),
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
    transactionById: (id) => [...transactions.values()].find((x) => x.id === id),
  };
}
