import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { helmetOptions } from '../src/plugins/external/security.js';
import { buildTestApp, type TestApp } from './helpers.js';

describe('hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      config: { corsOrigins: ['http://localhost:3000', 'http://localhost:3001'] },
      extend: (app) => {
        app.get('/api/test-crash', async () => {
          throw new Error('connection to secret-db.internal:5432 refused');
        });
        app.get('/api/test-no-helmet', { helmet: false }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(async () => t.close());

  it('sends helmet security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sends exactly the headers @fastify/helmet sends with the same options, on answers of every kind', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(fastifyHelmet, helmetOptions);
    reference.get('/', async () => ({ ok: true }));
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    expect(names.filter((name) => expected[name] === undefined)).toEqual([]);
    for (const url of [
      '/api/health',
      '/api/products?page_size=2',
      '/api/products/999999',
      '/api/no-such-route',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const name of names) expect([url, name, res.headers[name]]).toEqual([url, name, expected[name]]);
    }
  });

  it('leaves a route declared with helmet: false without the helmet headers, as the plugin would', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-no-helmet' });
    expect(res.statusCode).toBe(200);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options'])
      expect([name, res.headers[name]]).toEqual([name, undefined]);
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unexpected failure with a generic 500 that leaks no message or stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['message']));
    expect(res.body).not.toContain('secret-db');
    expect(res.body).not.toContain('at ');
    expect(body.stack).toBeUndefined();
  });
});

describe('body limit', () => {
  it('answers 413 with the configured limit in words', async () => {
    const t = await buildTestApp({ config: { bodyLimit: 2048 } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { inquiry_type: 'General Inquiry', subject: 'Big', message: 'x'.repeat(4000) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'What was sent is too large.', detail: 'The limit is 2 KB.' });
    } finally {
      await t.close();
    }
  });
});
