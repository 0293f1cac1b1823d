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
    /** Lets the oldest running job finish. */
    const next = async () => {
      gates.shift()?.();
      await sleep(0);
    };
    return { order, job, drain, next };
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

  it('serves an address that has failed many sign-ins lately after every other, whatever it queued first', async () => {
    const pool = new HashingPool({ size: 1, maxQueued: 500, maxPerClient: 50 });
    const { order, job, drain } = gated();
    const all: Promise<void>[] = [];
    for (let i = 0; i < 3; i += 1)
      for (const bot of ['a', 'b', 'c']) all.push(pool.run({ address: bot, suspect: true }, job(bot)));
    all.push(pool.run({ address: 'fresh' }, job('fresh')));
    all.push(pool.run({ address: 'other' }, job('other')));
    all.push(pool.run({ address: 'fresh' }, job('fresh again')));
    await drain();
    await Promise.all(all);
    // The first bot job was running already; then the ordinary lines, in turns; the suspects' only after them.
    expect(order.slice(0, 4)).toEqual(['a', 'fresh', 'other', 'fresh again']);
    expect(order.slice(4)).toEqual(['b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('admits a fresh address while suspects fill the queue, and predicts its wait from its own tier', async () => {
    const pool = new HashingPool({ size: 1, maxQueued: 3, maxPerClient: 4, initialJobMs: 500 });
    const { job, drain } = gated();
    const all = ['a', 'b', 'c', 'd'].map((bot) => pool.run({ address: bot, suspect: true }, job(bot)));
    // One running and three waiting: the queue is full for suspects.
    await expect(pool.run({ address: 'e', suspect: true }, job('e'))).rejects.toBeInstanceOf(PoolBusyError);
    expect(pool.predictedWaitMs({ address: 'e', suspect: true })).toBe(1750);
    // A fresh address waits only for the job running.
    expect(pool.predictedWaitMs({ address: 'fresh' })).toBe(250);
    all.push(pool.run({ address: 'fresh' }, job('fresh')));
    // Its own queued job is ahead of its next one, and of a newcomer's; the suspects' are not.
    expect(pool.predictedWaitMs({ address: 'fresh' })).toBe(750);
    expect(pool.predictedWaitMs({ address: 'newer' })).toBe(750);
    expect(pool.predictedWaitMs({ address: 'known', first: true })).toBe(250);
    await drain();
    await Promise.all(all);
  });

  it('moves an address that asks again before its Retry-After behind the others, with the jobs it has waiting', async () => {
    const pool = new HashingPool({ size: 1, maxQueued: 3, maxPerClient: 50, refusalsBeforeSuspect: 5 });
    const { order, job, drain } = gated();
    const all = ['a', 'b', 'c', 'd'].map((bot) => pool.run({ address: bot }, job(bot)));
    // The queue is full: a newcomer is refused, and so is d, again and again, at once.
    await expect(pool.run({ address: 'newcomer' }, job('x'))).rejects.toBeInstanceOf(PoolBusyError);
    for (let i = 0; i < 7; i += 1)
      await expect(pool.run({ address: 'd' }, job('d'))).rejects.toBeInstanceOf(PoolBusyError);
    // d's waiting job went behind the others, which made room: the newcomer is served before it.
    all.push(pool.run({ address: 'newcomer' }, job('newcomer')));
    await drain();
    await Promise.all(all);
    expect(order).toEqual(['a', 'b', 'c', 'newcomer', 'd']);
  });

  it('never takes a client that waits for its Retry-After for a flood', async () => {
    let now = 0;
    const clock = jest.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const pool = new HashingPool({ size: 1, maxQueued: 1, maxPerClient: 50, refusalsBeforeSuspect: 3 });
      const { order, job, drain, next } = gated();
      const all = [pool.run({ address: 'a' }, job('a')), pool.run({ address: 'b' }, job('b'))];
      for (let i = 0; i < 10; i += 1) {
        await expect(pool.run({ address: 'patient' }, job('p'))).rejects.toMatchObject({
          retryAfterSeconds: 1,
        });
        now += 1000;
      }
      for (let i = 0; i < 10; i += 1)
        await expect(pool.run({ address: 'hasty' }, job('h'))).rejects.toBeInstanceOf(PoolBusyError);
      // Room again: the hasty address asks first, yet waits behind the patient one.
      await next();
      all.push(
        pool.run({ address: 'hasty' }, job('hasty')),
        pool.run({ address: 'patient' }, job('patient')),
      );
      await drain();
      await Promise.all(all);
      expect(order).toEqual(['a', 'b', 'patient', 'hasty']);
    } finally {
      clock.mockRestore();
    }
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

  describe('after a slow spell', () => {
    let now = 0;
    beforeEach(() => {
      now = 0;
      jest.spyOn(performance, 'now').mockImplementation(() => now);
    });
    afterEach(() => jest.restoreAllMocks());

    /** A job that takes `ms` on the pool's clock. */
    const taking = (ms: number) => async () => {
      await sleep(0);
      now += ms;
    };
    /** What a job's caller is told: served, or busy. */
    const outcome = (job: Promise<unknown>) =>
      job.then(
        () => 'served',
        (err: unknown) => (err instanceof PoolBusyError ? 'busy' : err),
      );
    /** Three jobs of `ms` each, one after another. */
    const slowSpell = async (pool: HashingPool, ms: number) => {
      for (let i = 0; i < 3; i += 1) {
        await pool.run({ address: `slow${i}` }, taking(ms));
        await sleep(0);
      }
    };
    const fiveQuickJobs = async (pool: HashingPool) => {
      const answers = [];
      for (let i = 0; i < 5; i += 1)
        answers.push(await outcome(pool.run({ address: `shopper${i}` }, taking(50))));
      return answers;
    };

    it('takes quick jobs on an idle pool after three 3-second ones', async () => {
      const pool = new HashingPool({ size: 1, maxQueued: 50, maxPerClient: 50, maxWaitMs: 2000 });
      await outcome(slowSpell(pool, 3000));
      expect(pool.load).toEqual({ running: 0, queued: 0 });
      expect(await fiveQuickJobs(pool)).toEqual(['served', 'served', 'served', 'served', 'served']);
    });

    it('an idle pool takes every job, however slow the last ones were, and measures the machine afresh', async () => {
      const pool = new HashingPool({ size: 1, maxQueued: 50, maxPerClient: 50, maxWaitMs: 2000 });
      await outcome(slowSpell(pool, 20_000));
      expect(pool.recentJobMs()).toBeGreaterThan(5000);
      expect(await fiveQuickJobs(pool)).toEqual(['served', 'served', 'served', 'served', 'served']);
      // The jobs a free worker took measured the machine again: the estimate is back under the bound.
      expect(pool.recentJobMs()).toBeLessThan(2000);
    });

    it('forgets a slow spell as time passes, so a job that must wait is taken again once the machine is free', async () => {
      const pool = new HashingPool({ size: 1, maxQueued: 50, maxPerClient: 50, maxWaitMs: 2000 });
      await outcome(slowSpell(pool, 4000));
      const { job, drain } = gated();
      const running = outcome(pool.run({ address: 'first' }, job('first')));
      // Right after the slow spell, a job that would wait behind the running one is refused.
      expect(await outcome(pool.run({ address: 'second' }, job('second')))).toBe('busy');
      now += 60_000;
      expect(pool.recentJobMs()).toBeLessThan(700);
      const waiting = outcome(pool.run({ address: 'second' }, job('second')));
      await drain();
      expect(await Promise.all([running, waiting])).toEqual(['served', 'served']);
    });
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
  it('lets a fresh address sign in and register while addresses that failed many sign-ins fill the queue', async () => {
    const t = await buildTestApp({
      kind,
      config: {
        scryptN: 2 ** 14,
        hashPoolSize: 1,
        hashMaxQueued: 4,
        hashMaxPerClient: 3,
        // Only the queue's length turns hashes away here, whatever the machine's speed.
        hashMaxWaitMs: 0,
        loginAddressSuspectAfter: 2,
      },
    });
    try {
      const user = await createUser(t.app);
      const bots = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'];
      const bogus = (address: string, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `bogus${i}-${address}@example.ng`, password: 'WrongPass1' },
          remoteAddress: address,
        });
      // Each bot address fails on two accounts first: from then on its hashes wait behind everyone else's.
      for (const bot of bots)
        for (let i = 0; i < 2; i += 1) expect((await bogus(bot, i)).statusCode).toBe(401);
      const flood = bots.flatMap((bot) => [10, 11, 12].map((i) => bogus(bot, i)));
      // The shopper and the newcomer come once the bots' hashes fill the queue.
      for (let i = 0; i < 1000 && t.app.passwords.pool.load.queued < 4; i += 1) await sleep(1);
      expect(t.app.passwords.pool.load.queued).toBe(4);
      const signIn = t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
        remoteAddress: '198.51.100.12',
      });
      const register = t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          first_name: 'Ada',
          last_name: 'Obi',
          email: 'newcomer@example.ng',
          username: 'newcomer',
          password: 'Newcomer-Pass1',
        },
        remoteAddress: '198.51.100.13',
      });
      const [signedIn, registered, ...bogusAnswers] = await Promise.all([signIn, register, ...flood]);
      expect(bogusAnswers.map((res) => res.statusCode)).toContain(503);
      expect(signedIn.statusCode).toBe(200);
      expect([registered.statusCode, registered.body]).toEqual([201, expect.any(String)]);
    } finally {
      await t.close();
    }
  });

  it('signs in on an idle API after three sign-ins whose hashes took over 3 s', async () => {
    const t = await buildTestApp({ kind, config: { hashPoolSize: 3, hashMaxWaitMs: 2000 } });
    try {
      const user = await createUser(t.app);
      const pool = t.app.passwords.pool;
      const run = pool.run.bind(pool);
      // A busy machine: the next three hashes take 3.2 s longer than they would.
      const slowed = jest.spyOn(pool, 'run');
      for (let i = 0; i < 3; i += 1)
        slowed.mockImplementationOnce((client, job) => run(client, () => sleep(3200).then(job)));
      const signIn = (address: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: PASSWORD },
          remoteAddress: address,
        });
      const slow = await Promise.all(['192.0.2.31', '192.0.2.32', '192.0.2.33'].map(signIn));
      expect(slow.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(pool.load).toEqual({ running: 0, queued: 0 });
      const after = await signIn('198.51.100.31');
      expect([after.statusCode, after.headers['retry-after']]).toEqual([200, undefined]);
    } finally {
      await t.close();
    }
  });

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
