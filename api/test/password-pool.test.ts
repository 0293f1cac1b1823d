import { setTimeout as sleep } from 'node:timers/promises';
import { HashingPool, PoolBusyError } from '../src/lib/hashing-pool.js';
import { createPasswordHasher } from '../src/lib/passwords.js';
import { createUser, PASSWORD } from './fixtures.js';
import { buildTestApp, databases } from './helpers.js';

describe('the password hashing pool', () => {
  it('runs at most `size` jobs at once and takes turns between clients', async () => {
    const pool = new HashingPool({ size: 2, maxQueued: 50, maxPerClient: 20 });
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    const job = (name: string) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(10);
      order.push(name);
      running -= 1;
    };
    const flood = Array.from({ length: 10 }, (_, i) => pool.run({ address: 'attacker' }, job(`bogus${i}`)));
    const real = pool.run({ address: 'owner' }, job('real'));
    await Promise.all([...flood, real]);
    expect(peak).toBe(2);
    // The owner's job waits for the jobs already running and one turn of the attacker's line, not all ten.
    expect(order.indexOf('real')).toBeLessThanOrEqual(3);
  });

  it('refuses at once when a client or the whole queue is full', async () => {
    const pool = new HashingPool({ size: 1, maxQueued: 3, maxPerClient: 2 });
    const slow = () => sleep(30);
    const a = [pool.run({ address: 'a' }, slow), pool.run({ address: 'a' }, slow)];
    await expect(pool.run({ address: 'a' }, slow)).rejects.toBeInstanceOf(PoolBusyError);
    const b = [pool.run({ address: 'b' }, slow), pool.run({ address: 'c' }, slow)];
    await expect(pool.run({ address: 'd' }, slow)).rejects.toBeInstanceOf(PoolBusyError);
    await Promise.all([...a, ...b]);
    await expect(pool.run({ address: 'a' }, slow)).resolves.toBeUndefined();
  });

  /** Jobs that finish only when told to, so the order of service is seen without any timing. */
  const gated = () => {
    const order: string[] = [];
    const gates: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        gates.push(resolve);
      });
    /** Lets the running jobs finish, one round at a time, until none is left. */
    const drain = async () => {
      for (let i = 0; i < 1000 && gates.length > 0; i += 1) {
        gates.shift()?.();
        await sleep(0);
      }
    };
    return { order, job, drain };
  };

  it('serves addresses round robin: a newcomer waits for one job of each address ahead, not all of them', async () => {
    const pool = new HashingPool({ size: 1, maxQueued: 500, maxPerClient: 50 });
    const { order, job, drain } = gated();
    const bots = ['a', 'b', 'c', 'd', 'e'];
    const all: Promise<void>[] = [];
    for (let i = 0; i < 4; i += 1) for (const bot of bots) all.push(pool.run({ address: bot }, job(bot)));
    all.push(pool.run({ address: 'newcomer' }, job('newcomer')));
    await drain();
    await Promise.all(all);
    // a runs at once; then b, c, d, e, a (the first turn of each line), then the newcomer.
    expect(order.slice(0, 7)).toEqual(['a', 'b', 'c', 'd', 'e', 'a', 'newcomer']);
  });

  it("serves a known device's job before every ordinary one waiting", async () => {
    const pool = new HashingPool({ size: 1, maxQueued: 500, maxPerClient: 50 });
    const { order, job, drain } = gated();
    const all = Array.from({ length: 6 }, (_, i) => pool.run({ address: `bot${i}` }, job(`bot${i}`)));
    all.push(pool.run({ address: 'bot0', first: true }, job('known')));
    await drain();
    await Promise.all(all);
    expect(order.slice(0, 2)).toEqual(['bot0', 'known']);
  });

  it('refuses at once, with Retry-After, a job predicted to finish later than the bound; a known device still waits', async () => {
    // Each job is taken to cost 500 ms: behind one running and three waiting, one more would end 2.25 s from now.
    const pool = new HashingPool({
      size: 1,
      maxQueued: 500,
      maxPerClient: 50,
      maxWaitMs: 2000,
      initialJobMs: 500,
    });
    const { job, drain } = gated();
    const all = ['a', 'b', 'c', 'd'].map((bot) => pool.run({ address: bot }, job(bot)));
    expect(pool.predictedWaitMs({ address: 'e' })).toBe(1750);
    const refused = pool.run({ address: 'e' }, job('e'));
    await expect(refused).rejects.toBeInstanceOf(PoolBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 2 });
    expect(pool.predictedWaitMs({ address: 'e', first: true })).toBe(250);
    all.push(pool.run({ address: 'e', first: true }, job('known')));
    await drain();
    await Promise.all(all);
  });

  it('spends a hash on an unknown email, like on a known one', async () => {
    const pool = new HashingPool({ size: 1 });
    const hasher = createPasswordHasher(1024, 8, 1, pool);
    const stored = await hasher.hash('Secret123');
    const seen: number[] = [];
    const original = pool.run.bind(pool);
    jest.spyOn(pool, 'run').mockImplementation((client, job) => {
      seen.push(1);
      return original(client, job);
    });
    expect(await hasher.verify('Secret123', stored)).toBe(true);
    expect(await hasher.verify('Secret123', null)).toBe(false);
    expect(seen).toHaveLength(2);
  });
});

describe.each(databases)('sign-in under a flood (%s)', (kind) => {
  it('answers 503 with Retry-After when the queue is full, and never hangs', async () => {
    const t = await buildTestApp({
      kind,
      config: { scryptN: 2 ** 14, hashPoolSize: 1, hashMaxQueued: 2, hashMaxPerClient: 2 },
    });
    try {
      const user = await createUser(t.app);
      const attempts = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: 'WrongPass1' },
            remoteAddress: '192.0.2.77',
          }),
        ),
      );
      const codes = attempts.map((r) => r.statusCode);
      expect(codes).toContain(503);
      const busy = attempts.find((r) => r.statusCode === 503);
      expect(busy?.headers['retry-after']).toBe('1');
      expect(busy?.json()).toMatchObject({ message: 'The server is busy. Please try again in a moment.' });
      // Another address is still served.
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
        remoteAddress: '198.51.100.77',
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
