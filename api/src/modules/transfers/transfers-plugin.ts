import fp from 'fastify-plugin';
import { RECONCILE_DAYS, reconcileTransfers } from './reconcile.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** The nightly check of the provider's transfers against those stored (reconcile.ts). */
    'transfers-reconcile': Record<string, never>;
  }
}

/**
 * The transfers' background work: every night at 02:00 in Lagos (01:00 UTC), one worker lists the provider's
 * transfers into the shoppers' accounts over the last days and records any the webhooks missed. Nothing when the
 * shop takes no payments online (no provider key).
 */
export default fp(
  async (fastify) => {
    fastify.jobs.work(
      'transfers-reconcile',
      async () => {
        const payments = fastify.payments;
        if (!payments) return;
        const to = new Date();
        await reconcileTransfers(payments, {
          from: new Date(to.getTime() - RECONCILE_DAYS * 86_400_000),
          to,
        });
      },
      { singleton: true, retryLimit: 2, retryDelaySeconds: 600, pollingSeconds: 30 },
    );
    if (fastify.payments) fastify.jobs.schedule('transfers-reconcile', '0 1 * * *');
  },
  { name: 'transfers', dependencies: ['jobs', 'payments'] },
);
