import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildSmsOutbox } from 'sms-outbox';
import { SIGN_IN_PHONE_INVALID } from 'shared-contracts/phone';
import { users, variants } from '../src/db/schema.js';
import { issuePhoneCode, phoneCodes } from '../src/modules/customers/index.js';
import { queueSms } from '../src/services/sms-queue.js';
import { address, addToCart, createProduct, createUser, login, shopper } from './fixtures.js';
import { jobsSettled } from './jobs-helpers.js';
import { waitForMails } from './outbox.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

const OUTBOX_KEY = 'phone-test-key';

let serial = 0;
/** A Nigerian mobile number no other test of this file uses. */
const newNumber = () =>
  `+23480${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial++ % 100).padStart(2, '0')}`;

describe.each(databases)('phone sign-in (%s)', (kind) => {
  let t: TestApp;
  let outbox: FastifyInstance;
  let outboxUrl: string;
  let smsDir: string;

  beforeAll(async () => {
    smsDir = mkdtempSync(join(tmpdir(), 'kasuwa-sms-test-'));
    outbox = buildSmsOutbox({ smsDir, apiKey: OUTBOX_KEY, username: 'sandbox', env: {} });
    outboxUrl = await outbox.listen({ port: 0, host: '127.0.0.1' });
    t = await buildTestApp({
      kind,
      config: {
        sms: {
          provider: 'outbox',
          apiUrl: outboxUrl,
          username: 'sandbox',
          apiKey: OUTBOX_KEY,
          senderId: undefined,
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await outbox.close();
    rmSync(smsDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, remoteAddress = '192.0.2.10') =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress });

  /** The texts the outbox was sent for `phone`, newest first, once the SMS jobs have run. */
  const textsTo = async (phone: string): Promise<string[]> => {
    await jobsSettled(t.app, ['sms']);
    const res = await fetch(`${outboxUrl}/messages?to=${encodeURIComponent(phone)}`);
    return ((await res.json()) as { data: { text: string }[] }).data.map((m) => m.text);
  };
  const codeSentTo = async (phone: string): Promise<string> => {
    const [latest] = await textsTo(phone);
    const code = /^(\d{6}) is your .+ sign-in code\. It expires in 10 minutes\./.exec(latest ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${phone}: ${latest}`);
    return code;
  };

  it('takes a Nigerian number in any usual form as +234…, and refuses others in words', async () => {
    for (const [typed, local] of [
      ['0803 111 2201', '+2348031112201'],
      ['8031112202', '+2348031112202'],
      ['+234 803 111 2203', '+2348031112203'],
      ['2348031112204', '+2348031112204'],
    ]) {
      const res = await post('phone/start', { phone: typed });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ data: { phone: local, resend_after_seconds: 60 } });
    }
    expect(await codeSentTo('+2348031112202')).toMatch(/^\d{6}$/);
    for (const phone of ['+1 555 123 4567', '0503 123 4567', '0803123456', 'call me']) {
      const res = await post('phone/start', { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.phone).toEqual([SIGN_IN_PHONE_INVALID]);
    }
  });

  it('creates an account for a new number (asking its name first), whose tokens work', async () => {
    const phone = newNumber();
    expect((await post('phone/start', { phone })).statusCode).toBe(202);
    const code = await codeSentTo(phone);

    // The right code, but the number has no account: the names are asked for, and the code still works.
    const unnamed = await post('phone/verify', { phone, code });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      message: 'Tell us your name to create your account.',
      errors: { first_name: ['First name is required'], last_name: ['Last name is required'] },
    });

    const res = await post('phone/verify', { phone, code, first_name: ' Chidi ', last_name: 'Okeke' });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json().data as { access: string; refresh: string };
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${access}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: null,
      first_name: 'Chidi',
      last_name: 'Okeke',
      phone,
      role: 'REGULAR',
      email_verified_at: null,
      phone_verified_at: expect.any(String),
    });
    const rotated = await post('refresh-token', { refreshToken: refresh });
    expect(rotated.statusCode).toBe(200);

    // The code is spent.
    expect((await post('phone/verify', { phone, code })).statusCode).toBe(400);
  });

  it('signs in to the account that proved the number, with a new code each time', async () => {
    const phone = newNumber();
    expect((await post('phone/start', { phone })).statusCode).toBe(202);
    const first = await post('phone/verify', {
      phone,
      code: await codeSentTo(phone),
      first_name: 'Amaka',
      last_name: 'Obi',
    });
    expect(first.statusCode).toBe(200);
    const [account] = await t.app.db.select().from(users).where(eq(users.phone, phone));

    // A later sign-in (the resend minute has passed: the code is made as the job would).
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const again = await post('phone/verify', { phone, code });
    expect(again.statusCode).toBe(200);
    const payload = JSON.parse(
      Buffer.from(again.json().data.access.split('.')[1], 'base64url').toString(),
    ) as { sub: string };
    expect(Number(payload.sub)).toBe(account!.id);
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('never signs in to an account whose profile merely names the number', async () => {
    const phone = newNumber();
    const owner = await createUser(t.app);
    await t.app.db.update(users).set({ phone }).where(eq(users.id, owner.id));
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const res = await post('phone/verify', { phone, code });
    // Not the profile's account: a new one, once named.
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.first_name).toBeDefined();
  });

  it('refuses a wrong code, and after 5 wrong codes refuses even the right one', async () => {
    const phone = newNumber();
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const res = await post('phone/verify', { phone, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toEqual(['That code is not right. Check the SMS and try again.']);
    }
    const fifth = await post('phone/verify', { phone, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong codes. Ask for a new one.');
    const right = await post('phone/verify', { phone, code, first_name: 'A', last_name: 'B' });
    expect(right.statusCode).toBe(429);
    expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    // Only the code's HMAC is kept.
    const [row] = await t.app.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses a code after 10 minutes', async () => {
    const phone = newNumber();
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const [row] = await t.app.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    await t.app.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, phone));
    const res = await post('phone/verify', { phone, code, first_name: 'A', last_name: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Ask for a new one.');
  });

  it('sends a number one code a minute, and a client address 10 codes an hour', async () => {
    const phone = newNumber();
    expect((await post('phone/start', { phone }, '192.0.2.60')).statusCode).toBe(202);
    const again = await post('phone/start', { phone }, '192.0.2.61');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^We just sent a code to this number\. You can ask for another in \d+ seconds\.$/,
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    await jobsSettled(t.app, ['sms']);
    expect(await textsTo(phone)).toHaveLength(1);

    for (let i = 0; i < 10; i += 1)
      expect((await post('phone/start', { phone: newNumber() }, '192.0.2.70')).statusCode).toBe(202);
    const eleventh = await post('phone/start', { phone: newNumber() }, '192.0.2.70');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(
      /^Too many codes asked for\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('queueSms sends any text through the gateway, once per business key', async () => {
    const phone = newNumber();
    await queueSms(t.app.jobs, t.app.db, {
      to: phone,
      text: 'Your order KSW-1 is on its way.',
      key: `k-${phone}`,
    });
    await queueSms(t.app.jobs, t.app.db, {
      to: phone,
      text: 'Your order KSW-1 is on its way.',
      key: `k-${phone}`,
    });
    expect(await textsTo(phone)).toEqual(['Your order KSW-1 is on its way.']);
  });

  it('texts a phone-verified shopper when the order is shipped and delivered', async () => {
    const phone = newNumber();
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const res = await post('phone/verify', { phone, code, first_name: 'Musa', last_name: 'Bello' });
    const headers = { authorization: `Bearer ${res.json().data.access}` };
    const admin = (await shopper(t.app, 'ADMIN')).headers;
    const p = await createProduct(t.app, { price: 20_000, stock: 5 });
    await addToCart(t.app, headers, p.product.id, p.variant.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: { ...address, phone }, payment_method: 'pay_on_delivery' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ data: { id: number; number: string } }>().data;
    const move = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/status`, headers: admin, payload });
    for (const status of ['confirmed', 'processing']) expect((await move({ status })).statusCode).toBe(200);
    const shipped = { status: 'shipped', courier: 'GIG Logistics', tracking_number: 'GIG-77' };
    expect((await move(shipped)).statusCode).toBe(200);
    // Each text is its own job: the shipped one is sent before the order can be delivered.
    expect(await textsTo(phone)).toEqual([
      `Your order ${order.number} is on its way. GIG Logistics tracking: GIG-77.`,
    ]);
    expect((await move({ status: 'delivered' })).statusCode).toBe(200);
    const texts = await textsTo(phone);
    expect(texts).toEqual([
      `Order ${order.number} was delivered. Thank you!`,
      `Your order ${order.number} is on its way. GIG Logistics tracking: GIG-77.`,
    ]);
    expect(texts.every((text) => text.length <= 160)).toBe(true);
  });

  it('texts the phone given with a back-in-stock request when the product comes back', async () => {
    const phone = newNumber();
    const p = await createProduct(t.app, { price: 9_000, stock: 0 });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.product.id}/back-in-stock`,
      payload: { email: `wait.${phone.slice(4)}@example.ng`, phone },
      remoteAddress: '192.0.2.90',
    });
    expect(asked.statusCode).toBe(200);
    await t.app.db.update(variants).set({ stock: 4 }).where(eq(variants.id, p.variant.id));
    await t.app.jobs.send(t.app.db, 'back-in-stock', {});
    await jobsSettled(t.app, ['back-in-stock', 'sms']);
    // The job again: the wait is over, nothing more is sent.
    await t.app.jobs.send(t.app.db, 'back-in-stock', {});
    await jobsSettled(t.app, ['back-in-stock', 'sms']);
    expect(await textsTo(phone)).toEqual([
      `${p.product.name} is back in stock. Order it before it runs out again.`,
    ]);
  });

  it('lets an account made with a phone number add an email once, with a link to confirm it', async () => {
    const phone = newNumber();
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const res = await post('phone/verify', { phone, code, first_name: 'Bola', last_name: 'Ade' });
    const headers = { authorization: `Bearer ${res.json().data.access}` };
    const email = `bola.${phone.slice(4)}@example.ng`;
    const added = await t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { email } });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ email, email_verified_at: null, phone });
    const [mail] = await waitForMails(t.config.mailDir, { to: email, atLeast: 1 });
    expect(mail!.text).toContain('/auth/verify-email/');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { email: `other.${phone.slice(4)}@example.ng` },
    });
    expect(changed.statusCode).toBe(400);
    // The number it signs in with cannot be dropped while it had no email; with one it can change (unverified).
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/users/me',
          headers,
          payload: { phone: '08099999999' },
        })
      ).json().data,
    ).toMatchObject({ phone: '+2348099999999', phone_verified_at: null });
  });

  it('keeps password sign-in for email accounts as it was', async () => {
    const user = await createUser(t.app);
    expect((await login(t.app, user.email)).access).toEqual(expect.any(String));
  });
});
