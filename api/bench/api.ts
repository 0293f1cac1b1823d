/**
 * Throughput and latency of the hot endpoints, against a bare Fastify route serving the same bytes.
 * Not a test: run `npm run bench:api` and read docs/benchmarks.md.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const row = {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
  console.info(`${name}: ${row.requests} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
  return row;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-'));
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
    },
    { rateLimitMax: 10_000_000, logLevel: 'warn' },
  );
  const app = await buildApp({ config });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same API with the catalogue cache off: every request reaches the database.
  const uncachedDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-'));
  const uncached = await buildApp({
    config: {
      ...config,
      dataDir: uncachedDir,
      pgliteDir: join(uncachedDir, 'pglite'),
      uploadDir: join(uncachedDir, 'uploads'),
      catalogCacheMs: 0,
    },
  });
  const uncachedUrl = await uncached.listen({ port: 0, host: '127.0.0.1' });

  const listing = await fetch(`${apiUrl}/api/products?page_size=24`);
  const listingBody = await listing.text();
  const firstId =
    (JSON.parse(listingBody) as { data: { results: { id: number }[] } }).data.results[0]?.id ?? 1;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(listingBody),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const login = JSON.stringify({ email: 'shopper@kasuwa.test', password: config.shopperPassword });
  const rows = [
    await run('bare Fastify route, same bytes as GET products', { url: `${bareUrl}/bare` }),
    await run('GET /api/products?page_size=24', { url: `${apiUrl}/api/products?page_size=24` }),
    await run(`GET /api/products/${firstId}`, { url: `${apiUrl}/api/products/${firstId}` }),
    await run('GET /api/products?page_size=24, catalogue cache off', {
      url: `${uncachedUrl}/api/products?page_size=24`,
    }),
    await run(`GET /api/products/${firstId}, catalogue cache off`, {
      url: `${uncachedUrl}/api/products/${firstId}`,
    }),
    // Each sign-in holds a libuv thread and 128 MB for its scrypt: a handful of connections saturates them.
    await run('POST /api/auth/login (scrypt N=2^16, 4 connections)', {
      connections: 4,
      url: `${apiUrl}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    }),
  ];

  await bare.close();
  await app.close();
  await uncached.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(uncachedDir, { recursive: true, force: true });

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const nproc = execSync('nproc').toString().trim();
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  const doc = [
    '# API benchmarks',
    '',
    'Produced by `npm run bench:api` (`api/bench/api.ts`, autocannon). The API runs in-process with the seeded',
    `catalogue on ${database}; the bare Fastify route serves the same bytes as the listing, so the gap is the cost`,
    'of the database, the plugins (helmet, CORS, rate limit, validation) and the serialisation.',
    'Public catalogue answers are reused for `CATALOG_CACHE_MS` (2 s by default; concurrent misses share one',
    'query), so the listing and product rows mostly measure the cache; the "cache off" rows show every request',
    'going to the database (PGlite runs in the API process, single-threaded WASM).',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${nproc} CPU (\`nproc\`), ${cpu}, Node ${process.version}`,
    `- Load: ${CONNECTIONS} connections, ${DURATION_S} s per scenario`,
    '',
    '| scenario | req/s | p50 (ms) | p99 (ms) | non-2xx |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.non2xx} |`),
    '',
    'Sign-in is deliberately slow: scrypt with N=2^16, r=8, p=2 costs about 128 MB and a few hundred milliseconds of CPU per',
    'attempt, which is what makes a stolen password table expensive to crack. The machine is shared with other',
    `processes (load average ${loadavg()[0]?.toFixed(1)} at the end of the run), so numbers vary from run to run.`,
    '',
  ].join('\n');
  writeFileSync(join(repoRoot(), 'docs', 'benchmarks.md'), doc);
  console.info('wrote docs/benchmarks.md');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
