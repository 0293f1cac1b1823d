import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { contactMessages } from '../src/modules/contact/index.js';
import { newsletterSubscribers } from '../src/modules/promotions/index.js';
import { PASSWORD, createUser, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { jobsSettled } from './jobs-helpers.js';

describe.each(databases)('newsletter and contact (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('subscribes idempotently', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: 'Fan@Example.ng' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { email: 'fan@example.ng', subscribed: true } });
    }
    // The mail job records the subscription: the answer comes first.
    await jobsSettled(t.app, ['mail']);
    expect(
      await t.app.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'fan@example.ng')),
    ).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: ['Email is invalid'] });
  });

  it('stores contact messages, with the sender when signed in', async () => {
    const payload = {
      name: 'Bola',
      email: 'bola@example.ng',
      inquiry_type: 'Order Support',
      subject: 'Late parcel',
      message: 'Where is it?',
    };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(anonymous.statusCode).toBe(201);
    const { headers, user } = await shopper(t.app);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/contact', payload, headers });
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, signedIn.json().data.id));
    expect(row).toMatchObject({ userId: user.id, subject: 'Late parcel', inquiryType: 'Order Support' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { inquiry_type: 'Gossip' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['inquiry_type', 'message', 'subject']);
  });
});

describe('limits and start-up checks', () => {
  it('applies the general per-client rate limit with 429', async () => {
    const t = await buildTestApp({ config: { rateLimitMax: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(limited.json()).toMatchObject({ message: 'Too many requests, please try again later.' });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  const withRedis = process.env.REDIS_URL ? it : it.skip;
  withRedis('shares the sign-in throttle and rate limit through Redis (REDIS_URL)', async () => {
    const a = await buildTestApp({ config: { redisUrl: process.env.REDIS_URL } });
    const b = await buildTestApp({ config: { redisUrl: process.env.REDIS_URL } });
    try {
      const user = await createUser(a.app);
      // Redis is shared by every run: an address of this run's own keeps the counts apart.
      const remoteAddress = `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
      const attempt = (t: TestApp, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress,
        });
      for (let i = 0; i < 10; i += 1)
        expect((await attempt(i % 2 ? a : b, 'WrongPass1')).statusCode).toBe(401);
      // The other replica knows: the address is blocked there too.
      const blocked = await attempt(b, PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('stops reconnecting to a Redis that is away when the app closes, so the process can exit', async () => {
    // Nothing listens on port 1: the client keeps trying (at most 1 s apart), the limits stay in memory meanwhile.
    const t = await buildTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    const redis = t.app.redis;
    expect(redis?.status).not.toBe('ready');
    await t.close();
    let attempts = 0;
    redis?.on('reconnecting', () => (attempts += 1));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(attempts).toBe(0);
  }, 30_000);

  it('refuses to start in production with a default secret or admin password', async () => {
    const base = { NODE_ENV: 'production', DATA_DIR: '/tmp/kasuwa-never-used' };
    await expect(buildApp({ config: loadConfig({ ...base }) })).rejects.toThrow(/JWT_SECRET/);
    await expect(buildApp({ config: loadConfig({ ...base, JWT_SECRET: 'x'.repeat(40) }) })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
    // The telemetry tokens' secret is shared with the shop's server, and as secret as JWT_SECRET.
    await expect(buildApp({ config: loadConfig({ ...base, JWT_SECRET: 'x'.repeat(40) }) })).rejects.toThrow(
      /RELEASE_TOKEN_SECRET/,
    );
    const ready = { ...base, JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'A-real-Secret-1' };
    await expect(
      buildApp({ config: loadConfig({ ...ready, RELEASE_TOKEN_SECRET: 'short' }) }),
    ).rejects.toThrow(/RELEASE_TOKEN_SECRET/);
  });
});
