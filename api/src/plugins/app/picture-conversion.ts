import fp from 'fastify-plugin';
import { runsJobs } from '../../lib/jobs.js';
import { convertStoredPictures } from '../../services/pictures.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Makes the variants of product photos stored before pictures had them. */
    'pictures-convert': Record<string, never>;
  }
}

/**
 * Makes the variants of product photos stored before pictures had them (services/pictures.ts): a job sent when a
 * worker starts, run by one worker while the API answers (it sends such a photo as it is until its variants exist).
 * The conversion skips what is done, so a job cut short by a stop is finished by the next start's.
 */
export default fp(
  async (fastify) => {
    fastify.jobs.work(
      'pictures-convert',
      async (job) => {
        await convertStoredPictures(fastify.db, fastify.config.uploadDir, {
          stopped: () => job.signal?.aborted ?? false,
          log: (message, err) => (err ? fastify.log.warn({ err }, message) : fastify.log.info(message)),
        });
      },
      { singleton: true, retryLimit: 2, expireInSeconds: 60 * 60, pollingSeconds: 30 },
    );
    if (!runsJobs(fastify.config.role)) return;
    fastify.addHook('onReady', async () => {
      await fastify.jobs.send(fastify.db, 'pictures-convert', {});
    });
  },
  { name: 'picture-conversion', dependencies: ['database', 'config', 'jobs'] },
);
