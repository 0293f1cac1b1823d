import fp from 'fastify-plugin';
import { createPaystack } from '../../lib/payments/paystack.js';
import type { CancelOrder, PaymentDeps, ReceiveTransfer, RecordOrderStatus } from './deps.js';
import { reconcilePayments } from './reconcile.js';
import { runRefundJob } from './refund.js';
import { processWebhookEvent } from './webhook.js';
import { paymentMetrics } from './webhook-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payments, or null when no provider key is configured (then the shop does not offer pay now). */
    payments: PaymentDeps | null;
  }
}

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** The payment reconciliation (modules/payments/reconcile.ts), on a schedule. */
    'payments-reconcile': Record<string, never>;
  }
}

/** Every `minutes` minutes, as cron: at most hourly. */
export const everyMinutes = (minutes: number) => (minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`);

/**
 * What the app hands the payments of the orders module, which the payments do not import: the orders' cancel and
 * the status history a paid order's confirmation is written to.
 */
export interface PaymentsPluginOptions {
  cancelOrder: CancelOrder;
  recordOrderStatus: RecordOrderStatus;
  /** The transfers' `receiveTransfer`: a transfer into a shopper's own account number. */
  receiveTransfer?: ReceiveTransfer;
}

/**
 * The payment provider (Paystack, or the local simulator at PAYSTACK_BASE_URL), the reconciliation, a scheduled
 * job that one worker at a time runs every `PAYMENT_RECONCILE_MINUTES` (reconcile.ts), and the payments' queues
 * (docs/operations.md, "Mail and the outbox"): `refund` asks the provider for one reserved refund, never twice
 * (refund.ts, `sendRefund`); `payment-webhook` does what a Paystack webhook triggers once it is stored
 * (webhook.ts). Each retries with a growing delay; what still fails is listed to the admin (Failed jobs), who can
 * retry it.
 */
export default fp<PaymentsPluginOptions>(
  async (fastify, { cancelOrder, recordOrderStatus, receiveTransfer }) => {
    const { paystackSecretKey, paystackBaseUrl, paymentReconcileMinutes, appUrl } = fastify.config;
    const metrics = paymentMetrics(fastify.metrics.registry);
    fastify.jobs.work(
      'refund',
      async (job) => {
        if (!fastify.payments) throw new Error('Online payments are not configured (PAYSTACK_SECRET_KEY).');
        await runRefundJob(fastify.payments, job.data.refundId);
      },
      { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 },
    );
    fastify.jobs.work(
      'payment-webhook',
      async (job) => {
        if (!fastify.payments) throw new Error('Online payments are not configured (PAYSTACK_SECRET_KEY).');
        // An event the provider could not be asked about yet is tried again, later each time.
        if ((await processWebhookEvent(fastify.payments, job.data.eventId)) === 'error')
          throw new Error(
            `Payment event ${job.data.eventId} not processed yet: the provider could not be reached.`,
          );
      },
      { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120, concurrency: 2 },
    );
    if (!paystackSecretKey) {
      fastify.decorate('payments', null);
      return;
    }
    const deps: PaymentDeps = {
      db: fastify.db,
      provider: createPaystack({ baseUrl: paystackBaseUrl, secretKey: paystackSecretKey }),
      mailer: fastify.mailer,
      jobs: fastify.jobs,
      log: fastify.log,
      appUrl,
      background: new Set(),
      metrics,
      cancelOrder,
      recordOrderStatus,
      ...(receiveTransfer ? { receiveTransfer } : {}),
      stockMoved: () => fastify.catalogChanged(),
    };
    fastify.decorate('payments', deps);

    // A run that fails is not retried: the next one comes within minutes and does the same.
    fastify.jobs.work('payments-reconcile', () => reconcilePayments(deps), {
      singleton: true,
      retryLimit: 0,
      pollingSeconds: 10,
    });
    if (paymentReconcileMinutes > 0)
      fastify.jobs.schedule('payments-reconcile', everyMinutes(paymentReconcileMinutes));
    fastify.addHook('onClose', async () => {
      while (deps.background && deps.background.size > 0) await Promise.all([...deps.background]);
    });
  },
  { name: 'payments', dependencies: ['config', 'database', 'mailer', 'metrics', 'jobs', 'catalog-cache'] },
);
