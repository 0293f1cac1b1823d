import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { listFailedJobs, retryFailedJob } from '../src/services/jobs.js';
import { buildTestApp, databases, openTestDatabase, until, type TestApp } from './helpers.js';

declare module '../src/lib/jobs.js' {
  interface JobQueues {
    'test-echo': { n: number };
    'test-flaky': { n: number };
    'test-tick': Record<string, never>;
    'test-slow': { n: number };
  }
}

describe.each(databases)('the job queue (%s)', (kind) => {
  let t: TestApp;
  const ran: number[] = [];
  let failNext = true;
  let ticks = 0;

  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      // The clock looks every second (30 s in a shop), so the schedule's tick comes soon after the start.
      config: { jobPollingSeconds: 0.5, jobClockSeconds: 1 },
      extend: (app) => {
        app.jobs.work('test-echo', async (job) => {
          ran.push(job.data.n);
        });
        app.jobs.work(
          'test-flaky',
          async (job) => {
            if (failNext) throw new Error(`flaky ${job.data.n} broke`);
            ran.push(job.data.n);
          },
          { retryLimit: 0 },
        );
        app.jobs.work(
          'test-tick',
          async () => {
            ticks += 1;
          },
          { singleton: true },
        );
        app.jobs.schedule('test-tick', '* * * * *');
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  /** Jobs run on a worker's poll: up to 10 s. */
  const untilRun = (check: () => boolean | Promise<boolean>, what: string) => until(check, what, 200);

  it('runs a job sent in a committed transaction once, and never one sent in a rolled-back transaction', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        expect(await t.app.jobs.send(tx, 'test-echo', { n: 1 })).toEqual(expect.any(String));
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).toBe('rolled back'));
    await t.app.db.transaction(async (tx) => {
      await t.app.jobs.send(tx, 'test-echo', { n: 2 });
    });
    await untilRun(() => ran.includes(2), 'the committed job');
    // The rolled-back one would have been fetched first (it was sent first).
    await sleep(1500);
    expect(ran).toEqual([2]);
  });

  it('sends a job with a business key once', async () => {
    const first = await t.app.jobs.send(t.app.db, 'test-echo', { n: 3 }, { key: 'three' });
    const again = await t.app.jobs.send(t.app.db, 'test-echo', { n: 3 }, { key: 'three' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    await untilRun(() => ran.includes(3), 'the keyed job');
    expect(await t.app.jobs.send(t.app.db, 'test-echo', { n: 3 }, { key: 'three' })).toBeNull();
    await sleep(1000);
    expect(ran.filter((n) => n === 3)).toHaveLength(1);
  });

  it('counts each queue, lists a failed job and retries it', async () => {
    const id = await t.app.jobs.send(t.app.db, 'test-flaky', { n: 4 });
    await untilRun(async () => (await listFailedJobs(t.app.jobs)).some((j) => j.id === id), 'the failed job');
    const [failed] = (await listFailedJobs(t.app.jobs)).filter((j) => j.id === id);
    expect(failed).toMatchObject({
      queue: 'test-flaky',
      summary: '{"n":4}',
      error: 'flaky 4 broke',
      attempts: 1,
    });
    const counts = await t.app.jobs.counts();
    expect(counts.find((c) => c.queue === 'test-flaky')).toMatchObject({ failed: 1, waiting: 0, active: 0 });
    expect(counts.find((c) => c.queue === 'test-echo')).toMatchObject({ waiting: 0, failed: 0 });

    failNext = false;
    expect(await retryFailedJob(t.app.jobs, id!)).toBe(true);
    await untilRun(() => ran.includes(4), 'the retried job');
    expect(await retryFailedJob(t.app.jobs, id!)).toBe(false);
    expect(await retryFailedJob(t.app.jobs, '00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('gives the age of the oldest waiting job', async () => {
    const app = t.app;
    // Not due for a minute: not waiting yet.
    await app.jobs.send(app.db, 'test-echo', { n: 5 }, { startAfter: 60 });
    expect((await app.jobs.counts()).find((c) => c.queue === 'test-echo')).toMatchObject({
      waiting: 0,
      oldestWaitingSeconds: 0,
    });
  });

  it('runs a scheduled job when its clock next looks', async () => {
    for (let i = 0; i < 160 && ticks === 0; i += 1) await sleep(500);
    expect(ticks).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('lets a running job finish when the app closes, and takes no new one', async () => {
    let started = 0;
    let finished = 0;
    const slow = await buildTestApp({
      kind,
      database: await openTestDatabase(kind),
      extend: (app) =>
        app.jobs.work('test-slow', async () => {
          started += 1;
          await sleep(700);
          finished += 1;
        }),
    });
    try {
      const first = await slow.app.jobs.send(slow.app.db, 'test-slow', { n: 1 });
      await untilRun(() => started === 1, 'the slow job to start');
      const second = await slow.app.jobs.send(slow.app.db, 'test-slow', { n: 2 });
      await slow.app.close();
      expect(finished).toBe(1);
      const states = async () =>
        (
          (await slow.database.pool.query(
            `select id, state from ${slow.app.jobs.queue.schema}.job where name = 'test-slow' order by created_on`,
          )) as { rows: { id: string; state: string }[] }
        ).rows;
      // Its completion is written as the worker lets it go.
      await untilRun(async () => (await states())[0]?.state === 'completed', 'the job completed');
      expect(await states()).toEqual([
        { id: first, state: 'completed' },
        { id: second, state: 'created' },
      ]);
      expect(started).toBe(1);
    } finally {
      await slow.close();
    }
  });
});
