import { chargeData, refundEventData } from './serializers.js';
import type { Store } from './store.js';
import type { Tasks } from 'simulator-kit';
import type { Channel, Outcome, RefundRecord, Transaction } from './types.js';
import type { Emit } from './webhooks.js';

const GATEWAY_RESPONSES: Record<Outcome, string> = {
  success: 'Approved',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
  reversed: 'Approved',
  ongoing: 'The customer is completing the payment',
  pending: 'Transaction is pending',
  processing: 'Transaction is being processed',
  queued: 'Transaction has been queued',
};

export interface Lifecycle {
  /** Ends an open transaction with an outcome (and what was really charged); false when it was not open. */
  complete(
    t: Transaction,
    outcome: Outcome,
    channel: Channel,
    charged?: { amount?: number; currency?: string },
  ): boolean;
  /** A refund moves pending → processing → its outcome, an event each, as Paystack's do. */
  runRefund(refund: RefundRecord, reference: string, from: 'pending' | 'processing'): void;
}

/** How transactions and refunds move from state to state, and the events each move sends. */
export function createLifecycle(deps: {
  store: Store;
  tasks: Tasks;
  emit: Emit;
  refundDelayMs: number;
}): Lifecycle {
  const { store, tasks, emit, refundDelayMs } = deps;
  const { sleep } = tasks;

  function complete(
    t: Transaction,
    outcome: Outcome,
    channel: Channel,
    charged?: { amount?: number; currency?: string },
  ) {
    const open = ['initialized', 'ongoing', 'pending', 'processing', 'queued'];
    if (!open.includes(t.status)) return false;
    t.channel = channel;
    t.status = outcome;
    t.gatewayResponse = GATEWAY_RESPONSES[outcome];
    if (outcome === 'success' || outcome === 'reversed') {
      t.paidAt = new Date().toISOString();
      if (charged?.amount !== undefined) t.chargedAmount = charged.amount;
      if (charged?.currency !== undefined) t.chargedCurrency = charged.currency;
    }
    if (outcome === 'success') emit('charge.success', chargeData(t), t.reference);
    return true;
  }

  function runRefund(refund: RefundRecord, reference: string, from: 'pending' | 'processing') {
    const eventData = () => refundEventData(refund, store.transactionById(refund.transactionId));
    if (from === 'pending') emit('refund.pending', eventData(), reference);
    // Tracked like a delivery, so `settled()` waits for the refund's last event too.
    const progress: Promise<void> = sleep(refundDelayMs)
      .then(() => {
        refund.status = 'processing';
        emit('refund.processing', eventData(), reference);
        return sleep(refundDelayMs);
      })
      .then(() => {
        refund.status = from === 'processing' ? 'processed' : refund.outcome;
        if (refund.status !== 'needs-attention') refund.refundReference = `TRF_sim${refund.id}`;
        if (refund.status === 'failed' || refund.status === 'needs-attention') {
          const t = store.transactionById(refund.transactionId);
          if (t && refund.status === 'failed') {
            t.refunded -= refund.amount;
            if (t.status === 'reversed') t.status = 'success';
          }
        }
        emit(`refund.${refund.status}`, eventData(), reference);
      });
    tasks.track(progress);
  }

  return { complete, runRefund };
}
