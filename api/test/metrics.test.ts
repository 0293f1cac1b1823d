import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { address, addToCart, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, openTestDatabase, type TestApp } from './helpers.js';
import {
  completeAtProvider,
  orderRow,
  payNowOrder,
  payShop,
  postWebhook,
  setWebhooks,
  sign,
  startPayment,
  webhooksProcessed,
  type PayShop,
} from './payments-helpers.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/**
 * The value of one sample of Prometheus's text format: the line of `name` whose labels include `labels`; undefined
 * when there is none.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(databases)('metrics (%s)', (kind) => {
  let shop: PayShop;
  let t: TestApp;
  beforeAll(async () => {
    shop = await payShop(kind, { metricsToken: METRICS_TOKEN });
    t = shop.t;
  }, 60_000);
  afterAll(async () => shop?.close());
  beforeEach(async () => setWebhooks(shop, { webhook_mode: 'drop' }));

  const scrape = async () => {
    const res = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  describe('who may read them', () => {
    it('serves them to an admin and to METRICS_TOKEN, in the Prometheus text format, never cached', async () => {
      const admin = await shopper(t.app, 'ADMIN');
      for (const authorization of [admin.headers.authorization, `Bearer ${METRICS_TOKEN}`]) {
        const res = await t.app.inject({ url: '/api/metrics', headers: { authorization } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
        expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
      }
    });

    it('answers a shopper 403, no token 401 and a token that is neither an admin’s nor the metrics token 401', async () => {
      const customer = await shopper(t.app);
      const forShopper = await t.app.inject({ url: '/api/metrics', headers: customer.headers });
      expect(forShopper.statusCode).toBe(403);
      expect(forShopper.json().message).toMatch(/admins and its monitoring/);

      const none = await t.app.inject({ url: '/api/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.json().detail).toMatch(/METRICS_TOKEN/);
      for (const authorization of [
        `Bearer ${METRICS_TOKEN}x`,
        `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
        'Bearer not-a-token',
        `Basic ${METRICS_TOKEN}`,
        METRICS_TOKEN,
      ]) {
        const res = await t.app.inject({ url: '/api/metrics', headers: { authorization } });
        expect([authorization, res.statusCode]).toEqual([authorization, 401]);
        expect(res.body).not.toContain('http_request_duration_seconds');
      }
    });

    it('serves nothing to a bearer token when none is configured, and refuses a short METRICS_TOKEN', async () => {
      const open = await buildTestApp({ kind });
      try {
        expect(open.config.metricsToken).toBeUndefined();
        const res = await open.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer ' } });
        expect(res.statusCode).toBe(401);
        const guess = await open.app.inject({
          url: '/api/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(guess.statusCode).toBe(401);
      } finally {
        await open.close();
      }
      expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/at least 32 characters/);
      expect(loadConfig({ METRICS_TOKEN: METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
    });
  });

  it('counts a request under its route template, not its URL with the id, and an unknown path as one route', async () => {
    const { product } = await createProduct(t.app);
    const url = `/api/products/${product.id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    await t.app.inject({ url: '/api/products/999999999' });
    await t.app.inject({ url: `/api/no-such-thing/${product.id}` });
    await t.app.inject({ url: `/api/no-such-thing/${product.id + 1}` });

    const text = await scrape();
    const route = '/api/products/:productId';
    expect(
      sample(text, 'http_request_duration_seconds_count', { route, method: 'GET', status_code: '200' }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route, status_code: '404' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route, status_code: '200', le: '+Inf' }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unknown', status_code: '404' }),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(`route="${url}"`);
    expect(text).not.toContain(`/no-such-thing/`);
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/api/metrics"');
  });

  it('counts a placed checkout and a sold-out one', async () => {
    const before = await scrape();
    const count = (text: string, outcome: string) =>
      sample(text, 'kasuwa_checkouts_total', { outcome }) ?? NaN;
    const last = await createProduct(t.app, { stock: 1 });
    const [first, second] = [await shopper(t.app), await shopper(t.app)];
    for (const who of [first, second])
      await addToCart(t.app, who.headers, last.product.id, last.variant.id, 1);
    const checkout = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
      });
    expect((await checkout(first.headers)).statusCode).toBe(201);
    const soldOut = await checkout(second.headers);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().conflict.reason).toBe('stock');

    const after = await scrape();
    expect(count(after, 'placed') - count(before, 'placed')).toBe(1);
    expect(count(after, 'sold_out') - count(before, 'sold_out')).toBe(1);
    expect(count(after, 'changed_quote') - count(before, 'changed_quote')).toBe(0);
    expect(count(after, 'failed')).toBe(0);
  });

  it('counts a checkout under an Idempotency-Key once, however often it is sent, and a changed quote', async () => {
    const before = await scrape();
    const count = (text: string, outcome: string) =>
      sample(text, 'kasuwa_checkouts_total', { outcome }) ?? NaN;
    const { product, variant } = await createProduct(t.app, { stock: 5, price: 1000 });
    const who = await shopper(t.app);
    await addToCart(t.app, who.headers, product.id, variant.id, 1);
    const key = randomUUID();
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers: { ...who.headers, 'idempotency-key': key },
        payload,
      });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: who.headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery', expected_total: 1 },
    });
    expect(changed.json().conflict?.reason).toBe('total');
    const payload = { shipping_address: address, payment_method: 'pay_on_delivery' };
    expect((await send(payload)).statusCode).toBe(201);
    const again = await send(payload);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const after = await scrape();
    expect(count(after, 'placed') - count(before, 'placed')).toBe(1);
    expect(count(after, 'changed_quote') - count(before, 'changed_quote')).toBe(1);
  });

  it('counts payment webhooks by event and result, as answered and as processed', async () => {
    const { order, headers } = await payNowOrder(shop);
    const { reference } = await startPayment(shop, order.id, headers);
    await completeAtProvider(shop, reference);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: `T-${reference}`, reference, amount: Math.round(order.total * 100), currency: 'NGN' },
    });
    const before = await scrape();
    expect((await postWebhook(shop, body, sign(body))).statusCode).toBe(200);
    expect((await postWebhook(shop, body, sign(body))).statusCode).toBe(200);
    expect((await postWebhook(shop, body, 'forged')).statusCode).toBe(401);
    await webhooksProcessed(shop);
    expect((await orderRow(shop, order.id)).paymentStatus).toBe('paid');

    const after = await scrape();
    const received = (text: string, event: string, result: string) =>
      sample(text, 'kasuwa_payment_webhooks_received_total', { event, result }) ?? 0;
    const processed = (text: string, event: string, result: string) =>
      sample(text, 'kasuwa_payment_webhooks_processed_total', { event, result }) ?? 0;
    expect(
      received(after, 'charge.success', 'received') - received(before, 'charge.success', 'received'),
    ).toBe(1);
    expect(
      received(after, 'charge.success', 'duplicate') - received(before, 'charge.success', 'duplicate'),
    ).toBe(1);
    // A forged webhook is never read: its event is not known.
    expect(received(after, 'unknown', 'bad_signature') - received(before, 'unknown', 'bad_signature')).toBe(
      1,
    );
    expect(processed(after, 'charge.success', 'paid') - processed(before, 'charge.success', 'paid')).toBe(1);
  });

  it('reports the database pool, and the job queues through the hook another plugin calls', async () => {
    // A server (no jobs run in it, so nothing else holds a connection at the scrape) with a batch waiting.
    const queued = await buildTestApp({ kind, config: { metricsToken: METRICS_TOKEN, role: 'server' } });
    try {
      await queued.app.jobs.send(queued.app.db, 'campaign-batch', { campaignId: 1, batch: 0 });
      const res = await queued.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      // The pool is read before the queues' counts take a connection.
      const inUse = sample(res.body, 'kasuwa_db_pool_connections', { state: 'in_use' });
      const idle = sample(res.body, 'kasuwa_db_pool_connections', { state: 'idle' });
      expect(inUse).toBe(0);
      expect(idle).toBeGreaterThanOrEqual(kind === 'pglite' ? 1 : 0);
      expect(sample(res.body, 'kasuwa_db_pool_waiting')).toBe(0);
      expect(sample(res.body, 'kasuwa_db_pool_max')).toBe(kind === 'pglite' ? 1 : 12);
      // The queue's own counts, at the scrape.
      expect(sample(res.body, 'kasuwa_jobs', { queue: 'campaign-batch', state: 'waiting' })).toBe(1);
      expect(sample(res.body, 'kasuwa_jobs', { queue: 'campaign-batch', state: 'failed' })).toBe(0);
      expect(
        sample(res.body, 'kasuwa_jobs_oldest_waiting_seconds', { queue: 'campaign-batch' }),
      ).toBeGreaterThanOrEqual(0);
      expect(sample(res.body, 'kasuwa_jobs', { queue: 'idempotency-purge', state: 'active' })).toBe(0);
    } finally {
      await queued.close();
    }
  });
});

describe.each(databases)('readiness (%s)', (kind) => {
  it('is ready when the database answers and every migration is applied, with no sign-in', async () => {
    const t = await buildTestApp({ kind });
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        data: {
          status: 'ready',
          checks: {
            database: { status: 'up', latency_ms: expect.any(Number) },
            migrations: { status: 'up', latency_ms: expect.any(Number) },
            queue: { status: 'up', latency_ms: expect.any(Number) },
          },
        },
      });
    } finally {
      await t.close();
    }
  });

  it('is not ready, 503 naming the check, when a check another plugin added fails; its error stays in the log', async () => {
    const t = await buildTestApp({
      kind,
      extend: (app) => {
        app.readiness.add('mail', async () => 'the mail server is not reachable');
        app.readiness.add('search', async () => {
          throw new Error('secret-host:5432 refused');
        });
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Not ready',
        detail: 'Not ready: mail (the mail server is not reachable), search (failed).',
        data: {
          status: 'not_ready',
          checks: {
            database: { status: 'up' },
            mail: { status: 'down', reason: 'the mail server is not reachable' },
            search: { status: 'down', reason: 'failed' },
          },
        },
      });
      expect(res.body).not.toContain('secret-host');
    } finally {
      await t.close();
    }
  });

  it('is not ready when a migration of this version is not applied', async () => {
    const database = await openTestDatabase(kind);
    const t = await buildTestApp({ kind, database });
    try {
      const table = sql.raw(`"${database.schemaName ?? 'drizzle'}"."__drizzle_migrations"`);
      await t.database.db.execute(sql`delete from ${table} where id = (select max(id) from ${table})`);
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        detail: 'Not ready: migrations (1 migration of this version not applied).',
        data: { checks: { database: { status: 'up' }, migrations: { status: 'down' } } },
      });
    } finally {
      await t.close();
    }
  });

  it('is not ready when the database is closed', async () => {
    const database = await openTestDatabase(kind);
    const t = await buildTestApp({ kind, database });
    try {
      // Ready until then (and the work the app starts with is done, so closing interrupts none of it).
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await database.database.close();
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: 'Not ready',
        detail: 'Not ready: database (failed), migrations (failed), queue (failed).',
        data: {
          status: 'not_ready',
          checks: {
            database: { status: 'down', reason: 'failed' },
            migrations: { status: 'down' },
            queue: { status: 'down' },
          },
        },
      });
    } finally {
      await t.app.close();
      await database.drop();
    }
  });
});
