import fp from 'fastify-plugin';
import { sendBackInStockNotices } from './back-in-stock.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Queues the "back in stock" mails of the products that came back (back-in-stock.ts), every minute. */
    'back-in-stock': Record<string, never>;
  }
}

/**
 * "Notify me": a trigger marks the waits of a product whose stock goes from 0 to above 0, wherever it changes; this
 * job, every minute on one worker, queues their mails (each wait once) and marks them notified.
 */
export default fp(
  async (fastify) => {
    fastify.jobs.work(
      'back-in-stock',
      async () => {
        let queued = 0;
        for (let batch = await sendBackInStockNotices(fastify.jobs, fastify.db); batch > 0;) {
          queued += batch;
          batch = await sendBackInStockNotices(fastify.jobs, fastify.db);
        }
        if (queued > 0) fastify.log.info({ queued }, 'back-in-stock mails queued');
      },
      { singleton: true, retryLimit: 0, pollingSeconds: 10 },
    );
    fastify.jobs.schedule('back-in-stock', '* * * * *');
  },
  { name: 'back-in-stock', dependencies: ['database', 'jobs'] },
);
