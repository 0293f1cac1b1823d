import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { createPaystack } from '../../lib/payments/paystack.js';
import type { PaymentDeps } from '../../services/payments/deps.js';
import { reconcilePayments } from '../../services/payments/reconcile.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payments, or null when no provider key is configured (then the shop does not offer pay now). */
    payments: PaymentDeps | null;
  }
}

/**
 * The payment provider (Paystack, or the local simulator at PAYSTACK_BASE_URL) and the reconciliation job, which
 * runs on an interval on whichever replica holds its lease (services/payments/reconcile.ts `reconcilePayments`).
 */
export default fp(
  async (fastify) => {
    const { paystackSecretKey, paystackBaseUrl, paymentReconcileMs, appUrl } = fastify.config;
    if (!paystackSecretKey) {
      fastify.decorate('payments', null);
      return;
    }
    const deps: PaymentDeps = {
      db: fastify.db,
      provider: createPaystack({ baseUrl: paystackBaseUrl, secretKey: paystackSecretKey }),
      mailer: fastify.mailer,
      log: fastify.log,
      appUrl,
      background: new Set(),
      metrics: fastify.metrics.payments,
    };
    fastify.decorate('payments', deps);

    const holder = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const reconcile = async () => {
      if (running) return;
      running = true;
      try {
        // The lease outlives one interval a little, so a slow run is not joined by another replica.
        await reconcilePayments(deps, holder, paymentReconcileMs * 2);
      } catch (err) {
        fastify.log.warn({ err }, 'payment reconciliation failed; it runs again on the next interval');
      } finally {
        running = false;
      }
    };
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void reconcile(), paymentReconcileMs);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      while (deps.background && deps.background.size > 0) await Promise.all([...deps.background]);
    });
  },
  { name: 'payments', dependencies: ['config', 'database', 'mailer', 'metrics'] },
);
