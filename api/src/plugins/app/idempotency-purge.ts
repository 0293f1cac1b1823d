import fp from 'fastify-plugin';
import { purgeExpiredKeys } from '../../services/idempotency.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Forgets idempotency keys past their 24 h, hourly. */
    'idempotency-purge': Record<string, never>;
  }
}

/** Forgets idempotency keys past their 24 h: a scheduled job, hourly, on one worker. */
export default fp(
  async (fastify) => {
    fastify.jobs.work(
      'idempotency-purge',
      async () => {
        const purged = await purgeExpiredKeys(fastify.db);
        if (purged > 0) fastify.log.info({ purged }, 'expired idempotency keys purged');
      },
      { singleton: true, retryLimit: 0, pollingSeconds: 30 },
    );
    fastify.jobs.schedule('idempotency-purge', '7 * * * *');
  },
  { name: 'idempotency-purge', dependencies: ['database', 'jobs'] },
);
