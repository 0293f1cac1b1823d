import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { percentile } from '../../lib/stats.mjs';
import { checkDatabase } from './checks.js';
import { startProcess, startRedis, waitUntil, type Child } from './processes.js';
import { payWinners, rush } from './rush.js';
import { setUpSale } from './sale.js';
import { createAccounts, fillCarts, makeShoppers } from './shoppers.js';
import {
  API_DIR,
  MAINTENANCE_URL,
  PORT_BASE,
  SHOPPERS,
  SIMULATOR_DIR,
  type Checks,
  type Run,
} from './settings.js';

/** One run of the rush on one kind of database, from a fresh database to every figure read back from it. */
export async function runOnce(kind: 'postgres' | 'pglite'): Promise<Run> {
  const { openDatabase } = await import('../../../api/src/db/client.js');
  const { createAccessTokens } = await import('../../../api/src/lib/tokens.js');

  const replicas = kind === 'postgres' ? 2 : 1;
  const label = kind === 'postgres' ? 'PostgreSQL, 2 API replicas, Redis' : 'PGlite, 1 API';
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-flash-'));
  const databaseName = `kasuwa_flash_${process.pid}`;
  const databaseUrl = (() => {
    const url = new URL(MAINTENANCE_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const jwtSecret = randomBytes(32).toString('hex');
  const adminPassword = `Flash-${randomBytes(6).toString('hex')}`;
  const simulatorKey = `sk_test_flash_${randomBytes(6).toString('hex')}`;
  const apiPorts = Array.from({ length: replicas }, (_, i) => PORT_BASE + i);
  const simulatorPort = PORT_BASE + 10;
  const redisPort = PORT_BASE + 20;
  const children: Child[] = [];
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];

  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: MAINTENANCE_URL });
    await c.connect();
    await c.query(`drop database if exists "${databaseName}" with (force)`);
    await c.end();
  };
  try {
    console.info(`\n${label}: preparing`);
    if (kind === 'postgres') {
      await dropDatabase();
      const c = new pg.Client({ connectionString: MAINTENANCE_URL });
      await c.connect();
      await c.query(`create database "${databaseName}"`);
      await c.end();
      cleanups.push(dropDatabase);
    }
    const apiEnv: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: kind === 'postgres' ? databaseUrl : '',
      REDIS_URL: kind === 'postgres' ? `redis://127.0.0.1:${redisPort}` : '',
      JWT_SECRET: jwtSecret,
      ADMIN_PASSWORD: adminPassword,
      RATE_LIMIT_MAX: '10000000',
      WEBHOOK_RATE_LIMIT_MAX: '10000000',
      PAYSTACK_SECRET_KEY: simulatorKey,
      PAYSTACK_BASE_URL: `http://127.0.0.1:${simulatorPort}`,
      APP_URL: `http://127.0.0.1:${PORT_BASE + 30}`,
    };

    const tag = randomBytes(3).toString('hex');
    const users = await createAccounts(apiEnv, tag);

    // The processes, on ports of their own.
    const { api, simulatorUrl } = await startServices(kind, apiEnv, children, {
      apiPorts,
      simulatorPort,
      redisPort,
      simulatorKey,
    });

    const sale = await setUpSale(api(0), adminPassword, tag);
    const shoppers = await makeShoppers(users, createAccessTokens(jwtSecret));
    await fillCarts(shoppers, api, sale, label);

    // The rush: every checkout at once, spread over the replicas.
    const rushStarted = performance.now();
    const answers = await rush(shoppers, api);
    const rushSeconds = (performance.now() - rushStarted) / 1000;
    const times = answers.map((a) => a.ms);
    const placedTimes = answers.filter((a) => a.status === 201).map((a) => a.ms);
    console.info(`${label}: ${SHOPPERS} checkouts answered in ${rushSeconds.toFixed(1)} s; paying`);

    const { paid, payFailures } = await payWinners(answers, api, simulatorUrl);
    // The webhooks the simulator sends land meanwhile; a moment for the last ones.
    await new Promise((r) => setTimeout(r, 2_000));

    for (const child of [...children].reverse()) await child.stop();
    children.length = 0;

    // Every figure from the database.
    const database =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl, poolSize: 2 })
        : await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    let checks: Checks;
    try {
      checks = await checkDatabase(database, sale, tag, answers);
    } finally {
      await database.close();
    }
    return {
      label,
      replicas,
      rushSeconds,
      answers,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      placedP50: percentile(placedTimes, 50),
      placedP99: percentile(placedTimes, 99),
      paid,
      payFailures,
      checks,
    };
  } catch (error) {
    for (const child of children)
      if (child.output.length) console.error(`--- ${child.name} ---\n${child.output.join('').slice(-3000)}`);
    throw error;
  } finally {
    for (const child of [...children].reverse()) await child.stop().catch(() => undefined);
    for (const cleanup of cleanups.reverse())
      await Promise.resolve(cleanup()).catch((e: unknown) => console.error(e));
  }
}

/** A redis-server of the run's own (PostgreSQL only), the Paystack simulator and the API replicas, each waited for. */
async function startServices(
  kind: 'postgres' | 'pglite',
  apiEnv: Record<string, string>,
  children: Child[],
  ports: { apiPorts: number[]; simulatorPort: number; redisPort: number; simulatorKey: string },
): Promise<{ api: (i: number) => string; simulatorUrl: string }> {
  const { apiPorts, simulatorPort, redisPort, simulatorKey } = ports;
  if (kind === 'postgres') {
    const redis = startRedis(redisPort);
    children.push(redis);
    const net = await import('node:net');
    await waitUntil(
      'redis-server',
      () =>
        new Promise<boolean>((done) => {
          const s = net.connect(redisPort, '127.0.0.1');
          s.once('connect', () => (s.destroy(), done(true)));
          s.once('error', () => done(false));
        }),
    );
  }
  const simulator = startProcess('simulator', ['--import', 'tsx', 'src/server.ts'], SIMULATOR_DIR, {
    NODE_ENV: 'development',
    PAYSTACK_SIMULATOR_PORT: String(simulatorPort),
    PAYSTACK_SIMULATOR_SECRET_KEY: simulatorKey,
    PAYSTACK_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPorts[0]}/api/payments/paystack/webhook`,
  });
  children.push(simulator);
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  await waitUntil('the simulator', async () => (await fetch(simulatorUrl)).ok, simulator);
  const apis = apiPorts.map((port) =>
    startProcess(`api ${port}`, ['--import', 'tsx', 'src/server.ts'], API_DIR, {
      ...apiEnv,
      API_PORT: String(port),
    }),
  );
  children.push(...apis);
  const urls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(
    apis.map((api, i) => waitUntil(api.name, async () => (await fetch(`${urls[i]}/api/health`)).ok, api)),
  );
  const api = (i: number) => urls[i % urls.length] as string;
  return { api, simulatorUrl };
}
