// The shop server's Prometheus metrics (docs/operations.md, "Metrics, health and alerts"), served at /metrics to
// METRICS_TOKEN only: the process's defaults, every request by route template, method and status, the page cache's
// hits and misses, and the renders done, refused by the render budget, or failed. The API serves its own at
// /api/metrics (proxied like any /api path).
import type { FastifyInstance } from 'fastify';
import promClient from 'prom-client';
import { bearerToken, isMetricsToken } from 'shared-contracts/metrics-token';

/** Where the page handler counts what it does (render/page-renderer.ts). */
export interface PageMetrics {
  /** A page looked up in the page cache: kept there, or to be rendered. */
  cache(result: 'hit' | 'miss'): void;
  /** A page the cache could not answer: rendered, refused by the render budget (429), or failed (the page the browser renders alone). */
  render(result: 'rendered' | 'refused' | 'failed'): void;
}

export interface ShellMetrics {
  /** This server's metrics; /metrics serves them with the process's own. */
  registry: promClient.Registry;
  pages: PageMetrics;
  /** Times every request; register before any route. */
  timeRequests(app: FastifyInstance): void;
  /** GET /metrics, to `Authorization: Bearer <METRICS_TOKEN>` and to nobody else (none when no token is set). */
  serve(app: FastifyInstance, token: string | undefined): void;
}

/** The path the metrics are served at: not a page, not in the sitemap, kept from crawlers by robots.txt. */
export const METRICS_PATH = '/metrics';
/** The route label of a request no route matched: one series for every such path. */
export const UNKNOWN_ROUTE = 'unknown';
/** Latency buckets, in seconds: a render waits on the API, whose requests the storefront gives up on after 20 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 20];

const REFUSED =
  "This server's metrics are for its monitoring: send METRICS_TOKEN as a bearer token (docs/operations.md).";

let processMetrics: promClient.Registry | undefined;
/**
 * prom-client's defaults (CPU, memory, event loop, garbage collection): once per process, however many servers it
 * makes (the tests make many), since each collection watches the event loop and the collector for good.
 */
function processRegistry(): promClient.Registry {
  if (!processMetrics) {
    processMetrics = new promClient.Registry();
    promClient.collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

export function shellMetrics(): ShellMetrics {
  const registry = new promClient.Registry();
  // From the start, so the process's CPU and GC are counted from then, not from the first scrape.
  const processWide = processRegistry();
  const requests = new promClient.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template, method and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const lookups = new promClient.Counter({
    name: 'kasuwa_page_cache_lookups_total',
    help: 'Pages looked up in the page cache, by result: hit, miss',
    labelNames: ['result'],
    registers: [registry],
  });
  const renders = new promClient.Counter({
    name: 'kasuwa_page_renders_total',
    help: 'Pages the cache could not answer, by result: rendered, refused (render budget), failed',
    labelNames: ['result'],
    registers: [registry],
  });
  // Every series shows from the start at 0, so a rate over it is defined before the first one happens.
  for (const result of ['hit', 'miss']) lookups.inc({ result }, 0);
  for (const result of ['rendered', 'refused', 'failed']) renders.inc({ result }, 0);

  return {
    registry,
    pages: {
      cache: (result) => lookups.inc({ result }),
      render: (result) => renders.inc({ result }),
    },
    timeRequests(app) {
      const started = new WeakMap<object, ReturnType<typeof requests.startTimer>>();
      app.addHook('onRequest', async (request) => {
        // The scrapes are not the shop's traffic.
        if (request.routeOptions.url === METRICS_PATH) return;
        started.set(request, requests.startTimer());
      });
      app.addHook('onResponse', async (request, reply) => {
        const end = started.get(request);
        if (!end) return;
        end({
          method: request.method,
          route: request.routeOptions.url ?? UNKNOWN_ROUTE,
          status_code: String(reply.statusCode),
        });
      });
    },
    serve(app, token) {
      app.get(METRICS_PATH, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!isMetricsToken(bearerToken(request.headers.authorization), token))
          return reply
            .code(401)
            .header('WWW-Authenticate', 'Bearer')
            .type('text/plain; charset=utf-8')
            .send(REFUSED);
        const text = await promClient.Registry.merge([registry, processWide]).metrics();
        return reply.type(registry.contentType).send(text);
      });
    },
  };
}
