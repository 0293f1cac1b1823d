import { setTimeout as sleep } from 'node:timers/promises';
import type { FailedJob } from 'shared-contracts/schemas/jobs';
import { shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

declare module '../src/lib/jobs.js' {
  interface JobQueues {
    'test-admin-broken': { n: number; token?: string };
  }
}

describe.each(databases)('failed jobs in the admin (%s)', (kind) => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  let regular: { headers: Record<string, string> };
  /** Jobs that break until mended. */
  const mended = new Set<number>();
  const ran: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      extend: (app) => {
        app.jobs.work(
          'test-admin-broken',
          async (job) => {
            if (!mended.has(job.data.n)) throw new Error(`job ${job.data.n} broke`);
            ran.push(job.data.n);
          },
          { retryLimit: 0 },
        );
      },
    });
    admin = await shopper(t.app, 'ADMIN');
    regular = await shopper(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const list = (query = '', headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/jobs/failed${query}`, headers });
  const retry = (id: string, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });

  async function failed(ids: string[]): Promise<FailedJob[]> {
    for (let i = 0; i < 300; i += 1) {
      t.app.jobs.queue.wake('test-admin-broken');
      const page = (await list('?page_size=100')).json<{ data: { results: FailedJob[] } }>().data.results;
      const found = page.filter((job) => ids.includes(job.id));
      if (found.length === ids.length) return found;
      await sleep(30);
    }
    throw new Error('the jobs did not fail');
  }

  it('lists failed jobs, newest first, a page at a time, without secrets', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const id = await t.app.jobs.send(t.app.db, 'test-admin-broken', { n, token: 'sekret-token-value' });
      ids.push(id!);
      await failed([id!]);
    }
    const [job] = await failed([ids[0]!]);
    expect(job).toEqual({
      id: ids[0],
      queue: 'test-admin-broken',
      summary: expect.stringContaining('"n":1'),
      error: 'job 1 broke',
      attempts: 1,
      created_at: expect.any(String),
      failed_at: expect.any(String),
    });
    expect(job!.summary).not.toContain('sekret');

    const first = (await list('?page=1&page_size=2')).json<{
      data: { results: FailedJob[]; count: number; page: number; page_size: number };
    }>().data;
    expect(first).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(first.results.map((j) => j.id)).toEqual([ids[2], ids[1]]);
    const second = (await list('?page=2&page_size=2')).json<{ data: { results: FailedJob[] } }>().data;
    expect(second.results.map((j) => j.id)).toEqual([ids[0]]);
    expect((await list('?page_size=0')).statusCode).toBe(400);
  });

  it('retries a failed job once: unknown is 404, one that has not failed 409', async () => {
    const id = (await t.app.jobs.send(t.app.db, 'test-admin-broken', { n: 4 }))!;
    await failed([id]);
    mended.add(4);
    const retried = await retry(id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ data: { id, retried: true } });
    for (let i = 0; i < 300 && !ran.includes(4); i += 1) {
      t.app.jobs.queue.wake('test-admin-broken');
      await sleep(30);
    }
    expect(ran).toEqual([4]);
    expect(
      (await list('?page_size=100')).json<{ data: { results: FailedJob[] } }>().data.results,
    ).not.toContainEqual(expect.objectContaining({ id }));
    const again = await retry(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This job has not failed: only a failed job can be retried.');
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Job not found.');
    expect((await retry('not-a-job')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list('', regular.headers)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    expect((await retry('00000000-0000-4000-8000-000000000000', regular.headers)).statusCode).toBe(403);
    expect((await retry('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(401);
  });
});
