import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../src/modules/contact/index.js';
import { newsletterSubscribers } from '../src/modules/promotions/index.js';
import { createUser } from './fixtures.js';
import { jobsSettled } from './jobs-helpers.js';
import { waitForMails } from './outbox.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

/** The mails sent to `email` so far. */
const mailsTo = (t: TestApp, email: string, atLeast: number) =>
  waitForMails(t.config.mailDir, { to: email, atLeast });

describe.each(databases)('abuse of mail and messages (%s)', (kind) => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    const admin = await createUser(t.app, 'ADMIN');
    adminHeaders = {
      authorization: `Bearer ${await t.app.accessTokens.sign({ id: admin.id, role: 'ADMIN' })}`,
    };
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, remoteAddress });

  it('limits password-reset mails to 5 an hour per email address, whichever clients ask', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('auth/forgot-password', { email: user.email }, `192.0.2.${40 + i}`)).statusCode,
      ).toBe(202);
    }
    const sixth = await post('auth/forgot-password', { email: user.email }, '192.0.2.50');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown addresses are limited the same way, so the limit tells nothing about which accounts exist.
    for (let i = 0; i < 5; i += 1)
      await post('auth/forgot-password', { email: 'ghost@example.ng' }, '192.0.2.51');
    expect((await post('auth/forgot-password', { email: 'ghost@example.ng' }, '192.0.2.52')).statusCode).toBe(
      429,
    );
  });

  it('counts sub-addresses and Gmail dots as the one mailbox they deliver to', async () => {
    // name+1@…, name+2@…: one inbox, so one budget of 5, whatever the case.
    for (let i = 1; i <= 5; i += 1) {
      const res = await post('newsletter/subscribe', { email: `bomb+${i}@example.ng` }, `192.0.2.${80 + i}`);
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post('newsletter/subscribe', { email: 'BOMB+6@Example.ng' }, '192.0.2.86');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many requests for this email address. Please try again later.');
    // Another name at the same domain has its own budget.
    expect((await post('newsletter/subscribe', { email: 'bombe@example.ng' }, '192.0.2.87')).statusCode).toBe(
      200,
    );
    // Gmail ignores dots, and googlemail.com is gmail.com; password-reset mails share the count.
    const gmail = [
      'o.bi@gmail.com',
      'ob.i@gmail.com',
      'obi+a@googlemail.com',
      'O.B.I@gmail.com',
      'obi@gmail.com',
    ];
    for (const [i, email] of gmail.entries())
      expect((await post('auth/forgot-password', { email }, `192.0.2.${90 + i}`)).statusCode).toBe(202);
    expect(
      (await post('newsletter/subscribe', { email: 'o.b.i+z@gmail.com' }, '192.0.2.96')).statusCode,
    ).toBe(429);
  });

  it('limits mail-sending requests to 20 an hour per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push(
        (await post('newsletter/subscribe', { email: `reader${i}@example.ng` }, '192.0.2.60')).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('newsletter: double opt-in through a mailed link; only the link confirms', async () => {
    const email = 'double@example.ng';
    const res = await post('newsletter/subscribe', { email }, '192.0.2.70');
    expect(res.statusCode).toBe(200);
    // The answer the footer's success toast relies on is unchanged.
    expect(res.json()).toEqual({ data: { email, subscribed: true } });
    await jobsSettled(t.app);
    const [pending] = await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(pending?.confirmedAt).toBeNull();

    const [mail] = await mailsTo(t, email, 1);
    const link = /(\/api\/newsletter\/confirm\/[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    // Opening the link (as a mail scanner does, by GET or HEAD) shows a page and confirms nothing.
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      '<form method="post"><button type="submit">Confirm subscription</button></form>',
    );
    expect((await t.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
    await jobsSettled(t.app);
    const [scanned] = await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(scanned?.confirmedAt).toBeNull();
    // The page's button confirms: a form's POST, with the empty urlencoded body a browser sends.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(303);
    // Only the confirmation takes a form's body; the other routes still refuse one.
    const formToSubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}`,
    });
    expect(formToSubscribe.statusCode).toBe(415);
    expect(confirmed.headers.location).toBe(`${t.config.appUrl}/?newsletter=confirmed`);
    await jobsSettled(t.app);
    const [row] = await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const again = await t.app.inject({ method: 'POST', url: link });
    expect(again.headers.location).toBe(`${t.config.appUrl}/?newsletter=invalid`);
    // A confirmed address is not mailed again.
    expect((await post('newsletter/subscribe', { email }, '192.0.2.71')).statusCode).toBe(200);
    await sleep(100);
    expect(await mailsTo(t, email, 1)).toHaveLength(1);
  });

  it('newsletter: a confirmation link stops confirming after 7 days', async () => {
    const email = 'late@example.ng';
    expect((await post('newsletter/subscribe', { email }, '192.0.2.72')).statusCode).toBe(200);
    const [mail] = await mailsTo(t, email, 1);
    const link = /(\/api\/newsletter\/confirm\/[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    await jobsSettled(t.app);
    const [pending] = await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const ttl = (pending?.confirmExpiresAt?.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 86_400_000);
    await t.app.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const late = await t.app.inject({ method: 'POST', url: link });
    expect(late.headers.location).toBe(`${t.config.appUrl}/?newsletter=invalid`);
    await jobsSettled(t.app);
    const [row] = await t.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.confirmedAt).toBeNull();
  });

  it('admin contact messages: paginated and filterable, so a flood cannot hide a genuine message', async () => {
    const flood = { inquiry_type: 'Technical Support', subject: 'spam', message: 'buy now' };
    for (let i = 0; i < 25; i += 1) await post('contact', flood, `198.51.100.${i}`);
    const shopper = await createUser(t.app);
    const token = await t.app.accessTokens.sign({ id: shopper.id, role: 'REGULAR' });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { authorization: `Bearer ${token}` },
      payload: { inquiry_type: 'Order Support', subject: 'Parcel never came', message: 'Order KSW-1' },
    });
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/contact-messages?${query}`, headers: adminHeaders });

    const page = await list('page_size=10&page=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ count: 26, page: 2, page_size: 10 });
    expect(page.json().data.results).toHaveLength(10);
    for (const query of ['inquiry_type=Order%20Support', 'signed_in=true', 'search=parcel']) {
      const res = await list(query);
      expect(res.json().data.count).toBe(1);
      expect(res.json().data.results[0]).toMatchObject({ subject: 'Parcel never came', user_id: shopper.id });
    }
    expect((await list('signed_in=false')).json().data.count).toBe(25);
    expect((await list('inquiry_type=Gossip')).statusCode).toBe(400);
  });

  it('contact: 5 messages an hour per client address and per email, then a 429 in words', async () => {
    const message = { inquiry_type: 'General Inquiry', subject: 'Hello', message: 'Is this in stock?' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await post('contact', message, '203.0.113.10')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post('contact', message, '203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^You have sent too many messages\. Please try again in \d+ minutes?\.$/,
    );
    // One email from many addresses, sub-addresses included, is limited as well.
    const mail = { ...message, name: 'Ada' };
    for (let i = 0; i < 5; i += 1) {
      const res = await post('contact', { ...mail, email: `ada+${i}@example.ng` }, `203.0.113.${20 + i}`);
      expect(res.statusCode).toBe(201);
    }
    expect((await post('contact', { ...mail, email: 'Ada@example.ng' }, '203.0.113.30')).statusCode).toBe(
      429,
    );
    // Someone else at another address is not affected; nothing refused was stored.
    expect((await post('contact', message, '203.0.113.31')).statusCode).toBe(201);
    const stored = await t.app.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Hello'));
    expect(stored).toHaveLength(11);
  });

  it('contact: a signed-in shopper is limited by account, not by the address they share', async () => {
    const message = { inquiry_type: 'Order Support', subject: 'Mine', message: 'Where is my parcel?' };
    const nat = '203.0.113.50';
    // Others behind the same address (a carrier's NAT) have used up its anonymous budget.
    for (let i = 0; i < 5; i += 1) await post('contact', message, nat);
    const as = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: message,
          remoteAddress: nat,
          headers,
        })
      ).statusCode;
    const shopper = await createUser(t.app);
    const headers = {
      authorization: `Bearer ${await t.app.accessTokens.sign({ id: shopper.id, role: 'REGULAR' })}`,
    };
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(await as(headers));
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
