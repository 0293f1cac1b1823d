import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { API_DIR } from '../src/db/client.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

/** The shop's version: the root package.json's (CHANGELOG.md's newest section; upgrade.test.ts holds them together). */
const shopVersion = (
  JSON.parse(readFileSync(join(API_DIR, '..', 'package.json'), 'utf8')) as { version: string }
).version;

describe.each(databases)('health and plumbing (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  it("pings the database and reports its latency, and the shop's version", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(shopVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(res.json()).toEqual({
      data: {
        status: 'ok',
        version: shopVersion,
        database: { status: 'up', latency_ms: expect.any(Number) },
      },
    });
    expect(res.json().data.database.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 naming the database when it is down', async () => {
    const ping = jest.spyOn(t.database, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        detail: 'The database is not reachable.',
        data: { status: 'down', version: shopVersion, database: { status: 'down' } },
      });
    } finally {
      ping.mockRestore();
    }
  });

  it("uses the proxy's X-Request-Id when it is a sane token, and echoes the id", async () => {
    const passed = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'req-7f3K.9:q' } });
    expect(passed.headers['x-request-id']).toBe('req-7f3K.9:q');
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b forged' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(forged.headers['x-request-id']);
  });

  it('answers a lost database connection with a 503 and a sentence', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const failing = await buildTestApp({
      kind,
      extend: (app) => {
        app.get('/api/test-lost-connection', async () => {
          throw new Error('Failed query', { cause: lost });
        });
      },
    });
    try {
      const res = await failing.app.inject({ url: '/api/test-lost-connection' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The shop cannot reach its database just now. Please try again in a moment.',
        detail: 'The database is not reachable.',
      });
      expect(res.headers['retry-after']).toBe('2');
    } finally {
      await failing.close();
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Not found.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc).toMatchObject({ openapi: expect.any(String) });
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['email', 'password'],
    );
    expect(doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'category',
        'search',
        'min_price',
        'max_price',
        'in_stock',
        'on_sale',
        'sort',
        'page',
        'page_size',
      ]),
    );
    expect(doc.paths['/api/orders/checkout'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('does not serve the OpenAPI document or its UI when API docs are off, as in production', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    const closed = await buildTestApp({ kind, config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
        expect([url, (await closed.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
      }
      // The document is still built, for the route table the tests read.
      expect(closed.app.swagger()).toMatchObject({ openapi: expect.any(String) });
    } finally {
      await closed.close();
    }
  });

  it('rejects bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'What was sent is too large.' });
  });
});
