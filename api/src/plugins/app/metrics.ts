import fp from 'fastify-plugin';
import promClient from 'prom-client';

/** A job queue's counts at one moment, as the queue reports them (one entry per queue). */
export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  /** How long the oldest waiting job has waited, in seconds; null when none waits. */
  oldestWaitingSeconds: number | null;
}

export interface Metrics {
  /**
   * The API's registry, which GET /api/metrics serves with the process's own (`text`). A plugin adds its own collector to it with prom-client
   * (`new Gauge({ …, registers: [fastify.metrics.registry], collect() { … } })`): `collect` runs at each scrape. So
   * do the modules their counters: checkouts by outcome (modules/checkout/outcome.ts), payment webhooks by event
   * and result (modules/payments/webhook-metrics.ts).
   */
  registry: promClient.Registry;
  /** Everything GET /api/metrics serves: this registry's metrics and the process's. */
  text(): Promise<string>;
  /** Reports the job queues' depth, failures and oldest wait at each scrape, from `counts` (e.g. the queue's own). */
  observeQueues(counts: () => Promise<QueueCounts[]>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** Leaves a route's requests out of the request metrics (the scrapes themselves). */
    disableMetrics?: boolean;
  }
}

/**
 * Request latency buckets, in seconds: up to the 15 s a request may wait for a database connection under a rush
 * (db/client.ts TURN_WAIT_MS) and the storefront's 20 s timeout.
 */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 20];

/** The route label of a request no route matched (a 404): one series for every such path. */
export const UNKNOWN_ROUTE = 'unknown';

let processMetrics: promClient.Registry | undefined;
/**
 * prom-client's defaults (CPU, memory, event loop, garbage collection): once per process, however many apps it builds
 * (the tests build many), since each collection watches the event loop and the collector for good.
 */
function processRegistry(): promClient.Registry {
  if (!processMetrics) {
    processMetrics = new promClient.Registry();
    promClient.collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * Prometheus metrics (docs/operations.md, "Metrics, health and alerts"), in a registry of this app's own: the
 * process's defaults; every request's latency by route template (`/api/orders/:orderId`, never the raw URL, so an id
 * in a path makes no new series; a path no route matches is `unknown`), method and status; the database pool; the
 * job queues; and what the modules add (checkouts by outcome, payment webhooks by event and result). Served by
 * routes/metrics.ts.
 *
 * The request hooks are prom-client's histogram over Fastify's own route template (`request.routeOptions.url`);
 * fastify-metrics, which does the same, left prom-client after its 12.x and claims `fastify.metrics` for itself.
 */
export default fp(
  async (fastify) => {
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
    const started = new WeakMap<object, ReturnType<typeof requests.startTimer>>();
    fastify.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.disableMetrics) return;
      started.set(request, requests.startTimer());
    });
    // Not called when the client goes away before the answer: such a request has no status to count.
    fastify.addHook('onResponse', async (request, reply) => {
      const end = started.get(request);
      if (!end) return;
      // A path (or method) no route matches has no template: one `unknown` series for all of them.
      const route = request.routeOptions.url ?? UNKNOWN_ROUTE;
      end({ method: request.method, route, status_code: String(reply.statusCode) });
    });

    const { database } = fastify;
    new promClient.Gauge({
      name: 'kasuwa_db_pool_connections',
      help: 'Database connections of this process, by state: in_use, idle',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle } = database.poolStats();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new promClient.Gauge({
      name: 'kasuwa_db_pool_waiting',
      help: 'Requests waiting for a database connection, every one being in use',
      registers: [registry],
      collect() {
        this.set(database.poolStats().waiting);
      },
    });
    new promClient.Gauge({
      name: 'kasuwa_db_pool_max',
      help: 'The most database connections this process opens',
      registers: [registry],
      collect() {
        this.set(database.poolStats().max);
      },
    });

    const metrics: Metrics = {
      registry,
      text: () => promClient.Registry.merge([registry, processWide]).metrics(),
      observeQueues(counts) {
        // A queue that cannot be read leaves its series out of this scrape (and says why in the log), not the rest.
        const read = async (): Promise<QueueCounts[]> => {
          try {
            return await counts();
          } catch (err) {
            fastify.log.warn({ err }, 'the job queues could not be read for the metrics');
            return [];
          }
        };
        new promClient.Gauge({
          name: 'kasuwa_jobs',
          help: 'Jobs in each queue, by state: waiting, active, failed',
          labelNames: ['queue', 'state'],
          registers: [registry],
          async collect() {
            const queues = await read();
            this.reset();
            for (const { queue, waiting, active, failed } of queues) {
              this.set({ queue, state: 'waiting' }, waiting);
              this.set({ queue, state: 'active' }, active);
              this.set({ queue, state: 'failed' }, failed);
            }
          },
        });
        new promClient.Gauge({
          name: 'kasuwa_jobs_oldest_waiting_seconds',
          help: 'How long the oldest waiting job of each queue has waited (0 when none waits)',
          labelNames: ['queue'],
          registers: [registry],
          async collect() {
            const queues = await read();
            this.reset();
            for (const { queue, oldestWaitingSeconds } of queues)
              this.set({ queue }, oldestWaitingSeconds ?? 0);
          },
        });
      },
    };
    fastify.decorate('metrics', metrics);
  },
  { name: 'metrics', dependencies: ['database'] },
);
