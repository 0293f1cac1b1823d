import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { campaignDeliveries, newsletterSubscribers } from './tables.js';
import type { JobQueues } from '../../lib/jobs.js';
import type { Mail, Mailer } from '../../plugins/app/mailer.js';
import { sendCampaignBatch, type CampaignSender } from './campaign-delivery.js';
import { queueCampaign } from './campaigns.js';
import { signUnsubscribeToken } from './campaign-mail.js';
import { databases } from '../../../test/helpers.js';
import { BATCH, newsletterCampaigns } from './campaigns-testing.js';

describe.each(databases)('newsletter campaigns (%s)', (kind) => {
  const ctx = newsletterCampaigns(kind);
  const { subscribers, mailsWith, create, fetchCampaign, untilSent } = ctx;

  async function queuedByHand(subject: string) {
    const draft = await create(subject);
    const sent: { data: { campaignId: number; batch: number }; key: string | undefined }[] = [];
    const jobs: CampaignSender['jobs'] = {
      send: async (_executor, name, data, options) => {
        expect(name).toBe('campaign-batch');
        sent.push({ data: data as JobQueues['campaign-batch'], key: options?.key });
        return randomUUID();
      },
    };
    expect(await queueCampaign(ctx.t.app.db, jobs, draft.id)).toEqual({ queued: true });
    const sender = (mailer: Mailer): CampaignSender => ({
      ...ctx.t.app.campaigns.sender,
      jobs,
      mailer,
      batchSize: BATCH,
      batchPauseMs: 0,
    });
    /** Runs the batches sent since `from` until none is left, each as a job of its own. */
    const runRest = async (mailer: Mailer, from: number) => {
      for (let i = from; i < sent.length; i += 1)
        await sendCampaignBatch(sender(mailer), {
          id: randomUUID(),
          name: 'campaign-batch',
          data: sent[i]!.data,
        });
    };
    return { draft, sent, sender, runRest };
  }

  /** A mailer that "dies" while the mail server holds its `nth` mail: that call never returns. */
  function dyingAt(nth: number, idempotent: boolean) {
    let calls = 0;
    const dying = {
      stuck: undefined as Mail | undefined,
      idempotent,
      send: (mail: Mail) => {
        calls += 1;
        if (calls === nth) {
          dying.stuck = mail;
          return new Promise<void>(() => undefined);
        }
        return ctx.t.app.mailer.send(mail);
      },
    };
    return dying;
  }

  it('a batch whose worker stopped is taken up where it was; the mail in flight is not sent again by SMTP', async () => {
    const people = await subscribers(8);
    const { draft, sent, sender, runRest } = await queuedByHand('Crash course');
    expect(sent).toEqual([{ data: { campaignId: draft.id, batch: 1 }, key: `campaign-${draft.id}-start` }]);
    const dying = dyingAt(5, false);
    // The first batch (3 mails), then the second stops at its second mail.
    await sendCampaignBatch(sender(dying), { id: randomUUID(), name: 'campaign-batch', data: sent[0]!.data });
    const jobId = randomUUID();
    void sendCampaignBatch(sender(dying), { id: jobId, name: 'campaign-batch', data: sent[1]!.data });
    for (let i = 0; i < 200 && !dying.stuck; i += 1) await sleep(10);
    expect(dying.stuck).toBeDefined();
    const mid = await fetchCampaign(draft.id);
    expect(mid.status).toBe('sending');
    expect(mid.counts.sent).toBe(4);

    // The queue runs the job again (same id): its batch resumes; a mail server may have the mail in flight, so it
    // is marked failed rather than sent twice. Then the rest.
    const smtp = { idempotent: false, send: (mail: Mail) => ctx.t.app.mailer.send(mail) };
    await sendCampaignBatch(sender(smtp), { id: jobId, name: 'campaign-batch', data: sent[1]!.data });
    await runRest(smtp, 2);
    const done = await fetchCampaign(draft.id);
    expect(done.status).toBe('sent');
    expect(done.counts).toMatchObject({ failed: 1, sent: done.counts.recipients - 1, queued: 0 });
    const recipients = (await mailsWith('Crash course')).map((m) => m.to[0]?.address ?? '');
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toHaveLength(done.counts.recipients - 1);
    expect(recipients).not.toContain(dying.stuck?.to);
    for (const email of people.confirmed.filter((e) => e !== dying.stuck?.to))
      expect(recipients).toContain(email);
    const [failed] = await ctx.t.app.db
      .select()
      .from(campaignDeliveries)
      .where(and(eq(campaignDeliveries.campaignId, draft.id), eq(campaignDeliveries.status, 'failed')));
    expect(failed?.error).toMatch(/not sent again, so nobody gets it twice/);
    // Each batch sent the next once, named after itself.
    expect(new Set(sent.map((s) => s.key)).size).toBe(sent.length);
  });

  it('the mail in flight is given again to the outbox, which keeps it once', async () => {
    const people = await subscribers(5);
    const { draft, sent, sender, runRest } = await queuedByHand('Second chance');
    const dying = dyingAt(2, true);
    const jobId = randomUUID();
    void sendCampaignBatch(sender(dying), { id: jobId, name: 'campaign-batch', data: sent[0]!.data });
    for (let i = 0; i < 200 && !dying.stuck; i += 1) await sleep(10);
    // The outbox got the stuck mail after all (the process died before it was marked sent).
    await ctx.t.app.mailer.send(dying.stuck!);
    await sendCampaignBatch(sender(ctx.t.app.mailer), {
      id: jobId,
      name: 'campaign-batch',
      data: sent[0]!.data,
    });
    await runRest(ctx.t.app.mailer, 1);
    const done = await fetchCampaign(draft.id);
    expect(done).toMatchObject({ status: 'sent', counts: { failed: 0, queued: 0 } });
    const recipients = (await mailsWith('Second chance')).map((m) => m.to[0]?.address ?? '');
    expect(recipients).toHaveLength(done.counts.recipients);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const email of people.confirmed) expect(recipients).toContain(email);
  });

  it('skips a subscriber who left after the send was queued', async () => {
    const people = await subscribers(2);
    const { draft, sent, runRest } = await queuedByHand('Left in between');
    const [row] = await ctx.t.app.db
      .select({ id: campaignDeliveries.id })
      .from(campaignDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, campaignDeliveries.subscriberId))
      .where(eq(newsletterSubscribers.email, people.confirmed[0]!));
    const token = signUnsubscribeToken(ctx.t.app.campaigns.settings.secret, {
      kind: 'delivery',
      id: row!.id,
    });
    const res = await ctx.t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    await runRest(ctx.t.app.mailer, 0);
    await untilSent(draft.id);
    const recipients = (await mailsWith('Left in between')).map((m) => m.to[0]?.address);
    expect(recipients).not.toContain(people.confirmed[0]);
    expect(recipients).toContain(people.confirmed[1]);
  });
});
