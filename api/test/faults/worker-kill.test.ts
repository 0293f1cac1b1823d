/**
 * A campaign sent by a real worker process (`api worker`), killed outright (SIGKILL) in the middle of the send and
 * started again: every subscriber gets the mail exactly once (the mail outbox is read), and the campaign ends sent.
 * The send request is answered by an API in the server role, in this process, which runs no job itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Campaign } from 'shared-contracts/schemas/campaigns';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { newsletterSubscribers } from '../../src/modules/promotions/index.js';
import { createUser } from '../fixtures.js';
import { databases } from '../helpers.js';
import { DATABASE_URL, startWorker, waitFor, type WorkerProcess } from './harness.js';
import { createSchema, dataDir } from './harness-services.js';

jest.setTimeout(300_000);

const SUBSCRIBERS = 40;

describe.each(databases)('a worker killed in the middle of a campaign (%s)', (kind) => {
  const data = dataDir();
  let schema: Awaited<ReturnType<typeof createSchema>> | undefined;
  let worker: WorkerProcess | undefined;
  const env: Record<string, string> = {
    DATA_DIR: data.dir,
    CAMPAIGN_BATCH_SIZE: '10',
    CAMPAIGN_BATCH_PAUSE_MS: '0',
    // A batch untouched for 2 s belongs to a worker that stopped; looked for every second.
    CAMPAIGN_STALE_MS: '2000',
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_POLLING_SECONDS: '0.5',
  };

  beforeAll(async () => {
    if (kind === 'postgres') {
      schema = await createSchema(DATABASE_URL!);
      Object.assign(env, { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema.name });
    }
  });
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await schema?.drop();
    data.remove();
  });

  /** The API in the server role, in this process, on the same database and data folder as the worker. */
  async function server(): Promise<FastifyInstance> {
    const config = loadConfig(
      { ...env, NODE_ENV: 'test' },
      { role: 'server', logLevel: 'silent', scryptN: 1024 },
    );
    const app = await buildApp({ config, logger: false, seed: false });
    await app.ready();
    return app;
  }

  const mailDir = join(data.dir, 'mail');
  /** Who each mail in the outbox went to. */
  function recipients(): string[] {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
    return files.map(
      (f) =>
        (JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: { address: string }[] }).to[0]!.address,
    );
  }

  it('mails every subscriber exactly once after the worker is killed and started again', async () => {
    let app = await server();
    const admin = await createUser(app, 'ADMIN');
    const token = await app.accessTokens.sign({ id: admin.id, role: 'ADMIN' });
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `kill-${i}@example.ng`);
    await app.db
      .insert(newsletterSubscribers)
      .values(emails.map((email) => ({ email, confirmedAt: new Date() })));
    const headers = { authorization: `Bearer ${token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      headers,
      payload: { subject: 'Killed in the middle', body: 'Hello from Kasuwa' },
    });
    const { id } = created.json<{ data: Campaign }>().data;
    const sent = await app.inject({ method: 'POST', url: `/api/admin/campaigns/${id}/send`, headers });
    expect(sent.statusCode).toBe(202);
    // The server runs no job: nothing goes out until a worker runs.
    await sleep(1000);
    expect(recipients()).toEqual([]);
    // PGlite is one process's: the server lets it go before the worker opens it.
    await app.close();

    worker = await startWorker({ env });
    await waitFor('the first mails', () => recipients().length >= 5, 120_000, 5);
    await worker.stop('SIGKILL');
    const atKill = recipients().length;
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    worker = await startWorker({ env });
    await waitFor(
      () => `every mail (${recipients().length} of ${SUBSCRIBERS}, ${atKill} when killed)`,
      () => recipients().length >= SUBSCRIBERS,
      120_000,
    );
    // Nothing more comes.
    await sleep(3000);
    await worker.stop('SIGTERM');
    worker = undefined;
    expect(recipients().sort()).toEqual([...emails].sort());

    app = await server();
    try {
      const res = await app.inject({ method: 'GET', url: `/api/admin/campaigns/${id}`, headers });
      expect(res.json<{ data: Campaign }>().data).toMatchObject({
        status: 'sent',
        counts: { recipients: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0, queued: 0 },
      });
    } finally {
      await app.close();
    }
  });
});
