import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from './tables.js';
import { signUnsubscribeToken } from './campaign-mail.js';
import { databases } from '../../../test/helpers.js';
import { newsletterCampaigns } from './campaigns-testing.js';

describe.each(databases)('newsletter campaigns (%s)', (kind) => {
  const ctx = newsletterCampaigns(kind);
  const { subscribers, mailsWith, create, fetchCampaign, untilSent, tokenOf } = ctx;

  it('unsubscribes in one click (POST), only shows a page on GET, and counts it for the campaign', async () => {
    const people = await subscribers(2);
    const draft = await create('Leave in one click');
    await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${draft.id}/send` });
    await untilSent(draft.id);
    const mails = await mailsWith('Leave in one click');
    const mail = mails.find((m) => m.to[0]?.address === people.confirmed[0])!;
    const url = `/api/newsletter/unsubscribe?token=${tokenOf(mail)}`;
    const stillConfirmed = async (email: string) => {
      const [row] = await ctx.t.app.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      return row?.confirmedAt !== null;
    };

    // Opening the link (a scanner, a preview) shows a page and changes nothing.
    const page = await ctx.t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>',
    );
    expect((await ctx.t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    expect(await stillConfirmed(people.confirmed[0]!)).toBe(true);

    // The mail program's one-click POST: no cookie, no page, just the body RFC 8058 gives.
    const post = await ctx.t.app.inject({
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
    const again = await ctx.t.app.inject({
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
    const otherPost = await ctx.t.app.inject({
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
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${token}`,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' })).statusCode).toBe(
      400,
    );

    // The next campaign does not reach those who left.
    const next = await create('After leaving');
    await ctx.c.admin({ method: 'POST', url: `/api/admin/campaigns/${next.id}/send` });
    await untilSent(next.id);
    const after = (await mailsWith('After leaving')).map((m) => m.to[0]?.address);
    expect(after).not.toContain(people.confirmed[0]);
    expect(after).not.toContain(people.confirmed[1]);
  });
});
