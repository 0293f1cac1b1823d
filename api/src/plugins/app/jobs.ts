import fp from 'fastify-plugin';
import { JobQueue } from '../../lib/jobs.js';
import type { Jobs } from '../../services/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** How long jobs running here may take to finish when the process stops, before they are failed (and retried). */
const STOP_TIMEOUT_MS = 8_000;

/**
 * The job queue (lib/jobs.ts) on the shop's database. Feature plugins declare their queues and schedules as they
 * register; the queue starts once the app is ready (after the migrations), and where jobs run the workers start
 * fetching. On close it stops fetching first and lets running jobs finish, before the mailer and the database close.
 */
export default fp(
  async (fastify) => {
    const { role, jobPollingSeconds, jobMaintenanceSeconds, jobClockSeconds } = fastify.config;
    const { database } = fastify;
    const queue = new JobQueue({
      pool: database.pool,
      shared: database.kind === 'postgres',
      // Beside the shop's tables: a schema of its own (a test's schema has its own queue too).
      schema: database.schemaName ? `${database.schemaName}_jobs` : 'pgboss',
      role,
      pollingSeconds: jobPollingSeconds,
      maintenanceSeconds: jobMaintenanceSeconds,
      clockSeconds: jobClockSeconds,
      log: fastify.log,
    });
    fastify.decorate('jobs', {
      role,
      send: (executor, name, data, options) => queue.send(executor, name, data, options),
      work: (name, handler, options) => queue.work(name, handler, options),
      schedule: (name, cron) => queue.schedule(name, cron),
      counts: () => queue.counts(),
      queue,
    } satisfies Jobs);
    // Each queue's depth, failures and oldest wait at every scrape of /api/metrics; /api/ready once it answers.
    fastify.metrics.observeQueues(() => queue.counts());
    let started = false;
    fastify.readiness.add('queue', async () => {
      if (!started) return 'The job queue has not started';
      await queue.counts();
      return null;
    });
    fastify.addHook('onReady', async () => {
      await queue.start();
      started = true;
    });
    // preClose runs before every plugin's onClose: the handlers still have the mailer and the database.
    fastify.addHook('preClose', async () => {
      await queue.stop(STOP_TIMEOUT_MS);
    });
  },
  { name: 'jobs', dependencies: ['config', 'database', 'metrics', 'readiness'] },
);
