import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSmsOutbox } from './app.js';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Every input of a page's form, by name (the dialler keeps its session in hidden inputs). */
const inputsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1],
      (match[2] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    ]),
  );

describe('the USSD dialler', () => {
  let root: string;
  let shop: FastifyInstance;
  let outbox: FastifyInstance;
  /** What the shop was sent: each callback's and each end-of-session notification's form. */
  let hops: Record<string, string>[];
  let ends: Record<string, string>[];
  /** The dialler's clock. */
  let clock: number;

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'kasuwa-ussd-'));
    hops = [];
    ends = [];
    clock = Date.parse('2026-12-06T10:00:00Z');
    // A shop that answers as docs/ussd.md's: a menu, then a product, then the end.
    shop = Fastify();
    shop.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    shop.post<{ Querystring: { key?: string }; Body: Record<string, string> }>(
      '/api/ussd',
      async (request, reply) => {
        hops.push({ ...request.body, key: request.query.key ?? '' });
        reply.type('text/plain');
        if (request.body.text === '') return 'CON Welcome to Kasuwa\n1 Shop by category\n2 Search';
        if (request.body.text === '2') return 'CON Type a word to search';
        if (request.body.text === '7') return `CON ${'Long line '.repeat(17)}N1,000 ₦`;
        if (request.body.text === '8') return `CON ${'x'.repeat(190)}`;
        return `END You searched for ${(request.body.text ?? '').split('*')[1] ?? ''}`;
      },
    );
    shop.post<{ Body: Record<string, string> }>('/api/ussd/events', async (request) => {
      ends.push(request.body);
      return { ok: true };
    });
    const address = await shop.listen({ port: 0, host: '127.0.0.1' });
    outbox = buildSmsOutbox({
      smsDir: path.join(root, 'sms'),
      apiKey: 'test-key',
      env: {},
      ussd: {
        callbackUrl: `${address}/api/ussd?key=dev-key`,
        eventsUrl: `${address}/api/ussd/events?key=dev-key`,
        serviceCode: '*384*1234#',
        now: () => clock,
      },
    });
  });
  afterEach(async () => {
    await outbox.close();
    await shop.close();
    rmSync(root, { recursive: true, force: true });
  });

  const submit = (fields: Record<string, string>) =>
    outbox.inject({
      method: 'POST',
      url: '/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });

  it('dials the code and replies as Africa’s Talking’s gateway calls the shop, and tells it when the session ends', async () => {
    const dialled = await submit({ action: 'dial', phone: '0803 123 4567', serviceCode: '*384*1234#' });
    expect(dialled.statusCode).toBe(200);
    expect(dialled.body).toContain('Welcome to Kasuwa\n1 Shop by category');
    expect(hops).toEqual([
      {
        sessionId: expect.stringMatching(/^ATUid_[0-9a-f]{32}$/),
        serviceCode: '*384*1234#',
        phoneNumber: '+2348031234567',
        networkCode: '62130',
        text: '',
        key: 'dev-key',
      },
    ]);
    const first = inputsOf(dialled.body);
    const searching = await submit({ ...first, action: 'send', reply: '2' });
    expect(searching.body).toContain('Type a word to search');
    expect(hops[1]).toMatchObject({ sessionId: first.sessionId, text: '2' });
    const done = await submit({ ...inputsOf(searching.body), action: 'send', reply: 'rice' });
    // Every reply so far, joined by `*`.
    expect(hops[2]).toMatchObject({ sessionId: first.sessionId, text: '2*rice' });
    expect(done.body).toContain('You searched for rice');
    expect(done.body).toContain('Session ended');
    // Ended: no reply form, a Dial button.
    expect(done.body).not.toContain('name="reply"');
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({
      sessionId: first.sessionId,
      phoneNumber: '+2348031234567',
      status: 'Success',
      hopsCount: '3',
      input: '2*rice',
      lastAppResponse: 'You searched for rice',
    });
  });

  it('tells the shop a cancelled session ended Incomplete, on the screen it was showing', async () => {
    const dialled = await submit({ action: 'dial', phone: '+2348031234567', serviceCode: '*384*1234#' });
    const cancelled = await submit({ ...inputsOf(dialled.body), action: 'cancel' });
    expect(cancelled.body).toContain('Session cancelled.');
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({
      status: 'Incomplete',
      hopsCount: '1',
      lastAppResponse: expect.stringContaining('Welcome'),
    });
  });

  it('refuses a number that is not a Nigerian mobile, and a code that is not the shop’s, without calling it', async () => {
    const badPhone = await submit({ action: 'dial', phone: '12345', serviceCode: '*384*1234#' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain('Enter a Nigerian mobile number');
    const badCode = await submit({ action: 'dial', phone: '08031234567', serviceCode: '*123#' });
    expect(badCode.body).toContain('invalid MMI code');
    expect(hops).toEqual([]);
  });

  it('shows the text messages the shop sent that phone beside the dialler', async () => {
    await outbox.inject({
      method: 'POST',
      url: '/version1/messaging',
      headers: { apikey: 'test-key', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ username: 'sandbox', to: '+2348031234567', message: 'Kasuwa: order KSW-1 placed.' }),
    });
    const page = await outbox.inject({ method: 'GET', url: '/ussd?phone=08031234567' });
    expect(page.body).toContain('Text messages to +2348031234567');
    expect(page.body).toContain('Kasuwa: order KSW-1 placed.');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('holds the shop to the gateway’s rules: a warning past 160 characters or outside GSM-7, a failed session past 182', async () => {
    const dialled = await submit({ action: 'dial', phone: '08031234567', serviceCode: '*384*1234#' });
    const long = await submit({ ...inputsOf(dialled.body), action: 'send', reply: '7' });
    expect(long.body).toContain('178 characters: handsets may cut a screen over 160.');
    expect(long.body).toContain('Not in GSM-7, a handset may show boxes for: ₦');
    expect(long.body).toContain('name="reply"');
    const refused = await submit({ ...inputsOf(dialled.body), action: 'send', reply: '8' });
    expect(refused.body).toContain(
      'The gateway refused the shop&#39;s screen: 190 characters (at most 182).',
    );
    expect(refused.body).not.toContain('name="reply"');
    expect(ends).toEqual([expect.objectContaining({ status: 'Failed', input: '8' })]);
  });

  it('times a session out when the caller is slow to reply, without calling the shop, and tells it the session ended', async () => {
    const dialled = await submit({ action: 'dial', phone: '08031234567', serviceCode: '*384*1234#' });
    clock += 61_000;
    const late = await submit({ ...inputsOf(dialled.body), action: 'send', reply: '2' });
    expect(late.body).toContain('Session timed out. Dial again.');
    expect(hops).toHaveLength(1);
    // Its duration on the dialler's clock: dialled, then a reply 61 s later.
    expect(ends).toEqual([
      expect.objectContaining({ status: 'Incomplete', hopsCount: '1', durationInMillis: '61000' }),
    ]);
  });

  it('sends the last callback again, as the gateway retries one: the same text, not a new hop', async () => {
    const dialled = await submit({ action: 'dial', phone: '08031234567', serviceCode: '*384*1234#' });
    const searching = await submit({ ...inputsOf(dialled.body), action: 'send', reply: '2' });
    const again = await submit({ ...inputsOf(searching.body), action: 'again' });
    expect(again.body).toContain('Type a word to search');
    expect(hops.map((hop) => hop.text)).toEqual(['', '2', '2']);
    expect(again.body).toContain('· 2 hops');
  });

  it('reads a Nigerian mobile number in any usual form and calls as the gateway gives it', async () => {
    for (const input of ['0803 123 4567', '803-123-4567', '2348031234567', '+234 803 123 4567'])
      expect((await submit({ action: 'dial', phone: input, serviceCode: '*384*1234#' })).statusCode).toBe(
        200,
      );
    expect(hops.map((hop) => hop.phoneNumber)).toEqual(Array(4).fill('+2348031234567'));
    for (const input of ['0603 123 4567', ''])
      expect((await submit({ action: 'dial', phone: input, serviceCode: '*384*1234#' })).statusCode).toBe(
        400,
      );
    expect(hops).toHaveLength(4);
  });
});
