import type { FastifyInstance } from 'fastify';
import { fail, isObject } from '../http.js';
import { chargeData, disputeData, transactionData } from '../serializers.js';
import {
  DISPUTE_ACTIONS,
  REFUND_OUTCOMES,
  TRANSACTION_STATUSES,
  type Channel,
  type DisputeAction,
  type Outcome,
  type RefundOutcome,
  type WebhookMode,
} from '../types.js';
import type { RouteContext } from './context.js';

/** The test controls, only here: `/__simulator/*` (outcomes, webhook modes, completing, replaying, disputes). */
export function registerSimulatorControls(app: FastifyInstance, context: RouteContext): void {
  const { store, emit, deliveries } = context;
  const { complete } = context.lifecycle;

  app.post('/__simulator/controls', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const modes: WebhookMode[] = ['normal', 'duplicate', 'delay', 'drop', 'reorder'];
    const mode = body.webhook_mode ?? 'normal';
    if (!modes.includes(mode as WebhookMode))
      return fail(reply, 400, `webhook_mode is one of ${modes.join(', ')}`);
    const tamper = isObject(body.tamper) ? body.tamper : null;
    const next = body.next_outcome ?? null;
    if (next !== null && !TRANSACTION_STATUSES.includes(next as Outcome)) {
      return fail(reply, 400, `next_outcome is one of ${TRANSACTION_STATUSES.join(', ')}`);
    }
    const nextRefund = body.next_refund_outcome ?? null;
    if (nextRefund !== null && !REFUND_OUTCOMES.includes(nextRefund as RefundOutcome)) {
      return fail(reply, 400, `next_refund_outcome is one of ${REFUND_OUTCOMES.join(', ')}`);
    }
    store.controls = {
      nextRefundOutcome: nextRefund as RefundOutcome | null,
      nextOutcome: next as Outcome | null,
      mode: mode as WebhookMode,
      delayMs: typeof body.delay_ms === 'number' ? body.delay_ms : 2_000,
      tamper: tamper
        ? {
            ...(typeof tamper.amount === 'number' ? { amount: tamper.amount } : {}),
            ...(typeof tamper.currency === 'string' ? { currency: tamper.currency } : {}),
          }
        : null,
    };
    return { status: true, data: store.controls };
  });

  /** Completes a transaction without the page: `{outcome, channel?, amount?, currency?}` (what was really charged). */
  app.post<{ Params: { reference: string } }>(
    '/__simulator/transactions/:reference/complete',
    async (request, reply) => {
      const t = store.transactions.get(request.params.reference);
      if (!t) return fail(reply, 404, 'Transaction reference not found');
      const body = isObject(request.body) ? request.body : {};
      const header = request.headers['x-simulator-outcome'];
      const outcome = (typeof header === 'string' ? header : (body.outcome ?? 'success')) as Outcome;
      if (!TRANSACTION_STATUSES.includes(outcome))
        return fail(reply, 400, `outcome is one of ${TRANSACTION_STATUSES.join(', ')}`);
      const refundOutcome = body.refund_outcome;
      if (refundOutcome !== undefined) {
        if (!REFUND_OUTCOMES.includes(refundOutcome as RefundOutcome))
          return fail(reply, 400, `refund_outcome is one of ${REFUND_OUTCOMES.join(', ')}`);
        t.refundOutcome = refundOutcome as RefundOutcome;
      }
      const channel = (body.channel ?? 'card') as Channel;
      const charged = {
        ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
        ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
      };
      if (!complete(t, outcome, channel, charged))
        return fail(reply, 409, `Transaction is already ${t.status}`);
      return { status: true, data: transactionData(t) };
    },
  );

  /** Sends a transaction's last event again, signed the same way. */
  app.post<{ Params: { reference: string } }>(
    '/__simulator/transactions/:reference/replay',
    async (request, reply) => {
      const t = store.transactions.get(request.params.reference);
      if (!t || t.status !== 'success')
        return fail(reply, 404, 'No successful transaction with that reference');
      emit('charge.success', chargeData(t), t.reference);
      return { status: true };
    },
  );

  /** Opens, reminds of or resolves a dispute (a chargeback) on a paid transaction: `{action}`; sends its event. */
  app.post<{ Params: { reference: string } }>(
    '/__simulator/transactions/:reference/dispute',
    async (request, reply) => {
      const t = store.transactions.get(request.params.reference);
      if (!t || (t.status !== 'success' && t.status !== 'reversed'))
        return fail(reply, 404, 'No paid transaction with that reference');
      const body = isObject(request.body) ? request.body : {};
      const action = (body.action ?? 'create') as DisputeAction;
      if (!DISPUTE_ACTIONS.includes(action))
        return fail(reply, 400, `action is one of ${DISPUTE_ACTIONS.join(', ')}`);
      const now = new Date().toISOString();
      let d = [...store.disputes.values()].find((x) => x.transaction === t && x.resolvedAt === null);
      if (action === 'create' || !d) {
        if (action !== 'create') return fail(reply, 404, 'No open dispute on that transaction');
        d = {
          id: store.nextDisputeId(),
          transaction: t,
          status: 'awaiting-merchant-feedback',
          resolution: null,
          dueAt: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
          resolvedAt: null,
          createdAt: now,
          updatedAt: now,
        };
        store.disputes.set(d.id, d);
      } else if (action === 'resolve') {
        d.status = 'resolved';
        d.resolution = typeof body.resolution === 'string' ? body.resolution : 'auto-accepted';
        d.resolvedAt = now;
        d.updatedAt = now;
        if (d.resolution !== 'declined') t.status = 'reversed';
      } else {
        d.updatedAt = now;
      }
      const data = disputeData(d);
      emit(`charge.dispute.${action}`, data, t.reference);
      return { status: true, data };
    },
  );

  app.get('/__simulator/transactions', async () => ({
    status: true,
    data: [...store.transactions.values()].map(transactionData),
  }));

  app.get('/__simulator/webhooks', async () => ({ status: true, data: deliveries }));
}
