import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { campaignDeliveries, campaigns, newsletterSubscribers } from '../../db/schema.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { signUnsubscribeToken } from './render.js';
import { campaignMail, type CampaignMailSettings } from './index.js';

export interface CampaignSender {
  db: Db;
  mailer: { send(mail: Mail): Promise<void> };
  log: FastifyBaseLogger;
  settings: CampaignMailSettings;
  batchSize: number;
  /** Pause between two batches, so a large list does not swamp the mail server. */
  batchPauseMs: number;
  /** A claim untouched this long belongs to a sender that stopped (crashed, or was restarted). */
  staleMs: number;
}

const INTERRUPTED =
  'The server stopped while handing this mail to the mail server; it is not sent again, so nobody gets it twice.';

/**
 * Takes over the claims of senders that stopped. A delivery they had not yet handed to the mailer is released
 * (queued again, sent by the next batch). A delivery they had handed over but not settled may or may not have
 * gone out: it is marked failed and never retried, because mailing someone twice is worse than once missed.
 */
export async function recoverStaleClaims(sender: CampaignSender, campaignId: number): Promise<void> {
  const cutoff = new Date(Date.now() - sender.staleMs);
  const queued = and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'queued'));
  await sender.db
    .update(campaignDeliveries)
    .set({ status: 'failed', error: INTERRUPTED })
    .where(and(queued, lt(campaignDeliveries.handedAt, cutoff)));
  await sender.db
    .update(campaignDeliveries)
    .set({ claim: null, claimedAt: null })
    .where(and(queued, isNull(campaignDeliveries.handedAt), lt(campaignDeliveries.claimedAt, cutoff)));
}

interface Claimed {
  id: number;
  email: string;
  confirmed: boolean;
}

/**
 * Claims up to `batchSize` queued, unclaimed deliveries in one statement. `for update skip locked` lets two
 * senders (two replicas, or two send requests) claim at the same moment and get different rows.
 */
async function claimBatch(sender: CampaignSender, campaignId: number, claim: string): Promise<Claimed[]> {
  const result = await sender.db.execute(sql`
    update ${campaignDeliveries} d
    set claim = ${claim}, claimed_at = now()
    from ${newsletterSubscribers} s
    where s.id = d.subscriber_id and d.id in (
      select id from ${campaignDeliveries}
      where campaign_id = ${campaignId} and status = 'queued' and claim is null
      order by id
      limit ${sender.batchSize}
      for update skip locked
    )
    returning d.id, s.email, s.confirmed_at is not null as confirmed`);
  return (result as unknown as { rows: Claimed[] }).rows
    .map((r) => ({ id: Number(r.id), email: r.email, confirmed: r.confirmed }))
    .sort((a, b) => a.id - b.id);
}

/** Marks the delivery as being handed to the mailer, if this sender's claim on it still holds. */
async function handOver(sender: CampaignSender, id: number, claim: string): Promise<boolean> {
  const rows = await sender.db
    .update(campaignDeliveries)
    .set({ handedAt: new Date(), claimedAt: new Date() })
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

/**
 * Sends a campaign's queued deliveries, a batch at a time, until none is left for this sender. Each mail is
 * marked handed over just before the mailer gets it and settled (sent or failed) just after, so a crash at any
 * point leaves at most the one mail in the mailer's hands uncertain (recoverStaleClaims). Any number of senders
 * may run at once for the same campaign: nobody is mailed twice.
 */
export async function deliverCampaign(sender: CampaignSender, campaignId: number): Promise<void> {
  const [campaign] = await sender.db
    .select({ subject: campaigns.subject, body: campaigns.body, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign || campaign.status !== 'sending') return;
  await recoverStaleClaims(sender, campaignId);
  const run = randomBytes(8).toString('hex');
  for (let n = 1; ; n += 1) {
    if (n > 1 && sender.batchPauseMs > 0) await sleep(sender.batchPauseMs);
    // One claim per batch, so the deliveries show which batch took them.
    const claim = `${run}:${n}`;
    const batch = await claimBatch(sender, campaignId, claim);
    if (batch.length === 0) break;
    const skipped = batch.filter((d) => !d.confirmed).map((d) => d.id);
    if (skipped.length > 0) {
      // Unsubscribed between the send and their turn: nothing goes out.
      await sender.db
        .update(campaignDeliveries)
        .set({ status: 'skipped', error: 'Unsubscribed before this mail went out.' })
        .where(and(inArray(campaignDeliveries.id, skipped), eq(campaignDeliveries.claim, claim)));
    }
    for (const delivery of batch.filter((d) => d.confirmed)) {
      if (!(await handOver(sender, delivery.id, claim))) continue;
      const mail = campaignMail(
        sender.settings,
        campaign,
        signUnsubscribeToken(sender.settings.secret, { kind: 'delivery', id: delivery.id }),
      );
      let outcome: { status: 'sent'; sentAt: Date } | { status: 'failed'; error: string };
      try {
        await sender.mailer.send({ to: delivery.email, ...mail });
        outcome = { status: 'sent', sentAt: new Date() };
      } catch (err) {
        sender.log.warn({ err, campaignId, delivery: delivery.id }, 'campaign mail not sent');
        outcome = { status: 'failed', error: errorText(err) };
      }
      // Settled whatever happened to the claim meanwhile: this is what became of the mail.
      await sender.db.update(campaignDeliveries).set(outcome).where(eq(campaignDeliveries.id, delivery.id));
    }
  }
  await finishIfDone(sender, campaignId);
}

/** Campaigns left sending (a restart, a crash): each replica runs this on start and on an interval. */
export async function resumeCampaigns(sender: CampaignSender): Promise<void> {
  const open = await sender.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.status, 'sending'));
  for (const { id } of open) await deliverCampaign(sender, id);
}
