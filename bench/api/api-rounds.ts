import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { LoadResult, LoadSpec } from './load.js';
import { median, percentile } from '../lib/stats.mjs';
import { CONNECTIONS, DURATION_S, ROUNDS } from './api-settings.js';

export interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  /** p99 of the time from the request's first hook to its answer sent, inside the server. */
  serverP99: number;
  non2xx: number;
}

/**
 * Time each answer spent inside the server (Fastify's elapsed time), for the scenario running now. What
 * autocannon sees beyond it is the wait for the event loop and for a core.
 */
export const served: number[] = [];
export const timeServed = (server: FastifyInstance) =>
  server.addHook('onResponse', (_request, reply, done) => {
    served.push(reply.elapsedTime);
    done();
  });

export interface Scenario {
  name: string;
  load: Pick<LoadSpec, 'url' | 'kind' | 'paths'>;
}

/**
 * Runs bench/api/load.ts in a child process and resolves with its figures. `nice` lowers the child's CPU
 * priority, for load that stands for clients on other machines (the flood of an attacker).
 */
export function runLoad(spec: LoadSpec, nice = 0): Promise<LoadResult> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'load.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(spec)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (nice !== 0 && child.pid !== undefined) setPriority(child.pid, nice);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as LoadResult);
      else reject(new Error(`bench/api/load.ts exited with ${code}: ${out}`));
    });
  });
}

/** Each scenario once per round, in turns, so a noisy moment on the shared machine hits one round only. */
export async function runAll(scenarios: Scenario[]): Promise<Row[]> {
  // A short first pass warms the JIT and the caches; its figures are not kept.
  for (const scenario of scenarios)
    await runLoad({ ...scenario.load, connections: CONNECTIONS, duration: 1 });
  const results = scenarios.map(() => [] as (LoadResult & { serverP99: number })[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, scenario] of scenarios.entries()) {
      served.length = 0;
      const load = await runLoad({ ...scenario.load, connections: CONNECTIONS, duration: DURATION_S });
      const result = { ...load, serverP99: Math.round(percentile(served, 99) * 10) / 10 };
      results[i]?.push(result);
      console.info(
        `round ${round + 1} ${scenario.name}: ${result.requests} req/s, ` +
          `p50 ${result.p50} ms, p99 ${result.p99} ms, in the server p99 ${result.serverP99} ms, non-2xx ${result.non2xx}`,
      );
    }
  }
  return scenarios.map((scenario, i) => {
    const runs = results[i] ?? [];
    const row: Row = {
      name: scenario.name,
      requests: Math.round(median(runs.map((r) => r.requests))),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      serverP99: median(runs.map((r) => r.serverP99)),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    };
    console.info(
      `median ${row.name}: ${row.requests} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
        `in the server p99 ${row.serverP99} ms, non-2xx ${row.non2xx}`,
    );
    return row;
  });
}

export const share = (row: Row | undefined, bare: Row | undefined) =>
  row && bare && bare.requests > 0 ? `${Math.round((row.requests / bare.requests) * 100)}%` : 'n/a';
