/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from '../app';
import { runtimeConfigFromEnv } from '../config';
import { ManifestReader } from '../manifests/manifest-reader';
import { noReleases } from '../releases/release-chooser';
import type { Renderer } from '../render/page-renderer';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const runtimeConfig = runtimeConfigFromEnv({}, { catalog: 3001, cart: 3002, account: 3003, admin: 3004 });

/** Stands in for the shell's server build: every page renders its path, and a page under /broken fails. */
const renderer = {
  configureApi: () => undefined,
  remoteOfPath: () => null,
  renderPage: async ({ url }: { url: string }) => {
    if (url.startsWith('/broken')) throw new Error('the render failed');
    return {
      status: 200,
      meta: { title: `${url} | Kasuwa` },
      styles: '',
      body: Readable.from([`<main>${url}</main>`]),
      state: { queries: [], mutations: [] },
      rendered: [],
    };
  },
} as unknown as Renderer;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-metrics-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

function shellServer(
  options: Partial<Parameters<typeof createShellServer>[0]> = {},
  token: string | null = METRICS_TOKEN,
) {
  return createShellServer({
    shellDist: dist,
    runtimeConfig,
    // Nothing listens there: the catalogue's generation and the sitemap are unknown, as when the API is down.
    apiUrl: 'http://127.0.0.1:9',
    publicUrl: 'https://kasuwa.example',
    renderer,
    releases: noReleases(runtimeConfig),
    manifests: new ManifestReader({ fetchManifest: () => Promise.reject(new Error('no remotes here')) }),
    crawlerDns: { reverse: async () => [], resolve: async () => [] },
    ...(token === null ? {} : { metricsToken: token }),
    ...options,
  });
}

/** One sample of Prometheus's text format: the line of `name` whose labels include `labels`. */
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

describe("the shop server's metrics", () => {
  let shell: FastifyInstance;
  beforeAll(async () => {
    shell = await shellServer({ rendersPerMinute: 3 });
  });
  afterAll(() => shell.close());

  const scrape = async () => {
    const res = await shell.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('are served to METRICS_TOKEN, never cached, and to nobody else, whatever the client accepts', async () => {
    const res = await shell.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');

    for (const headers of [
      {},
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: 'Bearer not-the-token' },
      { authorization: METRICS_TOKEN },
      { accept: 'text/html' },
    ]) {
      const refused = await shell.inject({ url: '/metrics', headers });
      expect([headers, refused.statusCode]).toEqual([headers, 401]);
      expect(refused.headers['content-type']).toMatch(/^text\/plain/);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.body).toMatch(/METRICS_TOKEN/);
      expect(refused.body).not.toContain('process_cpu');
    }
  });

  it('are served to nobody when no METRICS_TOKEN is set', async () => {
    const closed = await shellServer({}, null);
    try {
      for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${METRICS_TOKEN}`]) {
        const res = await closed.inject({ url: '/metrics', headers: { authorization } });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await closed.close();
    }
  });

  it('are kept from crawlers', async () => {
    const robots = await shell.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /metrics\n');
  });

  it('count the page cache’s hits and misses, renders done, refused by the budget and failed, by route template', async () => {
    const before = await scrape();
    const delta = (after: string, name: string, labels: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

    for (const url of [
      '/products/6',
      '/products/6',
      '/products/7',
      '/broken-page',
      '/products/8',
      '/faq?x=1',
    ])
      await shell.inject({ url, headers: { accept: 'text/html' } });

    const after = await scrape();
    // /products/6 once from the cache; the budget of 3 renders is spent by /products/6, /products/7 and the failed one.
    expect(delta(after, 'kasuwa_page_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(delta(after, 'kasuwa_page_cache_lookups_total', { result: 'miss' })).toBe(5);
    expect(delta(after, 'kasuwa_page_renders_total', { result: 'rendered' })).toBe(2);
    expect(delta(after, 'kasuwa_page_renders_total', { result: 'failed' })).toBe(1);
    expect(delta(after, 'kasuwa_page_renders_total', { result: 'refused' })).toBe(2);

    const requests = (labels: Record<string, string>) =>
      delta(after, 'http_request_duration_seconds_count', { method: 'GET', ...labels });
    expect(requests({ route: '/products/*', status_code: '200' })).toBe(3);
    expect(requests({ route: '/products/*', status_code: '429' })).toBe(1);
    // A page outside the route table reaches the not-found handler: one route for every such path.
    expect(requests({ route: 'unknown' })).toBe(1);
    expect(after).not.toContain('/products/6"');
    expect(after).not.toContain('broken-page');
    expect(after).not.toContain('route="/metrics"');
  });
});
