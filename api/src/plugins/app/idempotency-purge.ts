import fp from 'fastify-plugin';
import { purgeExpiredKeys } from '../../services/idempotency.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Forgets idempotency keys past their 24 h once the app is ready, then hourly. */
export default fp(
  async (fastify) => {
    let timer: NodeJS.Timeout | undefined;
    const purge = async () => {
      try {
        const purged = await purgeExpiredKeys(fastify.db);
        if (purged > 0) fastify.log.info({ purged }, 'expired idempotency keys purged');
      } catch (err) {
        fastify.log.warn({ err }, 'could not purge expired idempotency keys');
      }
    };
    fastify.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), PURGE_EVERY_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency-purge', dependencies: ['database'] },
);
