import type { Campaign, CampaignList, CampaignPreview } from 'shared-contracts/schemas/campaigns';
import { databases } from '../../../test/helpers.js';
import { newsletterCampaigns } from './campaigns-testing.js';

describe.each(databases)('newsletter campaigns (%s)', (kind) => {
  const ctx = newsletterCampaigns(kind);
  const { mailsWith, create, fetchCampaign, tokenOf } = ctx;

  it('is for admins only', async () => {
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/admin/campaigns' })).statusCode).toBe(401);
    expect((await ctx.c.shopper({ method: 'GET', url: '/api/admin/campaigns' })).statusCode).toBe(403);
    const res = await ctx.c.shopper({
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
      const res = await ctx.c.admin({ method: 'POST', url: '/api/admin/campaigns', payload });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // The longest allowed draft is taken.
    await create('s'.repeat(150), 'b'.repeat(20_000));
    expect((await ctx.c.admin({ method: 'GET', url: '/api/admin/campaigns/999999' })).statusCode).toBe(404);
    expect((await ctx.c.admin({ method: 'POST', url: '/api/admin/campaigns/999999/send' })).statusCode).toBe(
      404,
    );
    expect((await ctx.c.admin({ method: 'GET', url: '/api/admin/campaigns/abc/preview' })).statusCode).toBe(
      400,
    );
  });

  it('edits a draft and previews it as subscribers will see it: text escaped, only http(s) links', async () => {
    const draft = await create('First draft');
    const body =
      'Black Friday <script>alert("x")</script> & more.\nShop at https://kasuwa.ng/deals?a=1&b=2.\n' +
      'Not a link: javascript:alert(1) nor <a href="http://evil.test">here</a>';
    const edited = await ctx.c.admin({
      method: 'PUT',
      url: `/api/admin/campaigns/${draft.id}`,
      payload: { subject: '  Black Friday deals  ', body },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Campaign }>().data).toMatchObject({ subject: 'Black Friday deals', body });

    const res = await ctx.c.admin({ method: 'GET', url: `/api/admin/campaigns/${draft.id}/preview` });
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

    const list = (await ctx.c.admin({ method: 'GET', url: '/api/admin/campaigns' })).json<{
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
    const res = await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/test` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { to: ctx.adminEmail } });
    const [mail] = await mailsWith('[Test] Test me', 1);
    expect(mail?.to[0]?.address).toBe(ctx.adminEmail);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('<a href="https://kasuwa.ng">https://kasuwa.ng</a>');
    // Its unsubscribe link changes nothing.
    const page = await ctx.t.app.inject({
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
        (await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/test` })).statusCode,
      ).toBe(200);
    }
    const over = await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/test` });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(
      'You can send 3 test mails an hour. Please try again later.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
