import fp from 'fastify-plugin';
import { purgeOldHops } from './sessions.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Forgets the answers of USSD hops past a day, hourly. */
    'ussd-purge': Record<string, never>;
  }
}

/**
 * Forgets the kept answers of USSD hops past a day (a session lasts minutes; its retries come within seconds): a
 * scheduled job, hourly, on one worker. The sessions and how they ended stay, for the reports.
 */
export default fp(
  async (fastify) => {
    fastify.jobs.work(
      'ussd-purge',
      async () => {
        const purged = await purgeOldHops(fastify.db);
        if (purged > 0) fastify.log.info({ purged }, 'old USSD hops purged');
      },
      { singleton: true, retryLimit: 0, pollingSeconds: 30 },
    );
    fastify.jobs.schedule('ussd-purge', '17 * * * *');
  },
  { name: 'ussd-purge', dependencies: ['database', 'jobs'] },
);
