import fp from 'fastify-plugin';
import { SearchLog } from '../../services/search/log.js';
import { memoryCounters } from './counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts searches and their clicks for the admin's Searches report, once per browser (else client address),
     * query and hour; written every few seconds.
     */
    searchLog: SearchLog;
  }
}

const WRITE_EVERY_MS = 5_000;

export default fp(
  async (fastify) => {
    // Who saw which query this hour: shared through Redis when there is one; else counts of their own, so a flood
    // of searches never crowds out the sign-in and mail counts held in this process.
    const seen = fastify.redis ? fastify.counters : memoryCounters();
    const log = new SearchLog(fastify.db, seen, fastify.config.releaseTokenSecret);
    fastify.decorate('searchLog', log);
    const write = async () => {
      try {
        await log.flush();
      } catch (err) {
        fastify.log.warn({ err }, 'could not write the search log');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void write(), WRITE_EVERY_MS);
      timer.unref();
    });
    // Before the database closes (plugins close in reverse order of registration).
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await write();
    });
  },
  { name: 'search-log', dependencies: ['config', 'database', 'redis', 'counters'] },
);
