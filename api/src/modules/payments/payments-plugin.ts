import fp from 'fastify-plugin';
import { createPaystack } from '../../lib/payments/paystack.js';
import type { CancelOrder, PaymentDeps, RecordOrderStatus } from './deps.js';
import { reconcilePayments } from './reconcile.js';

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
}

/**
 * The payment provider (Paystack, or the local simulator at PAYSTACK_BASE_URL) and the reconciliation, a scheduled
 * job that one worker at a time runs every `PAYMENT_RECONCILE_MINUTES` (reconcile.ts).
 */
export default fp<PaymentsPluginOptions>(
  async (fastify, { cancelOrder, recordOrderStatus }) => {
    const { paystackSecretKey, paystackBaseUrl, paymentReconcileMinutes, appUrl } = fastify.config;
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
      metrics: fastify.metrics.payments,
      cancelOrder,
      recordOrderStatus,
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
  { name: 'payments', dependencies: ['config', 'database', 'mailer', 'metrics', 'jobs'] },
);
