import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { Campaign } from 'shared-contracts/schemas/campaigns';
import { campaignDeliveries, newsletterSubscribers } from './tables.js';
import { databases } from '../../../test/helpers.js';
import { BATCH, newsletterCampaigns } from './campaigns-testing.js';

describe.each(databases)('newsletter campaigns (%s)', (kind) => {
  const ctx = newsletterCampaigns(kind);
  const { subscribers, mailsWith, create, untilSent, tokenOf } = ctx;

  it('sends to confirmed subscribers only, in batches, once each, with one-click unsubscribe headers', async () => {
    const people = await subscribers(7, 3);
    const draft = await create('November news', 'Big <b>deals</b> at https://kasuwa.ng/black-friday');
    const sent = await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` });
    expect(sent.statusCode).toBe(202);
    expect(sent.json<{ data: Campaign }>().data.status).not.toBe('draft');
    const done = await untilSent(draft.id);
    const confirmedNow = await ctx.t.app.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, people.confirmed));
    expect(confirmedNow).toHaveLength(7);

    const mails = await mailsWith('November news');
    const recipients = mails.map((m) => m.to[0]?.address ?? '');
    // Every confirmed subscriber (those of earlier tests too), nobody who has not confirmed, nobody twice.
    for (const email of people.confirmed) expect(recipients.filter((r) => r === email)).toHaveLength(1);
    for (const email of people.pending) expect(recipients).not.toContain(email);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(done.counts).toMatchObject({
      recipients: recipients.length,
      sent: recipients.length,
      failed: 0,
      queued: 0,
    });

    for (const mail of mails) {
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=d\d+\.[\w-]{43}>, <mailto:unsubscribe@kasuwa\.ng\?subject=Unsubscribe%20d\d+\.[\w-]+>$/,
      );
      expect(mail.text).toContain(
        `Unsubscribe: ${/<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1]}`,
      );
      expect(mail.html).toContain(
        'Big &lt;b&gt;deals&lt;/b&gt; at <a href="https://kasuwa.ng/black-friday">',
      );
    }
    expect(new Set(mails.map(tokenOf)).size).toBe(mails.length);

    // In batches of BATCH: each batch took its own claim.
    const rows = await ctx.t.app.db
      .select({ claim: campaignDeliveries.claim })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, draft.id));
    expect(new Set(rows.map((r) => r.claim)).size).toBe(Math.ceil(rows.length / BATCH));

    // A sent campaign cannot be sent again, nor edited or deleted.
    const again = await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` });
    expect(again.statusCode).toBe(202);
    await sleep(100);
    expect(await mailsWith('November news')).toHaveLength(mails.length);
    const edit = await ctx.c.admin({
      method: 'PUT',
      url: `/api/admin/campaigns/${draft.id}`,
      payload: { subject: 'Changed', body: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toBe(
      'This campaign has been sent and can no longer be edited.',
    );
    expect(
      (await ctx.c.admin({ method: 'DELETE', url: `/api/admin/campaigns/${draft.id}` })).statusCode,
    ).toBe(409);
  });

  it('two send requests at once mail each subscriber once', async () => {
    await subscribers(8);
    const draft = await create('Twice at once');
    const [a, b] = await Promise.all([
      ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` }),
      ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    const done = await untilSent(draft.id);
    const recipients = (await mailsWith('Twice at once', done.counts.sent)).map((m) => m.to[0]?.address);
    expect(recipients.length).toBe(done.counts.recipients);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  /**
   * A campaign queued as the send route does, whose batches are run here by hand (not by the app's worker), so that
   * one can be made to stop: `jobs` keeps each batch's job instead of queueing it.
   */
});
