import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSmsOutbox } from './app.js';

const KEY = 'test-key';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (outbox: FastifyInstance, fields: Record<string, string>, apiKey = KEY) =>
  outbox.inject({
    method: 'POST',
    url: '/version1/messaging',
    headers: {
      apikey: apiKey,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form(fields),
  });

describe("the SMS outbox (Africa's Talking's SMS API, kept instead of sent)", () => {
  let root: string;
  let smsDir: string;
  let outbox: FastifyInstance;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'kasuwa-sms-'));
    smsDir = path.join(root, 'sms');
    outbox = buildSmsOutbox({ smsDir, apiKey: KEY, username: 'sandbox', env: {} });
  });
  afterEach(async () => {
    await outbox.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('takes a message as Africa’s Talking does and answers 201 with each recipient’s status', async () => {
    const response = await post(outbox, {
      username: 'sandbox',
      to: '+2348031234567',
      message: '123456 is your Kasuwa sign-in code.',
      from: 'KASUWA',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json() as {
      SMSMessageData: { Message: string; Recipients: Record<string, unknown>[] };
    };
    expect(answer.SMSMessageData.Message).toBe('Sent to 1/1 Total Cost: NGN 0.0000');
    expect(answer.SMSMessageData.Recipients).toEqual([
      {
        statusCode: 101,
        number: '+2348031234567',
        status: 'Success',
        cost: 'NGN 0.0000',
        messageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/),
      },
    ]);
    expect(readdirSync(smsDir)).toHaveLength(1);

    const list = await outbox.inject('/messages?to=%2B2348031234567');
    expect(list.json()).toEqual({
      data: [
        expect.objectContaining({
          to: '+2348031234567',
          from: 'KASUWA',
          text: '123456 is your Kasuwa sign-in code.',
          id: answer.SMSMessageData.Recipients[0]!.messageId,
        }),
      ],
    });
  });

  it('refuses a wrong API key or username as Africa’s Talking does, and keeps nothing', async () => {
    const wrongKey = await post(outbox, { username: 'sandbox', to: '+2348031234567', message: 'x' }, 'nope');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.body).toBe('The supplied authentication is invalid');
    const wrongUser = await post(outbox, { username: 'someone', to: '+2348031234567', message: 'x' });
    expect(wrongUser.statusCode).toBe(401);
    expect(readdirSync(root)).toEqual([]);
  });

  it('answers InvalidPhoneNumber (403) for a number not in E.164, beside the ones it takes', async () => {
    const response = await post(outbox, {
      username: 'sandbox',
      to: '08031234567,+2348090000000',
      message: 'hi',
    });
    expect(response.statusCode).toBe(201);
    const { SMSMessageData } = response.json() as {
      SMSMessageData: { Message: string; Recipients: { statusCode: number; status: string }[] };
    };
    expect(SMSMessageData.Message).toBe('Sent to 1/2 Total Cost: NGN 0.0000');
    expect(SMSMessageData.Recipients.map((r) => [r.statusCode, r.status])).toEqual([
      [403, 'InvalidPhoneNumber'],
      [101, 'Success'],
    ]);
  });

  it('lists messages by phone, newest first, escaping what they say', async () => {
    await post(outbox, { username: 'sandbox', to: '+2348031234567', message: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(outbox, { username: 'sandbox', to: '+2348031234567', message: '<script>alert(1)</script>' });
    await post(outbox, { username: 'sandbox', to: '+2347011111111', message: 'other phone' });

    const page = await outbox.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('3 messages, by phone, newest first');
    expect(page.body).toContain('+2348031234567</a> · 2 messages');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body.indexOf('&lt;script&gt;')).toBeLessThan(page.body.indexOf('>first<'));

    const one = await outbox.inject('/?phone=%2B2347011111111');
    expect(one.body).toContain('1 message to +2347011111111');
    expect(one.body).not.toContain('>first<');
  });

  it('says there is no message yet when its folder does not exist', async () => {
    const page = await outbox.inject('/');
    expect(page.body).toContain('No messages yet');
    expect((await outbox.inject('/messages')).json()).toEqual({ data: [] });
  });

  it('never runs in production', () => {
    expect(() => buildSmsOutbox({ smsDir, apiKey: KEY, env: { NODE_ENV: 'production' } })).toThrow(
      /never runs in production/,
    );
  });
});
