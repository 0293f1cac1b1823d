import fp from 'fastify-plugin';
import type { CampaignMailSettings } from '../../services/campaigns/index.js';
import { deliverCampaign, resumeCampaigns, type CampaignSender } from '../../services/campaigns/deliver.js';

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: {
      settings: CampaignMailSettings;
      /** Starts sending a campaign's queued deliveries in the background (the request does not wait). */
      deliver(campaignId: number): void;
      /** Sends whatever campaigns are left sending; resolves when this replica has nothing more to send. */
      resume(): Promise<void>;
    };
  }
}

/**
 * Newsletter campaigns go out in the background, through the mailer, a batch at a time
 * (services/campaigns/deliver.ts). Every replica resumes unfinished sends when it starts and on an interval;
 * their claims keep them from mailing anyone twice.
 */
export default fp(
  async (fastify) => {
    const { appUrl, jwtSecret, unsubscribeMailto, mailFrom } = fastify.config;
    const settings: CampaignMailSettings = { appUrl, secret: jwtSecret, unsubscribeMailto, mailFrom };
    const sender: CampaignSender = {
      db: fastify.db,
      mailer: fastify.mailer,
      log: fastify.log,
      settings,
      batchSize: fastify.config.campaignBatchSize,
      batchPauseMs: fastify.config.campaignBatchPauseMs,
      staleMs: fastify.config.campaignStaleMs,
    };
    const running = new Set<Promise<void>>();
    let closing = false;
    const track = (work: Promise<void>) => {
      const done = work
        .catch((err: unknown) => fastify.log.warn({ err }, 'campaign sending stopped; it resumes later'))
        .finally(() => running.delete(done));
      running.add(done);
      return done;
    };
    fastify.decorate('campaigns', {
      settings,
      deliver(campaignId: number) {
        if (!closing) void track(deliverCampaign(sender, campaignId));
      },
      resume: () => track(resumeCampaigns(sender)),
    });

    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      void fastify.campaigns.resume();
      timer = setInterval(() => void fastify.campaigns.resume(), fastify.config.campaignResumeMs);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    });
  },
  { name: 'campaigns', dependencies: ['config', 'database', 'mailer'] },
);
