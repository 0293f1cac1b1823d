import fp from 'fastify-plugin';
import { buildMail, mailMessageId } from './mails.js';

/**
 * The outbox's `mail` queue (docs/operations.md, "Mail and the outbox"): each transactional mail, queued in the
 * transaction of the change it follows and built when it runs (services/mail-queue.ts, jobs/mails.ts); it goes out
 * with a Message-ID and date of its job's own, so an attempt that runs again gives the mailer the same message (the
 * file outbox keeps it once). It retries with a growing delay; what still fails is listed to the admin (Failed
 * jobs), who can retry it. The payments' own queues, `refund` and `payment-webhook`, are worked by their plugin
 * (modules/payments/payments-plugin.ts).
 */
export default fp(
  async (fastify) => {
    const { appUrl } = fastify.config;
    fastify.jobs.work(
      'mail',
      async (job) => {
        const mail = await buildMail(fastify.db, appUrl, job.data);
        if (!mail) return;
        await fastify.mailer.send({
          ...mail,
          messageId: mailMessageId(job.id, appUrl),
          date: new Date(job.data.queuedAt),
        });
      },
      { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, concurrency: 2, expireInSeconds: 120 },
    );
  },
  { name: 'outbox', dependencies: ['config', 'database', 'jobs', 'mailer'] },
);
