import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Campaign, CampaignList, CampaignPreview } from 'shared-contracts/schemas/campaigns';
import { campaignDeliveries, newsletterSubscribers } from './tables.js';
import type { JobQueues } from '../../lib/jobs.js';
import type { Mail, Mailer } from '../../plugins/app/mailer.js';
import { sendCampaignBatch, type CampaignSender } from './campaign-delivery.js';
import { queueCampaign } from './campaigns.js';
import { signUnsubscribeToken } from './campaign-mail.js';
import { createUser } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { waitForMails, type OutboxMail } from '../../../test/outbox.js';

const BATCH = 3;

type Signed = (options: InjectOptions) => Promise<LightMyRequestResponse>;

describe.each(databases)('newsletter campaigns (%s)', (kind) => {
  let t: TestApp;
  let c: { admin: Signed; shopper: Signed };
  let adminEmail = '';
  let prefix = 0;

  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      config: { campaignBatchSize: BATCH, campaignBatchPauseMs: 0, campaignTestsPerHour: 3 },
    });
    const admin = await createUser(t.app, 'ADMIN');
    const shopper = await createUser(t.app);
    adminEmail = admin.email;
    const as =
      (token: string): Signed =>
      (options) =>
        t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    c = {
      admin: as(await t.app.accessTokens.sign({ id: admin.id, role: 'ADMIN' })),
      shopper: as(await t.app.accessTokens.sign({ id: shopper.id, role: 'REGULAR' })),
    };
    // Migrating a fresh embedded database takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => t?.close());

  /** Subscribers with fresh addresses: `confirmed` of them confirmed, `pending` still waiting to confirm. */
  async function subscribers(confirmed: number, pending = 0) {
    prefix += 1;
    const rows = [
      ...Array.from({ length: confirmed }, (_, i) => ({
        email: `c${prefix}-${i}@example.ng`,
        confirmedAt: new Date(),
      })),
      ...Array.from({ length: pending }, (_, i) => ({
        email: `p${prefix}-${i}@example.ng`,
        confirmedAt: null,
      })),
    ];
    await t.app.db.insert(newsletterSubscribers).values(rows);
    return {
      confirmed: rows.filter((r) => r.confirmedAt).map((r) => r.email),
      pending: rows.filter((r) => !r.confirmedAt).map((r) => r.email),
    };
  }

  /** Every mail in the outbox whose subject is `subject`. */
  async function mailsWith(subject: string, atLeast = 0): Promise<OutboxMail[]> {
    for (let i = 0; i < 200; i += 1) {
      const all = await waitForMails(t.config.mailDir, { atLeast: 0 });
      const found = all.filter((m) => m.subject === subject);
      if (found.length >= atLeast) return found;
      await sleep(25);
    }
    throw new Error(`fewer than ${atLeast} mails about ${subject}`);
  }

  const create = async (subject: string, body = 'Hello from Kasuwa') => {
    const res = await c.admin({ method: 'POST', url: '/api/admin/campaigns', payload: { subject, body } });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Campaign }>().data;
  };

  const fetchCampaign = async (id: number) =>
    (await c.admin({ method: 'GET', url: `/api/admin/campaigns/${id}` })).json<{ data: Campaign }>().data;

  async function untilSent(id: number): Promise<Campaign> {
    for (let i = 0; i < 300; i += 1) {
      const campaign = await fetchCampaign(id);
      if (campaign.status === 'sent') return campaign;
      await sleep(20);
    }
    throw new Error(`campaign ${id} was not sent`);
  }

  const tokenOf = (mail: OutboxMail) =>
    /unsubscribe\?token=([\w.-]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/campaigns' })).statusCode).toBe(401);
    expect((await c.shopper({ method: 'GET', url: '/api/admin/campaigns' })).statusCode).toBe(403);
    const res = await c.shopper({
      method: 'POST',
      url: '/api/admin/campaigns',
      payload: { subject: 'x', body: 'y' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a bad draft with a 400 that says what is wrong', async () => {
    const cases: [object, string][] = [
      [{ subject: '   ', body: 'Hi' }, 'Subject is required'],
      [{ subject: 'x'.repeat(151), body: 'Hi' }, 'The subject must be at most 150 characters'],
      [{ subject: 'Two\nlines', body: 'Hi' }, 'The subject must be one line'],
      [{ subject: 'Sale', body: '' }, 'The message is required'],
      [{ subject: 'Sale', body: 'x'.repeat(20_001) }, 'The message must be at most 20,000 characters'],
      [{ subject: 'Sale', body: 'bell\u0007' }, 'The message must not contain control characters'],
      [{ subject: 'Sale' }, 'The message is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await c.admin({ method: 'POST', url: '/api/admin/campaigns', payload });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // The longest allowed draft is taken.
    await create('s'.repeat(150), 'b'.repeat(20_000));
    expect((await c.admin({ method: 'GET', url: '/api/admin/campaigns/999999' })).statusCode).toBe(404);
    expect((await c.admin({ method: 'POST', url: '/api/admin/campaigns/999999/send' })).statusCode).toBe(404);
    expect((await c.admin({ method: 'GET', url: '/api/admin/campaigns/abc/preview' })).statusCode).toBe(400);
  });

  it('edits a draft and previews it as subscribers will see it: text escaped, only http(s) links', async () => {
    const draft = await create('First draft');
    const body =
      'Black Friday <script>alert("x")</script> & more.\nShop at https://kasuwa.ng/deals?a=1&b=2.\n' +
      'Not a link: javascript:alert(1) nor <a href="http://evil.test">here</a>';
    const edited = await c.admin({
      method: 'PUT',
      url: `/api/admin/campaigns/${draft.id}`,
      payload: { subject: '  Black Friday deals  ', body },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Campaign }>().data).toMatchObject({ subject: 'Black Friday deals', body });

    const res = await c.admin({ method: 'GET', url: `/api/admin/campaigns/${draft.id}/preview` });
    expect(res.statusCode).toBe(200);
    const preview = res.json<{ data: CampaignPreview }>().data;
    expect(preview.subject).toBe('Black Friday deals');
    expect(preview.text).toContain(body);
    expect(preview.text).toMatch(/Unsubscribe: http:\/\/\S+\/api\/newsletter\/unsubscribe\?token=t\d+\./);
    expect(preview.html).not.toContain('<script>');
    expect(preview.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more.');
    expect(preview.html).toContain(
      '<a href="https://kasuwa.ng/deals?a=1&amp;b=2">https://kasuwa.ng/deals?a=1&amp;b=2</a>.',
    );
    expect(preview.html).not.toContain('href="javascript');
    // The address inside the written-out tag is linked on its own; the tag itself stays text.
    expect(preview.html).toContain(
      '&lt;a href=&quot;<a href="http://evil.test">http://evil.test</a>&quot;&gt;',
    );
    expect(preview.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(preview.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/\S+unsubscribe\?token=\S+>, <mailto:\S+>$/,
    );

    const list = (await c.admin({ method: 'GET', url: '/api/admin/campaigns' })).json<{
      data: CampaignList;
    }>();
    expect(list.data.campaigns.find((x) => x.id === draft.id)).toMatchObject({
      status: 'draft',
      created_by: expect.any(String),
      counts: { recipients: 0, sent: 0, failed: 0, unsubscribed: 0 },
    });
  });

  it("sends a test to the signed-in admin's own address, a few an hour", async () => {
    const draft = await create('Test me', 'A test body https://kasuwa.ng');
    const res = await c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/test` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { to: adminEmail } });
    const [mail] = await mailsWith('[Test] Test me', 1);
    expect(mail?.to[0]?.address).toBe(adminEmail);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('<a href="https://kasuwa.ng">https://kasuwa.ng</a>');
    // Its unsubscribe link changes nothing.
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${tokenOf(mail!)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This was a test mail');
    // The draft is still a draft: a test is not the send.
    expect((await fetchCampaign(draft.id)).status).toBe('draft');
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/test` })).statusCode,
      ).toBe(200);
    }
    const over = await c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/test` });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(
      'You can send 3 test mails an hour. Please try again later.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends to confirmed subscribers only, in batches, once each, with one-click unsubscribe headers', async () => {
    const people = await subscribers(7, 3);
    const draft = await create('November news', 'Big <b>deals</b> at https://kasuwa.ng/black-friday');
    const sent = await c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` });
    expect(sent.statusCode).toBe(202);
    expect(sent.json<{ data: Campaign }>().data.status).not.toBe('draft');
    const done = await untilSent(draft.id);
    const confirmedNow = await t.app.db
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
    const rows = await t.app.db
      .select({ claim: campaignDeliveries.claim })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, draft.id));
    expect(new Set(rows.map((r) => r.claim)).size).toBe(Math.ceil(rows.length / BATCH));

    // A sent campaign cannot be sent again, nor edited or deleted.
    const again = await c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` });
    expect(again.statusCode).toBe(202);
    await sleep(100);
    expect(await mailsWith('November news')).toHaveLength(mails.length);
    const edit = await c.admin({
      method: 'PUT',
      url: `/api/admin/campaigns/${draft.id}`,
      payload: { subject: 'Changed', body: 'Changed' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ message: string }>().message).toBe(
      'This campaign has been sent and can no longer be edited.',
    );
    expect((await c.admin({ method: 'DELETE', url: `/api/admin/campaigns/${draft.id}` })).statusCode).toBe(
      409,
    );
  });

  it('two send requests at once mail each subscriber once', async () => {
    await subscribers(8);
    const draft = await create('Twice at once');
    const [a, b] = await Promise.all([
      c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` }),
      c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` }),
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
    expect(await queueCampaign(t.app.db, jobs, draft.id)).toEqual({ queued: true });
    const sender = (mailer: Mailer): CampaignSender => ({
      ...t.app.campaigns.sender,
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
        return t.app.mailer.send(mail);
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
    const smtp = { idempotent: false, send: (mail: Mail) => t.app.mailer.send(mail) };
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
    const [failed] = await t.app.db
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
    await t.app.mailer.send(dying.stuck!);
    await sendCampaignBatch(sender(t.app.mailer), { id: jobId, name: 'campaign-batch', data: sent[0]!.data });
    await runRest(t.app.mailer, 1);
    const done = await fetchCampaign(draft.id);
    expect(done).toMatchObject({ status: 'sent', counts: { failed: 0, queued: 0 } });
    const recipients = (await mailsWith('Second chance')).map((m) => m.to[0]?.address ?? '');
    expect(recipients).toHaveLength(done.counts.recipients);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const email of people.confirmed) expect(recipients).toContain(email);
  });

  it('unsubscribes in one click (POST), only shows a page on GET, and counts it for the campaign', async () => {
    const people = await subscribers(2);
    const draft = await create('Leave in one click');
    await c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` });
    await untilSent(draft.id);
    const mails = await mailsWith('Leave in one click');
    const mail = mails.find((m) => m.to[0]?.address === people.confirmed[0])!;
    const url = `/api/newsletter/unsubscribe?token=${tokenOf(mail)}`;
    const stillConfirmed = async (email: string) => {
      const [row] = await t.app.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      return row?.confirmedAt !== null;
    };

    // Opening the link (a scanner, a preview) shows a page and changes nothing.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>',
    );
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect(await stillConfirmed(people.confirmed[0]!)).toBe(true);

    // The mail program's one-click POST: no cookie, no page, just the body RFC 8058 gives.
    const post = await t.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('You are unsubscribed');
    expect(await stillConfirmed(people.confirmed[0]!)).toBe(false);
    expect((await fetchCampaign(draft.id)).counts.unsubscribed).toBe(1);

    // Again (or as multipart/form-data): nothing more changes, the count stays.
    const boundary = 'kasuwa-boundary';
    const again = await t.app.inject({
      method: 'POST',
      url,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(again.statusCode).toBe(200);
    expect((await fetchCampaign(draft.id)).counts.unsubscribed).toBe(1);

    // The other subscriber's link works for them alone.
    const other = mails.find((m) => m.to[0]?.address === people.confirmed[1])!;
    expect(await stillConfirmed(people.confirmed[1]!)).toBe(true);
    const otherPost = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${tokenOf(other)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(otherPost.statusCode).toBe(200);
    expect((await fetchCampaign(draft.id)).counts.unsubscribed).toBe(2);

    // A forged or altered token is refused.
    const forged = signUnsubscribeToken('some-other-secret-some-other-secret', { kind: 'delivery', id: 1 });
    const real = tokenOf(mail);
    const altered = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, altered, 'd1.short']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' })).statusCode).toBe(400);

    // The next campaign does not reach those who left.
    const next = await create('After leaving');
    await c.admin({ method: 'POST', url: `/api/admin/campaigns/${next.id}/send` });
    await untilSent(next.id);
    const after = (await mailsWith('After leaving')).map((m) => m.to[0]?.address);
    expect(after).not.toContain(people.confirmed[0]);
    expect(after).not.toContain(people.confirmed[1]);
  });

  it('skips a subscriber who left after the send was queued', async () => {
    const people = await subscribers(2);
    const { draft, sent, runRest } = await queuedByHand('Left in between');
    const [row] = await t.app.db
      .select({ id: campaignDeliveries.id })
      .from(campaignDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, campaignDeliveries.subscriberId))
      .where(eq(newsletterSubscribers.email, people.confirmed[0]!));
    const token = signUnsubscribeToken(t.app.campaigns.settings.secret, { kind: 'delivery', id: row!.id });
    const res = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    await runRest(t.app.mailer, 0);
    await untilSent(draft.id);
    const recipients = (await mailsWith('Left in between')).map((m) => m.to[0]?.address);
    expect(recipients).not.toContain(people.confirmed[0]);
    expect(recipients).toContain(people.confirmed[1]);
  });
});
