import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  Campaign,
  CampaignCounts,
  CampaignInput,
  CampaignPreview,
} from 'shared-contracts/schemas/campaigns';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { campaignDeliveries, campaigns, newsletterSubscribers } from './tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Jobs } from '../../services/jobs.js';
import { startCampaignSend } from './campaign-delivery.js';
import {
  campaignMail,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  type CampaignMailSettings,
} from './campaign-mail.js';

export { campaignMail, unsubscribeUrl, type CampaignMailSettings } from './campaign-mail.js';

type CampaignRow = typeof campaigns.$inferSelect;

const EMPTY_COUNTS: CampaignCounts = { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribed: 0 };

/** Each campaign's counts, from its deliveries (one grouped read for the whole list). */
async function countsOf(db: Executor, ids: number[]): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      campaignId: campaignDeliveries.campaignId,
      recipients: count(),
      queued: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'queued')`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${campaignDeliveries.status} = 'failed')`.mapWith(Number),
      unsubscribed: count(campaignDeliveries.unsubscribedAt),
    })
    .from(campaignDeliveries)
    .where(sql`${campaignDeliveries.campaignId} in ${ids}`)
    .groupBy(campaignDeliveries.campaignId);
  for (const { campaignId, ...c } of rows) counts.set(campaignId, c);
  return counts;
}

const selection = {
  campaign: campaigns,
  firstName: users.firstName,
  lastName: users.lastName,
};

function serialize(
  row: { campaign: CampaignRow; firstName: string | null; lastName: string | null },
  counts: CampaignCounts | undefined,
): Campaign {
  const c = row.campaign;
  const author = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: c.id,
    subject: c.subject,
    body: c.body,
    status: c.status,
    created_by: row.firstName === null ? null : author,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    send_started_at: c.sendStartedAt?.toISOString() ?? null,
    sent_at: c.sentAt?.toISOString() ?? null,
    counts: counts ?? EMPTY_COUNTS,
  };
}

const confirmed = isNotNull(newsletterSubscribers.confirmedAt);

export async function confirmedSubscriberCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(confirmed);
  return row?.n ?? 0;
}

/** Every campaign, newest first, with its counts. */
export async function listCampaigns(db: Executor): Promise<Campaign[]> {
  const rows = await db
    .select(selection)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.createdBy))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const counts = await countsOf(
    db,
    rows.map((r) => r.campaign.id),
  );
  return rows.map((r) => serialize(r, counts.get(r.campaign.id)));
}

export async function getCampaign(db: Executor, id: number): Promise<Campaign | null> {
  const [row] = await db
    .select(selection)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.createdBy))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  return serialize(row, (await countsOf(db, [id])).get(id));
}

async function campaignOrThrow(db: Executor, id: number): Promise<Campaign> {
  const campaign = await getCampaign(db, id);
  if (!campaign) throw notFound('Campaign not found.');
  return campaign;
}

export async function createCampaign(db: Executor, input: CampaignInput, adminId: number): Promise<Campaign> {
  const [row] = await db
    .insert(campaigns)
    .values({ subject: input.subject, body: input.body, createdBy: adminId })
    .returning({ id: campaigns.id });
  return campaignOrThrow(db, row!.id);
}

/** Edits a draft; a campaign that has been sent keeps what its subscribers received (409). */
export async function updateCampaign(db: Executor, id: number, input: CampaignInput): Promise<Campaign> {
  const [row] = await db
    .update(campaigns)
    .set({ subject: input.subject, body: input.body, updatedAt: new Date() })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
    .returning({ id: campaigns.id });
  if (!row) {
    await campaignOrThrow(db, id);
    throw conflict('This campaign has been sent and can no longer be edited.');
  }
  return campaignOrThrow(db, id);
}

/** Deletes a draft (a sent campaign stays, with its counts). */
export async function deleteCampaign(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
    .returning({ id: campaigns.id });
  if (!row) {
    await campaignOrThrow(db, id);
    throw conflict('This campaign has been sent and cannot be deleted.');
  }
}

/** The mail as a subscriber receives it; its unsubscribe link is the test send's, which changes nothing. */
export async function previewCampaign(
  db: Executor,
  settings: CampaignMailSettings,
  id: number,
): Promise<CampaignPreview> {
  const campaign = await campaignOrThrow(db, id);
  const mail = campaignMail(
    settings,
    campaign,
    signUnsubscribeToken(settings.secret, { kind: 'test', campaignId: id }),
  );
  return {
    subject: mail.subject,
    from: settings.mailFrom,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}

/**
 * Sends the campaign: in one transaction, moves it from draft to sending, queues one delivery for every subscriber
 * confirmed at that moment and the job of its first batch. A second call (a double click, another admin, a retry)
 * finds it no longer a draft and queues nothing; the unique (campaign, subscriber) pair makes a duplicate delivery
 * impossible anyway. The deliveries go out afterwards, a batch a job, where jobs run (deliver.ts). Answers whether
 * this call queued it.
 */
export async function queueCampaign(
  db: Executor,
  jobs: Pick<Jobs, 'send'>,
  id: number,
): Promise<{ queued: boolean }> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(campaigns)
      .set({ status: 'sending', sendStartedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
      .returning({ id: campaigns.id });
    if (!moved) {
      await campaignOrThrow(tx, id);
      return { queued: false };
    }
    await tx.execute(sql`
      insert into ${campaignDeliveries} (campaign_id, subscriber_id)
      select ${id}, ${newsletterSubscribers.id} from ${newsletterSubscribers}
      where ${newsletterSubscribers.confirmedAt} is not null
      order by ${newsletterSubscribers.id}
      on conflict (campaign_id, subscriber_id) do nothing`);
    await startCampaignSend(jobs, tx, id);
    return { queued: true };
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already' | 'test' | 'invalid';

/**
 * The one-click unsubscribe (RFC 8058): clears the subscriber's confirmation, so no campaign reaches them again
 * until they subscribe (and confirm) anew, and marks the delivery whose link they used, which counts for that
 * campaign. Doing it twice changes nothing more.
 */
export async function unsubscribe(db: Executor, secret: string, token: string): Promise<UnsubscribeOutcome> {
  const subject = verifyUnsubscribeToken(secret, token);
  if (!subject) return 'invalid';
  if (subject.kind === 'test') return 'test';
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ subscriberId: campaignDeliveries.subscriberId })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.id, subject.id));
    if (!delivery) return 'invalid';
    const now = new Date();
    const [left] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: null, unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(newsletterSubscribers.id, delivery.subscriberId), confirmed))
      .returning({ id: newsletterSubscribers.id });
    if (!left) return 'already';
    await tx
      .update(campaignDeliveries)
      .set({ unsubscribedAt: now })
      .where(and(eq(campaignDeliveries.id, subject.id), isNull(campaignDeliveries.unsubscribedAt)));
    return 'unsubscribed';
  });
}
