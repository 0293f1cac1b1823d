import fp from 'fastify-plugin';
import { runsJobs } from '../../lib/jobs.js';
import type { CampaignMailSettings } from './campaigns.js';
import { resumeCampaigns, sendCampaignBatch, type CampaignSender } from './campaign-delivery.js';
import { campaigns } from './tables.js';
import { eq } from 'drizzle-orm';

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: {
      settings: CampaignMailSettings;
      /** What sends the batches (the `campaign-batch` job's handler). */
      sender: CampaignSender;
    };
  }
}

/** Attempts of one batch before its job is failed for good (then the admin retries it, or a worker's restart). */
const BATCH_RETRIES = 10;

/**
 * Newsletter campaigns go out through the mailer, a batch at a time, each batch a job on the queue
 * (campaign-delivery.ts): a worker that stops is taken over where it was, once its batch's time
 * (`CAMPAIGN_STALE_MS`) has run out.
 */
export default fp(
  async (fastify) => {
    const { appUrl, jwtSecret, unsubscribeMailto, mailFrom } = fastify.config;
    const settings: CampaignMailSettings = { appUrl, secret: jwtSecret, unsubscribeMailto, mailFrom };
    const sender: CampaignSender = {
      db: fastify.db,
      jobs: fastify.jobs,
      mailer: fastify.mailer,
      log: fastify.log,
      settings,
      batchSize: fastify.config.campaignBatchSize,
      batchPauseMs: fastify.config.campaignBatchPauseMs,
    };
    fastify.decorate('campaigns', { settings, sender });
    fastify.jobs.work('campaign-batch', (job) => sendCampaignBatch(sender, job), {
      expireInSeconds: Math.max(1, Math.ceil(fastify.config.campaignStaleMs / 1000)),
      retryLimit: BATCH_RETRIES,
      retryDelaySeconds: 5,
      retryBackoff: true,
    });
    if (!runsJobs(fastify.config.role)) return;
    // After the job queue has started (its onReady hook was added first).
    fastify.addHook('onReady', async () => {
      const sending = await fastify.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.status, 'sending'));
      if (sending.length === 0) return;
      const underWay = new Set((await fastify.jobs.queue.open('campaign-batch')).map((d) => d.campaignId));
      await resumeCampaigns(
        sender,
        sending.map((c) => c.id).filter((id) => !underWay.has(id)),
      );
    });
  },
  { name: 'campaigns', dependencies: ['config', 'database', 'mailer', 'jobs'] },
);
