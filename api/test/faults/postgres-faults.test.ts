/**
 * Faults on the production topology (PostgreSQL + Redis), with processes this suite starts and stops itself:
 * the database going away and coming back, Redis stopped and started, the API SIGKILLed with checkouts in flight,
 * and SIGTERM with requests in flight. Recovery times are printed (they are reported, not asserted).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DATABASE_URL, describeOnPostgres, incoming, startApi, waitFor, type ApiProcess } from './harness.js';
import { call, callWithRetries, checkoutBody, newShopper, type Shopper } from './harness-client.js';
import {
  createSchema,
  linkToDatabase,
  startRedis,
  type DatabaseLink,
  type RedisProcess,
} from './harness-services.js';

const API_PORT = 8801;
const REDIS_PORT = 8820;
const LINK_PORT = 8830;
const UNAVAILABLE = 'The shop cannot reach its database just now. Please try again in a moment.';

jest.setTimeout(240_000);

describeOnPostgres('faults on PostgreSQL and Redis', () => {
  let schema: Awaited<ReturnType<typeof createSchema>>;
  let link: DatabaseLink;
  let redis: RedisProcess;
  let api: ApiProcess;
  let env: Record<string, string>;
  const applicationName = `kasuwa-fault-${randomUUID().slice(0, 8)}`;
  const recovery: Record<string, number> = {};

  /** A published variant with `stock` units, to buy from. */
  const variantWithStock = async (stock: number, skip = 0) => {
    const { rows } = await schema.query<{ id: number; product_id: number }>(
      `select v.id, v.product_id from variants v join products p on p.id = v.product_id
       where p.published order by v.id offset $1 limit 1`,
      [skip],
    );
    const variant = rows[0];
    if (!variant) throw new Error('no seeded variant');
    await schema.query('update variants set stock = $1 where id = $2', [stock, variant.id]);
    return variant;
  };
  const addToCart = (shopper: Shopper, variant: { id: number; product_id: number }) =>
    call(`${api.url}/api/products/add-to-cart`, {
      method: 'POST',
      token: shopper.token,
      body: { product_id: variant.product_id, variant_id: variant.id, quantity: 1 },
    });

  beforeAll(async () => {
    schema = await createSchema(DATABASE_URL ?? '');
    link = await linkToDatabase(DATABASE_URL ?? '', LINK_PORT);
    redis = await startRedis(REDIS_PORT);
    env = {
      DATABASE_URL: link.url,
      DATABASE_SCHEMA: schema.name,
      DATABASE_APPLICATION_NAME: applicationName,
      REDIS_URL: redis.url,
    };
    api = await startApi({ port: API_PORT, env });
  });

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await redis?.stop();
    await link?.close();
    await schema?.drop();
    console.info(`fault recovery times (ms): ${JSON.stringify(recovery)}`);
  });

  it('database gone: health 503 naming it, requests 503 with a sentence in time, recovery without restart', async () => {
    const shopper = await newShopper(api.url);
    const variant = await variantWithStock(1000);
    expect((await addToCart(shopper, variant)).status).toBe(200);
    const pid = api.child.pid;

    link.cut();
    // The API's own connections, found by the application_name it sets, are ended on the server too.
    await schema.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    const health = await waitFor('health to report the database down', async () => {
      const answer = await call(`${api.url}/api/health`);
      return answer.status === 503 ? answer : undefined;
    });
    expect(health.body).toMatchObject({
      detail: 'The database is not reachable.',
      data: { database: { status: 'down' }, redis: { status: 'up' } },
    });

    // Within the shop client's 20 s timeout (call() aborts after 20 s): a 503 with a sentence, never a hang.
    const orders = await call(`${api.url}/api/orders`, { token: shopper.token, timeoutMs: 20_000 });
    expect(orders.status).toBe(503);
    expect(orders.body.message).toBe(UNAVAILABLE);
    const key = randomUUID();
    const refused = await call(`${api.url}/api/orders/checkout`, {
      method: 'POST',
      token: shopper.token,
      body: checkoutBody,
      headers: { 'idempotency-key': key },
      timeoutMs: 20_000,
    });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(UNAVAILABLE);

    const restored = Date.now();
    link.restore();
    await waitFor('health to recover', async () => (await call(`${api.url}/api/health`)).status === 200);
    recovery.databaseRestored = Date.now() - restored;
    // The same key, retried after the outage, places the order once.
    const placed = await callWithRetries(() => `${api.url}/api/orders/checkout`, {
      method: 'POST',
      token: shopper.token,
      body: checkoutBody,
      headers: { 'idempotency-key': key },
    });
    expect(placed.status).toBe(201);
    expect(api.child.pid).toBe(pid);
    expect(api.child.exitCode).toBeNull();
  });

  it('Redis stopped: limits fall back to memory with a warning, the shop sells, limits shared again after', async () => {
    const shopper = await newShopper(api.url);
    const variant = await variantWithStock(1000, 1);
    await redis.stop();
    const stopped = Date.now();
    expect((await addToCart(shopper, variant)).status).toBe(200);
    const sold = await call(`${api.url}/api/orders/checkout`, {
      method: 'POST',
      token: shopper.token,
      body: checkoutBody,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sold.status).toBe(201);
    await waitFor('the fallback warning', () =>
      api.logs.some((l) => l.level === 40 && /limits fall back to this process/.test(l.msg)),
    );
    recovery.redisFallback = Date.now() - stopped;
    const degraded = await call(`${api.url}/api/health`);
    expect(degraded.status).toBe(200);
    expect(degraded.body.data).toMatchObject({ status: 'degraded', redis: { status: 'down' } });

    redis = await startRedis(REDIS_PORT);
    const started = Date.now();
    const probe = new Redis(redis.url);
    try {
      // Limits are shared again once requests count in Redis.
      await waitFor('rate-limit counts in Redis again', async () => {
        await call(`${api.url}/api/products?page=1`);
        return (await probe.keys('kasuwa-count:kasuwa-rl:*')).length > 0;
      });
      recovery.redisShared = Date.now() - started;
      expect(api.logs.some((l) => /limits are shared again/.test(l.msg))).toBe(true);
      const healthy = await call(`${api.url}/api/health`);
      expect(healthy.body.data).toMatchObject({ status: 'ok', redis: { status: 'up' } });
    } finally {
      probe.disconnect();
    }
  });

  it('SIGKILL with 20 checkouts in flight: after a restart every shopper has one order or a clear refusal', async () => {
    const stock = 12;
    const variant = await variantWithStock(stock, 2);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 20; i += 1) shoppers.push(await newShopper(api.url));
    for (const shopper of shoppers) expect((await addToCart(shopper, variant)).status).toBe(200);

    const seenBefore = incoming(api.logs, '/api/orders/checkout').length;
    const killed = api;
    const outcomes = Promise.all(
      shoppers.map((shopper) => {
        const key = randomUUID();
        return callWithRetries(
          () => `${api.url}/api/orders/checkout`,
          { method: 'POST', token: shopper.token, body: checkoutBody, headers: { 'idempotency-key': key } },
          180_000,
        );
      }),
    );
    await waitFor(
      'checkouts to reach the API',
      () => incoming(killed.logs, '/api/orders/checkout').length - seenBefore >= 5,
      30_000,
      5,
    );
    await killed.stop('SIGKILL');
    const down = Date.now();
    api = await startApi({ port: API_PORT, env });
    recovery.restartAfterSigkill = Date.now() - down;

    const answers = await outcomes;
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toMatch(/^Not enough stock for /);
    }
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(stock);

    const perShopper = await schema.query<{ email: string; orders: number }>(
      `select u.email, count(o.id)::int as orders from users u left join orders o on o.user_id = u.id
       where u.email = any($1) group by u.email`,
      [shoppers.map((s) => s.email)],
    );
    const ordersByEmail = new Map(perShopper.rows.map((r) => [r.email, r.orders]));
    shoppers.forEach((shopper, i) => {
      expect(ordersByEmail.get(shopper.email)).toBe(answers[i]?.status === 201 ? 1 : 0);
    });
    const ids = placed.map((a) => (a.body.data as { id: number }).id);
    expect(new Set(ids).size).toBe(stock);
    const { rows } = await schema.query<{ stock: number; sold: number; bare: number }>(
      `select (select stock from variants where id = $1) as stock,
              (select coalesce(sum(quantity), 0)::int from order_items where variant_id = $1) as sold,
              (select count(*)::int from orders o where not exists
                 (select 1 from order_items i where i.order_id = o.id)) as bare`,
      [variant.id],
    );
    expect(rows[0]).toEqual({ stock: 0, sold: stock, bare: 0 });
  });

  it('SIGTERM with requests in flight: they finish, new ones are refused, the process exits within 10 s', async () => {
    const shopper = await newShopper(api.url);
    const victim = await newShopper(api.url);
    // Six failed sign-ins put the account under attack: each further attempt waits before its check.
    for (let i = 0; i < 6; i += 1) {
      const res = await call(`${api.url}/api/auth/login`, {
        method: 'POST',
        body: { email: victim.email, password: 'wrong-password-1' },
      });
      expect(res.status).toBe(401);
    }
    const before = incoming(api.logs, '/api/auth/login').length;
    const ordersBefore = incoming(api.logs, '/api/orders').length;
    const slow = Promise.all(
      Array.from({ length: 3 }, () =>
        call(`${api.url}/api/auth/login`, {
          method: 'POST',
          body: { email: victim.email, password: 'wrong-2' },
        }),
      ),
    );
    const quick = Promise.all(
      Array.from({ length: 10 }, () => call(`${api.url}/api/orders`, { token: shopper.token })),
    );
    await waitFor(
      () =>
        `every request to reach the API (${incoming(api.logs, '/api/auth/login').length - before} ${incoming(api.logs, '/api/orders').length - ordersBefore} ${JSON.stringify(api.logs.slice(-3))})`,
      () =>
        incoming(api.logs, '/api/auth/login').length - before >= 3 &&
        incoming(api.logs, '/api/orders').length - ordersBefore >= 10,
      30_000,
      5,
    );
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    await waitFor(
      'the API to stop listening',
      async () => {
        try {
          const res = await call(`${api.url}/api/health`, { timeoutMs: 2_000 });
          return res.status === 503;
        } catch {
          return true;
        }
      },
      10_000,
      20,
    );
    const [slowAnswers, quickAnswers] = await Promise.all([slow, quick]);
    expect(slowAnswers.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(quickAnswers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const exit = await api.exited;
    recovery.sigtermExit = Date.now() - signalled;
    expect(exit.code).toBe(0);
    expect(recovery.sigtermExit).toBeLessThan(10_000);
    expect(api.logs.some((l) => l.msg === 'SIGTERM received, closing')).toBe(true);
  });
});
