import fp from 'fastify-plugin';
import { probe } from '../../lib/probe.js';

/**
 * One thing the API needs before it can serve: resolves to null when it is there, or to why not, in a sentence with
 * nothing secret in it (a load balancer's client reads it); a check that throws counts as failed, and its error goes
 * to the log only.
 */
export type ReadinessCheck = () => Promise<string | null>;

export interface CheckReport {
  status: 'up' | 'down';
  latency_ms: number;
  /** Why it is down. */
  reason?: string;
}

export interface Readiness {
  /** Adds a check that GET /api/ready runs with the others (the job queue's, say). */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check at once, each within the probe's time limit. */
  run(): Promise<{ ready: boolean; checks: Record<string, CheckReport> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * What GET /api/ready asks (routes/ready.ts): the database answers, and every migration of this version is applied;
 * other plugins add theirs (`fastify.readiness.add`).
 */
export default fp(
  async (fastify) => {
    const checks = new Map<string, ReadinessCheck>();
    const readiness: Readiness = {
      add(name, check) {
        if (checks.has(name)) throw new Error(`A readiness check named ${name} is already added`);
        checks.set(name, check);
      },
      async run() {
        const entries = [...checks];
        const results = await Promise.all(
          entries.map(async ([name, check]) => {
            let reason: string | null = null;
            const result = await probe(async () => {
              reason = await check();
            });
            if (result.error !== undefined) fastify.log.warn({ err: result.error, check: name }, 'not ready');
            const down = result.status === 'down' || reason !== null;
            const report: CheckReport = {
              status: down ? 'down' : 'up',
              latency_ms: result.latency_ms,
              ...(down ? { reason: reason ?? result.reason } : {}),
            };
            return [name, report] as const;
          }),
        );
        return {
          ready: results.every(([, report]) => report.status === 'up'),
          checks: Object.fromEntries(results),
        };
      },
    };
    const { database } = fastify;
    readiness.add('database', async () => {
      await database.ping();
      return null;
    });
    readiness.add('migrations', async () => {
      const pending = await database.pendingMigrations();
      return pending.length === 0
        ? null
        : `${pending.length} migration${pending.length === 1 ? '' : 's'} of this version not applied`;
    });
    fastify.decorate('readiness', readiness);
  },
  { name: 'readiness', dependencies: ['database'] },
);
