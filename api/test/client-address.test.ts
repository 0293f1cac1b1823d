import { parseTrustProxy } from '../src/config.js';
import { PASSWORD, createUser, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

const probe = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app
    .inject({
      method: 'GET',
      url: '/probe/ip',
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    })
    .then((res) => res.json<{ ip: string }>().ip);

const withIpProbe = (app: TestApp['app']) => {
  app.get('/probe/ip', async (request) => ({ ip: request.ip }));
};

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of addresses and CIDRs, or nothing; refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8 ,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/any client choose its address/);
  });

  it('by default believes no X-Forwarded-For: a direct client cannot choose its address', async () => {
    const t = await buildTestApp({ extend: withIpProbe });
    try {
      expect(await probe(t, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
      expect(await probe(t, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });

  it('with a hop count, believes exactly that many proxies and no more of what the client wrote', async () => {
    const t = await buildTestApp({ config: { trustProxy: 1 }, extend: withIpProbe });
    try {
      expect(await probe(t, '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
      // A client that sends its own header through the proxy only adds a hop nobody trusts.
      expect(await probe(t, '127.0.0.1', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('with a list, believes only the listed proxies', async () => {
    const t = await buildTestApp({ config: { trustProxy: ['10.0.0.0/8'] }, extend: withIpProbe });
    try {
      expect(await probe(t, '10.1.2.3', '198.51.100.8')).toBe('198.51.100.8');
      expect(await probe(t, '203.0.113.5', '198.51.100.8')).toBe('203.0.113.5');
    } finally {
      await t.close();
    }
  });
});

describe.each(databases)('sign-in throttling (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, config: { loginMaxDelayMs: 300 } });
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('blocks an address after 10 failures with 429 and Retry-After, whichever accounts it tried', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(i % 2 ? a.email : 'nobody@example.ng', 'WrongPass1', '192.0.2.10');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt(b.email, PASSWORD, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let an attacker at one address lock out the owner at another; it slows guessing', async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(owner.email, 'WrongPass1', '192.0.2.20')).statusCode).toBe(401);
    }
    expect((await attempt(owner.email, PASSWORD, '192.0.2.20')).statusCode).toBe(429);
    // The account has seen 10 failures: each attempt on it now waits (here up to 300 ms), and still succeeds.
    expect(await t.app.loginThrottle.delayMs(owner.email)).toBe(300);
    const started = Date.now();
    const fromHome = await attempt(owner.email, PASSWORD, '198.51.100.20');
    expect(fromHome.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('slows guesses on one account from many addresses', async () => {
    const owner = await createUser(t.app);
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      delays.push(await t.app.loginThrottle.delayMs(owner.email));
      expect((await attempt(owner.email, 'WrongPass1', `203.0.113.${100 + i}`)).statusCode).toBe(401);
    }
    // Each from a fresh address, so no address limit applies; the account itself slows down.
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 300, 300]);
  });

  it('throttles guessing the current password on change-password like sign-in', async () => {
    const { headers } = await shopper(t.app);
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/change-password',
        headers,
        payload: { current_password: 'WrongPass1', new_password: 'NewPassw0rd' },
        remoteAddress: '192.0.2.30',
      });
    for (let i = 0; i < 10; i += 1) expect((await change()).statusCode).toBe(400);
    const blocked = await change();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
