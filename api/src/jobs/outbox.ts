import fp from 'fastify-plugin';
import { buildMail, mailMessageId } from './mails.js';
import { processWebhookEvent, runRefundJob } from '../modules/payments/index.js';

/**
 * The outbox's queues (docs/operations.md, "Mail and the outbox"). `mail`: each transactional mail, queued in the
 * transaction of the change it follows and built when it runs (services/mail-queue.ts, jobs/mails.ts); it goes out
 * with a Message-ID and date of its job's own, so an attempt that runs again gives the mailer the same message (the
 * file outbox keeps it once). `refund`: asks the payment provider for one reserved refund, never twice
 * (modules/payments/refund.ts, `sendRefund`). `payment-webhook`: what a Paystack webhook triggers once it is stored
 * (modules/payments/webhook.ts). Each retries with a growing delay; what still fails is listed to the
 * admin (Failed jobs), who can retry it.
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
    fastify.jobs.work(
      'refund',
      async (job) => {
        if (!fastify.payments) throw new Error('Online payments are not configured (PAYSTACK_SECRET_KEY).');
        await runRefundJob(fastify.payments, job.data.refundId);
      },
      { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 },
    );
    fastify.jobs.work(
      'payment-webhook',
      async (job) => {
        if (!fastify.payments) throw new Error('Online payments are not configured (PAYSTACK_SECRET_KEY).');
        // An event the provider could not be asked about yet is tried again, later each time.
        if ((await processWebhookEvent(fastify.payments, job.data.eventId)) === 'error')
          throw new Error(
            `Payment event ${job.data.eventId} not processed yet: the provider could not be reached.`,
          );
      },
      { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120, concurrency: 2 },
    );
  },
  { name: 'outbox', dependencies: ['config', 'database', 'jobs', 'mailer', 'payments'] },
);
