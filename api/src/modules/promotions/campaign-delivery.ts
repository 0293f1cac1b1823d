import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { campaignDeliveries, campaigns, newsletterSubscribers } from './tables.js';
import type { Job } from '../../lib/jobs.js';
import type { Mailer } from '../../plugins/app/mailer.js';
import type { Jobs } from '../../services/jobs.js';
import { campaignMail, signUnsubscribeToken, type CampaignMailSettings } from './campaign-mail.js';

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** One batch of a campaign's deliveries; each batch sends the next when it is done. */
    'campaign-batch': { campaignId: number; batch: number };
  }
}

export interface CampaignSender {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  settings: CampaignMailSettings;
  batchSize: number;
  /** Pause between two batches, so a large list does not swamp the mail server. */
  batchPauseMs: number;
}

const INTERRUPTED =
  'The server stopped while handing this mail to the mail server; it is not sent again, so nobody gets it twice.';

/** The campaign's first batch, sent with `tx`: the send starts only if the transaction that queued it commits. */
export function startCampaignSend(jobs: Pick<Jobs, 'send'>, tx: Executor, campaignId: number) {
  return jobs.send(tx, 'campaign-batch', { campaignId, batch: 1 }, { key: `campaign-${campaignId}-start` });
}

interface Claimed {
  id: number;
  email: string;
  confirmed: boolean;
  status: string;
  handedAt: Date | null;
}

/** The deliveries this batch claimed, in id order (none if it has not claimed yet). */
async function claimedBy(db: Db, claim: string): Promise<Claimed[]> {
  return db
    .select({
      id: campaignDeliveries.id,
      email: newsletterSubscribers.email,
      confirmed: sql<boolean>`${newsletterSubscribers.confirmedAt} is not null`,
      status: campaignDeliveries.status,
      handedAt: campaignDeliveries.handedAt,
    })
    .from(campaignDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, campaignDeliveries.subscriberId))
    .where(eq(campaignDeliveries.claim, claim))
    .orderBy(asc(campaignDeliveries.id));
}

/**
 * Claims up to `batchSize` queued, unclaimed deliveries in one statement. `for update skip locked` lets two batches
 * claim at the same moment and get different rows.
 */
async function claimBatch(sender: CampaignSender, campaignId: number, claim: string): Promise<void> {
  await sender.db.execute(sql`
    update ${campaignDeliveries}
    set claim = ${claim}, claimed_at = now()
    where id in (
      select id from ${campaignDeliveries}
      where campaign_id = ${campaignId} and status = 'queued' and claim is null
      order by id
      limit ${sender.batchSize}
      for update skip locked
    )`);
}

/** Marks the delivery as being handed to the mailer at `at`, if it is still queued and not handed over yet. */
async function handOver(sender: CampaignSender, id: number, claim: string, at: Date): Promise<boolean> {
  const rows = await sender.db
    .update(campaignDeliveries)
    .set({ handedAt: at, claimedAt: at })
    .where(
      and(
        eq(campaignDeliveries.id, id),
        eq(campaignDeliveries.claim, claim),
        eq(campaignDeliveries.status, 'queued'),
        isNull(campaignDeliveries.handedAt),
      ),
    )
    .returning({ id: campaignDeliveries.id });
  return rows.length === 1;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 300) || 'Unknown error';

/** Ends the send when no delivery is left queued. */
async function finishIfDone(sender: CampaignSender, campaignId: number): Promise<boolean> {
  const rows = await sender.db
    .update(campaigns)
    .set({ status: 'sent', sentAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'sending'),
        sql`not exists (select 1 from ${campaignDeliveries} where campaign_id = ${campaignId} and status = 'queued')`,
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length === 1;
}

/** The mail's Message-ID: the same for every attempt at this delivery. */
const messageIdOf = (settings: CampaignMailSettings, campaignId: number, deliveryId: number) =>
  `<campaign-${campaignId}-delivery-${deliveryId}@${new URL(settings.appUrl).hostname}>`;

/**
 * One batch of a campaign (the `campaign-batch` job): claims up to `batchSize` queued deliveries under the job's id,
 * sends them one by one, then sends the job of the next batch, or ends the send when none is left.
 *
 * Delivery is at least once, so the job may run again: after its worker was killed, or its attempt ran out of time.
 * It then takes up the deliveries it had claimed where it stopped. A mail the mailer held when it stopped may or
 * may not have gone out: an outbox that keeps a mail once (the mailer is idempotent) is given it again, with the same
 * Message-ID and date; a mail server is not (the delivery is marked failed), because mailing someone twice is worse
 * than once missed. Each mail is marked handed over just before the mailer gets it and settled just after, so that
 * one is the only one left uncertain. Nobody is mailed twice.
 */
export async function sendCampaignBatch(
  sender: CampaignSender,
  job: Job<{ campaignId: number; batch: number }>,
): Promise<void> {
  const { campaignId, batch } = job.data;
  const [campaign] = await sender.db
    .select({ subject: campaigns.subject, body: campaigns.body, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign || campaign.status !== 'sending') return;
  const claim = job.id;
  let mine = await claimedBy(sender.db, claim);
  if (mine.length === 0) {
    await claimBatch(sender, campaignId, claim);
    mine = await claimedBy(sender.db, claim);
  }
  const queued = mine.filter((d) => d.status === 'queued');
  const skipped = queued.filter((d) => !d.confirmed && d.handedAt === null).map((d) => d.id);
  if (skipped.length > 0) {
    // Unsubscribed between the send and their turn: nothing goes out.
    await sender.db
      .update(campaignDeliveries)
      .set({ status: 'skipped', error: 'Unsubscribed before this mail went out.' })
      .where(
        and(
          inArray(campaignDeliveries.id, skipped),
          eq(campaignDeliveries.status, 'queued'),
          isNull(campaignDeliveries.handedAt),
        ),
      );
  }
  for (const delivery of queued) {
    let at: Date;
    if (delivery.handedAt !== null) {
      // Handed to the mailer by an attempt that stopped before it heard back.
      if (!sender.mailer.idempotent) {
        await sender.db
          .update(campaignDeliveries)
          .set({ status: 'failed', error: INTERRUPTED })
          .where(and(eq(campaignDeliveries.id, delivery.id), eq(campaignDeliveries.status, 'queued')));
        continue;
      }
      at = delivery.handedAt;
    } else {
      if (!delivery.confirmed) continue;
      at = new Date();
      if (!(await handOver(sender, delivery.id, claim, at))) continue;
    }
    const mail = campaignMail(
      sender.settings,
      campaign,
      signUnsubscribeToken(sender.settings.secret, { kind: 'delivery', id: delivery.id }),
    );
    let outcome: { status: 'sent'; sentAt: Date } | { status: 'failed'; error: string };
    try {
      await sender.mailer.send({
        to: delivery.email,
        ...mail,
        messageId: messageIdOf(sender.settings, campaignId, delivery.id),
        date: at,
      });
      outcome = { status: 'sent', sentAt: new Date() };
    } catch (err) {
      sender.log.warn({ err, campaignId, delivery: delivery.id }, 'campaign mail not sent');
      outcome = { status: 'failed', error: errorText(err) };
    }
    // Settled whatever happened meanwhile: this is what became of the mail.
    await sender.db.update(campaignDeliveries).set(outcome).where(eq(campaignDeliveries.id, delivery.id));
  }
  const [left] = await sender.db
    .select({ id: campaignDeliveries.id })
    .from(campaignDeliveries)
    .where(
      and(
        eq(campaignDeliveries.campaignId, campaignId),
        eq(campaignDeliveries.status, 'queued'),
        isNull(campaignDeliveries.claim),
      ),
    )
    .limit(1);
  if (mine.length > 0 && left) {
    // Named after this job, so a retry of it sends the same next batch, once.
    await sender.jobs.send(
      sender.db,
      'campaign-batch',
      { campaignId, batch: batch + 1 },
      {
        key: `campaign-${campaignId}-after-${job.id}`,
        ...(sender.batchPauseMs > 0 ? { startAfter: new Date(Date.now() + sender.batchPauseMs) } : {}),
      },
    );
    return;
  }
  await finishIfDone(sender, campaignId);
}

/**
 * Campaigns left sending without a batch on its way (sent by a version of the shop that sent them from timers): each
 * gets a first batch again. Its key is new, so the batch starts even if the campaign's first batch ran before.
 */
export async function resumeCampaigns(sender: CampaignSender, orphaned: number[]): Promise<void> {
  for (const campaignId of orphaned) {
    // Claims of the old senders are let go: their processes are gone.
    await sender.db
      .update(campaignDeliveries)
      .set({ claim: null, claimedAt: null })
      .where(
        and(
          eq(campaignDeliveries.campaignId, campaignId),
          eq(campaignDeliveries.status, 'queued'),
          isNull(campaignDeliveries.handedAt),
        ),
      );
    await sender.jobs.send(
      sender.db,
      'campaign-batch',
      { campaignId, batch: 1 },
      { key: `campaign-${campaignId}-resume-${Date.now()}` },
    );
  }
}
