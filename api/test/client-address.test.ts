import { randomBytes } from 'node:crypto';
import { loadConfig, parseTrustProxy } from '../src/config.js';
import { PASSWORD, createUser, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

const probe = (
  t: TestApp,
  remoteAddress: string,
  forwardedFor?: string,
  headers: Record<string, string> = {},
) =>
  t.app
    .inject({
      method: 'GET',
      url: '/probe/ip',
      remoteAddress,
      headers: { ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...headers },
    })
    .then((res) => res.json<{ ip: string; secretSeen: boolean }>());

const withIpProbe = (app: TestApp['app']) => {
  app.get('/probe/ip', async (request) => ({
    ip: request.ip,
    secretSeen: 'x-proxy-secret' in request.headers,
  }));
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
      expect((await probe(t, '203.0.113.9', '198.51.100.1')).ip).toBe('203.0.113.9');
      expect((await probe(t, '127.0.0.1', '198.51.100.1')).ip).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });

  it('with a hop count, believes exactly that many proxies and no more of what the client wrote', async () => {
    const t = await buildTestApp({ config: { trustProxy: 1 }, extend: withIpProbe });
    try {
      expect((await probe(t, '127.0.0.1', '198.51.100.7')).ip).toBe('198.51.100.7');
      // A client that sends its own header through the proxy only adds a hop nobody trusts.
      expect((await probe(t, '127.0.0.1', '1.2.3.4, 198.51.100.7')).ip).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('marks the device cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const t = await buildTestApp({ config: { trustProxy: 1 } });
    try {
      const user = await createUser(t.app);
      const signIn = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: PASSWORD },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.9', ...headers },
        });
      expect(String((await signIn({ 'x-forwarded-proto': 'https' })).headers['set-cookie'])).toMatch(
        /; Secure(;|$)/,
      );
      expect(String((await signIn({})).headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });

  it('with a list, believes only the listed proxies', async () => {
    const t = await buildTestApp({ config: { trustProxy: ['10.0.0.0/8'] }, extend: withIpProbe });
    try {
      expect((await probe(t, '10.1.2.3', '198.51.100.8')).ip).toBe('198.51.100.8');
      expect((await probe(t, '203.0.113.5', '198.51.100.8')).ip).toBe('203.0.113.5');
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY with API_PROXY_SECRET (the proxy proves itself)', () => {
  const secret = randomBytes(32).toString('base64url');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { trustProxy: ['loopback'], apiProxySecret: secret },
      extend: withIpProbe,
    });
  });
  afterAll(async () => t.close());

  it('counts a request from loopback without the secret under its own address, whatever it forwards', async () => {
    expect((await probe(t, '127.0.0.1', '198.51.100.1')).ip).toBe('127.0.0.1');
    expect((await probe(t, '127.0.0.1', '198.51.100.1', { 'x-proxy-secret': 'guess' })).ip).toBe('127.0.0.1');
    expect((await probe(t, '127.0.0.1', '198.51.100.1', { 'x-proxy-secret': `${secret}x` })).ip).toBe(
      '127.0.0.1',
    );
    // The proxy's own requests carry the shopper's address; no route sees the secret.
    expect(await probe(t, '127.0.0.1', '198.51.100.1', { 'x-proxy-secret': secret })).toEqual({
      ip: '198.51.100.1',
      secretSeen: false,
    });
    // The secret does not make an untrusted peer a proxy.
    expect((await probe(t, '203.0.113.4', '198.51.100.1', { 'x-proxy-secret': secret })).ip).toBe(
      '203.0.113.4',
    );
  });

  it('holds a local process that forges a new address for each mail to the per-client limit', async () => {
    const subscribe = (i: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `forger${i}@example.ng` },
        remoteAddress: '127.0.0.1',
        headers,
      });
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await subscribe(i, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    // A shopper whose request the proxy forwards is counted under their own address.
    const shopper = await subscribe(100, { 'x-forwarded-for': '198.51.100.200', 'x-proxy-secret': secret });
    expect(shopper.statusCode).toBe(200);
  });

  it('refuses a short secret at start', () => {
    expect(() => loadConfig({ API_PROXY_SECRET: 'short' })).toThrow(/at least 32 characters/);
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

  it('10 failures on one account from an address block that pair only, not another account there', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(a.email, 'WrongPass1', '192.0.2.10')).statusCode).toBe(401);
    }
    // Someone else behind the same carrier-NAT address signs in.
    expect((await attempt(b.email, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    const blocked = await attempt(a.email, PASSWORD, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please try again later.');
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

/** Counts in this process, and in Redis (shared by replicas) when REDIS_URL is set. */
const counterStores = process.env.REDIS_URL ? ['memory', 'Redis'] : ['memory'];
const throttleSetups = databases.flatMap((kind) => counterStores.map((store) => [kind, store] as const));

describe.each(throttleSetups)(
  'sign-in throttling across accounts and devices (%s, counts in %s)',
  (kind, store) => {
    let t: TestApp;
    // Addresses of this run alone, so counts left in Redis by an earlier run do not meet these tests.
    const run = randomBytes(2).toString('hex');
    const at = (n: number) => `2001:db8:${run}::${n}`;
    beforeAll(async () => {
      t = await buildTestApp({
        kind,
        config: { loginMaxDelayMs: 5, ...(store === 'Redis' ? { redisUrl: process.env.REDIS_URL } : {}) },
      });
    });
    afterAll(async () => t.close());

    const attempt = (email: string, password: string, remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    /** The device cookie a successful sign-in sets, as a browser would send it back. */
    const deviceCookie = async (email: string, remoteAddress: string) => {
      const res = await attempt(email, PASSWORD, remoteAddress);
      expect(res.statusCode).toBe(200);
      const set = String(res.headers['set-cookie'] ?? '');
      expect(set).toMatch(/^kasuwa_device_[\w-]+=[\w.-]+; /);
      expect(set.split('; ').slice(1).sort()).toEqual([
        'HttpOnly',
        expect.stringMatching(/^Max-Age=\d+$/),
        'Path=/api/auth',
        'SameSite=Strict',
      ]);
      return set.split(';')[0] ?? '';
    };

    it('meets the address limit after 100 failures on distinct accounts (credential stuffing)', async () => {
      const real = await createUser(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 120; i += 1) {
        codes.push((await attempt(`stuffed${i}-${run}@example.ng`, 'WrongPass1', at(40))).statusCode);
      }
      expect(codes.slice(0, 100).every((code) => code === 401)).toBe(true);
      expect(codes.slice(100).every((code) => code === 429)).toBe(true);
      expect((await attempt(real.email, PASSWORD, at(40))).statusCode).toBe(429);
      // Before the wall, attempts from the address were slowed: a growing delay, not a lock.
      expect((await attempt(real.email, PASSWORD, at(41))).statusCode).toBe(200);
    });

    it('lets a known device sign in to an account under attack from elsewhere and from its own address', async () => {
      const owner = await createUser(t.app);
      const cookie = await deviceCookie(owner.email, at(150));
      for (let i = 0; i < 10; i += 1) {
        expect((await attempt(owner.email, 'WrongPass1', at(50))).statusCode).toBe(401);
      }
      expect(await t.app.loginThrottle.delayMs(owner.email)).toBeGreaterThan(0);
      expect((await attempt(owner.email, PASSWORD, at(50))).statusCode).toBe(429);
      expect((await attempt(owner.email, PASSWORD, at(50), cookie)).statusCode).toBe(200);
      expect((await attempt(owner.email, PASSWORD, at(150), cookie)).statusCode).toBe(200);
    });

    it("counts a known device's wrong guesses against that device alone", async () => {
      const owner = await createUser(t.app);
      const cookie = await deviceCookie(owner.email, at(160));
      for (let i = 0; i < 10; i += 1) {
        expect((await attempt(owner.email, 'WrongPass1', at(160), cookie)).statusCode).toBe(401);
      }
      // Neither the pair nor the account counted them.
      expect(await t.app.loginThrottle.delayMs(owner.email)).toBe(0);
      expect((await attempt(owner.email, PASSWORD, at(160))).statusCode).toBe(200);
      // The device is no longer trusted: its guesses now count like anyone's.
      for (let i = 0; i < 10; i += 1) {
        expect((await attempt(owner.email, 'WrongPass1', at(161), cookie)).statusCode).toBe(401);
      }
      expect((await attempt(owner.email, PASSWORD, at(161), cookie)).statusCode).toBe(429);
    });

    it("trusts a device cookie only for its own account and only with the API's signature", async () => {
      const owner = await createUser(t.app);
      const other = await createUser(t.app);
      const cookie = await deviceCookie(owner.email, at(170));
      const token = cookie.split('=')[1] ?? '';
      for (let i = 0; i < 10; i += 1) {
        expect((await attempt(other.email, 'WrongPass1', at(70))).statusCode).toBe(401);
      }
      const borrowed = `${t.app.deviceCookies.nameFor(other.email)}=${token}`;
      expect((await attempt(other.email, PASSWORD, at(70), borrowed)).statusCode).toBe(429);
      const forged = `${t.app.deviceCookies.nameFor(other.email)}=${token.slice(0, -4)}AAAA`;
      expect((await attempt(other.email, PASSWORD, at(70), forged)).statusCode).toBe(429);
    });
  },
);
