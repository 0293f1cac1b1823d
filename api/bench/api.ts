/**
 * Throughput and latency of the hot endpoints, against a bare Fastify route serving the same bytes, and the
 * latency of a real sign-in while a flood of bogus sign-ins runs. Not a test: run `npm run bench:api` and read
 * the API section of docs/benchmarks.md (the other sections of that file are left as they are).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FLOOD = 20;
/** Ports base+0 … base+2 when BENCH_PORT_BASE is set, otherwise any free port. */
const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const port = (offset: number) => (portBase === undefined ? 0 : portBase + offset);

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
    {
      rateLimitMax: 10_000_000,
      logLevel: 'warn',
      // The bench speaks for clients behind a local proxy, so that the flood and the shopper have addresses
      // of their own; the address limit is lifted so the flood keeps hashing instead of getting 429s.
      trustProxy: ['loopback'],
      loginMaxFailures: 1_000_000,
    },
  );
  const app = await buildApp({ config });
  const apiUrl = await app.listen({ port: port(0), host: '127.0.0.1' });
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
  const uncachedUrl = await uncached.listen({ port: port(1), host: '127.0.0.1' });

  const listing = await fetch(`${apiUrl}/api/products?page_size=24`);
  const listingBody = await listing.text();
  const firstId =
    (JSON.parse(listingBody) as { data: { results: { id: number }[] } }).data.results[0]?.id ?? 1;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(listingBody),
  );
  const bareUrl = await bare.listen({ port: port(2), host: '127.0.0.1' });

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
  ];
  const hashStarted = performance.now();
  await app.passwords.hash('Bench-Password-1');
  const oneHashMs = Math.round(performance.now() - hashStarted);
  const flood = await signInUnderFlood(apiUrl, login);

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
    `| GET products, cache on, as a share of bare Fastify | ${share(rows[1], rows[0])} | | | |`,
    `| GET products, cache off, as a share of bare Fastify | ${share(rows[3], rows[0])} | | | |`,
    '',
    '## Sign-in under a flood',
    '',
    `${FLOOD} connections send bogus sign-ins (unknown emails, one address) for ${DURATION_S} s, while a shopper at`,
    'another address signs in with the right password, one attempt after another. Password hashing runs in a',
    `bounded pool (${app.passwords.pool.size} at once: one per core, less one kept for the event loop); each address`,
    'waits in its own line, the next slot goes to the address with the fewest hashes running, and a line that is',
    'full is answered 503 with Retry-After at once, before any database work.',
    '',
    '| measure | value |',
    '|---|---:|',
    `| real sign-ins completed | ${flood.real.length} |`,
    `| real sign-in latency, median (ms) | ${flood.median} |`,
    `| real sign-in latency, max (ms) | ${flood.max} |`,
    `| real sign-ins that failed | ${flood.realFailures} |`,
    `| bogus sign-ins answered per second | ${flood.bogus.requests} |`,
    `| bogus sign-ins refused with 503 | ${flood.busy} |`,
    `| one scrypt hash alone, same run (ms) | ${oneHashMs} |`,
    '',
    'The flood is generated by autocannon inside the API process, so its own work (and answering each 503)',
    'competes with the real sign-in for the same two cores; a remote attacker costs the server less.',
    '',
    'Sign-in is deliberately slow: scrypt with N=2^16, r=8, p=2 costs about 128 MB and a few hundred milliseconds of CPU per',
    'attempt, which is what makes a stolen password table expensive to crack. The machine is shared with other',
    `processes (load average ${loadavg()[0]?.toFixed(1)} at the end of the run), so numbers vary from run to run.`,
    '',
  ].join('\n');
  writeApiSection(doc);
  console.info('wrote the API section of docs/benchmarks.md');
}

const share = (row: Row | undefined, bare: Row | undefined) =>
  row && bare && bare.requests > 0 ? `${Math.round((row.requests / bare.requests) * 100)}%` : 'n/a';

/** Replaces the '# API benchmarks' section of docs/benchmarks.md, up to the next top-level heading. */
function writeApiSection(section: string) {
  const file = join(repoRoot(), 'docs', 'benchmarks.md');
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first run
  }
  const start = current.indexOf('# API benchmarks');
  if (start < 0) {
    writeFileSync(file, `${section}\n${current}`);
    return;
  }
  const next = current.indexOf('\n# ', start + 1);
  const rest = next < 0 ? '' : current.slice(next + 1);
  writeFileSync(file, `${current.slice(0, start)}${section}\n${rest}`);
}

/** A real sign-in, repeated, while FLOOD connections send bogus ones from another address. */
async function signInUnderFlood(apiUrl: string, login: string) {
  let n = 0;
  const flooding = autocannon({
    url: `${apiUrl}/api/auth/login`,
    connections: FLOOD,
    duration: DURATION_S,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.66' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `bogus${(n += 1)}@example.ng`, password: 'WrongPass1' }),
        }),
      },
    ],
  });
  const real: number[] = [];
  let realFailures = 0;
  const until = Date.now() + DURATION_S * 1000 - 1500;
  await new Promise((r) => setTimeout(r, 1000));
  while (Date.now() < until) {
    const started = performance.now();
    const res = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
      body: login,
    });
    await res.arrayBuffer();
    if (res.ok) real.push(Math.round(performance.now() - started));
    else realFailures += 1;
  }
  const result = await flooding;
  const sorted = [...real].sort((a, b) => a - b);
  const summary = {
    real,
    realFailures,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    bogus: { requests: Math.round(result.requests.average) },
    busy: result.statusCodeStats?.['503']?.count ?? 0,
  };
  console.info(
    `sign-in under a flood of ${FLOOD}: ${real.length} real sign-ins, median ${summary.median} ms, max ${summary.max} ms, ` +
      `${realFailures} failed; bogus ${summary.bogus.requests} req/s, ${summary.busy} answered 503`,
  );
  return summary;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
