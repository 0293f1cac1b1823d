import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../api/src/app.js';
import { loadConfig, type AppConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/client.js';
import { FLOOD_ONLY, PORT_BASE, POSTGRES_URL } from './api-settings.js';
import { timeServed } from './api-rounds.js';

export interface Servers {
  config: AppConfig;
  app: FastifyInstance;
  apiUrl: string;
  uncachedUrl: string;
  postgres: { url: string; cacheOffUrl: string } | undefined;
  bareUrl: string;
  firstId: number;
  /** Every server but the API that is signed in to during the floods. */
  others: FastifyInstance[];
  cleanups: (() => void | Promise<void>)[];
}

/** The API (cache on and off, PGlite and PostgreSQL) and a bare Fastify route serving the listing's bytes. */
export async function startServers(): Promise<Servers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-'));
  const cleanups: (() => void | Promise<void>)[] = [() => rmSync(dataDir, { recursive: true, force: true })];
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    {
      rateLimitMax: 10_000_000,
      logLevel: 'warn',
      // The bench speaks for clients behind a local proxy, so that the flood and the shoppers have addresses
      // of their own. The sign-in limits are lifted so that the flood keeps hashing instead of getting 429s:
      // the worst case for the hashing queue.
      trustProxy: ['loopback'],
      loginMaxFailures: 1_000_000,
      loginAddressSlowAfter: 1_000_000,
      loginAddressMaxAccounts: 1_000_000,
    },
  );
  const app = await buildApp({ config });
  timeServed(app);
  const apiUrl = await app.listen({ port: PORT_BASE, host: '127.0.0.1' });
  if (FLOOD_ONLY) {
    return {
      config,
      app,
      apiUrl,
      uncachedUrl: '',
      postgres: undefined,
      bareUrl: '',
      firstId: 1,
      others: [],
      cleanups,
    };
  }
  const withDir = (overrides: Partial<AppConfig>): AppConfig => {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return {
      ...config,
      dataDir: dir,
      pgliteDir: join(dir, 'pglite'),
      uploadDir: join(dir, 'uploads'),
      ...overrides,
    };
  };
  // The same API with the catalogue cache off: every request reaches the database.
  const uncached = await buildApp({ config: withDir({ catalogCacheMs: 0 }) });
  timeServed(uncached);
  const uncachedUrl = await uncached.listen({ port: PORT_BASE + 1, host: '127.0.0.1' });
  const others: FastifyInstance[] = [uncached];

  // The same API on PostgreSQL, in a schema of its own that is dropped afterwards.
  let postgres: Servers['postgres'];
  if (POSTGRES_URL) {
    const schemaName = `bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema "${schemaName}"`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop schema if exists "${schemaName}" cascade`);
      // The job queue's, beside it.
      await dropper.query(`drop schema if exists "${schemaName}_jobs" cascade`);
      await dropper.end();
    });
    const open = () => openDatabase({ databaseUrl: POSTGRES_URL, schemaName });
    const pgConfig = withDir({ databaseUrl: POSTGRES_URL });
    const pgApp = await buildApp({ config: pgConfig, database: await open() });
    const pgCacheOff = await buildApp({
      config: { ...pgConfig, catalogCacheMs: 0 },
      database: await open(),
      seed: false,
    });
    others.push(pgApp, pgCacheOff);
    timeServed(pgApp);
    timeServed(pgCacheOff);
    postgres = {
      url: await pgApp.listen({ port: PORT_BASE + 3, host: '127.0.0.1' }),
      cacheOffUrl: await pgCacheOff.listen({ port: PORT_BASE + 4, host: '127.0.0.1' }),
    };
  }

  const listing = await fetch(`${apiUrl}/api/products?page_size=24`);
  const listingBody = await listing.text();
  const firstId =
    (JSON.parse(listingBody) as { data: { results: { id: number }[] } }).data.results[0]?.id ?? 1;

  const bare = Fastify({ logger: false });
  timeServed(bare);
  bare.get('/bare', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(listingBody),
  );
  const bareUrl = await bare.listen({ port: PORT_BASE + 2, host: '127.0.0.1' });
  others.push(bare);
  return { config, app, apiUrl, uncachedUrl, postgres, bareUrl, firstId, others, cleanups };
}
