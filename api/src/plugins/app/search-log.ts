import fp from 'fastify-plugin';
import { SearchLog } from '../../services/search/log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts searches and their clicks for the admin's Searches report, written every few seconds. */
    searchLog: SearchLog;
  }
}

const WRITE_EVERY_MS = 5_000;

export default fp(
  async (fastify) => {
    const log = new SearchLog(fastify.db);
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
  { name: 'search-log', dependencies: ['database'] },
);
