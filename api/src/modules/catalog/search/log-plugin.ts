import fp from 'fastify-plugin';
import { SearchLog } from './log.js';
import { memoryCounters } from '../../../plugins/app/counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts searches and their clicks for the admin's Searches report, once per browser (else client address),
     * query and hour; written a few seconds after they are counted.
     */
    searchLog: SearchLog;
  }
}

const WRITE_AFTER_MS = 5_000;

/**
 * The search log's counts are kept in the memory of the process that served the searches, so that process writes
 * them (one insert a few seconds after the first count, and the rest as it closes): not a job, since no worker can
 * reach them, and a job per search would cost more than the insert it replaces.
 */
export default fp(
  async (fastify) => {
    // Who saw which query this hour: shared through Redis when there is one; else counts of their own, so a flood
    // of searches never crowds out the sign-in and mail counts held in this process.
    const seen = fastify.redis ? fastify.counters : memoryCounters();
    let timer: NodeJS.Timeout | undefined;
    const write = async () => {
      timer = undefined;
      try {
        await log.flush();
      } catch (err) {
        fastify.log.warn({ err }, 'could not write the search log');
      }
    };
    const log = new SearchLog(fastify.db, seen, fastify.config.releaseTokenSecret, () => {
      timer ??= setTimeout(() => void write(), WRITE_AFTER_MS).unref();
    });
    fastify.decorate('searchLog', log);
    // Before the database closes (plugins close in reverse order of registration).
    fastify.addHook('onClose', async () => {
      clearTimeout(timer);
      await write();
    });
  },
  { name: 'search-log', dependencies: ['config', 'database', 'redis', 'counters'] },
);
