import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { CONNECTIONS, DURATION_S, ROUNDS } from './api-settings.js';
import { share, type Row, type Scenario } from './api-rounds.js';
import type { Servers } from './api-servers.js';

/** The throughput scenarios: the bare route, the cached listing and product, the uncached listings. */
export function throughputScenarios(servers: Servers): Scenario[] {
  const { apiUrl, bareUrl, uncachedUrl, postgres, firstId } = servers;
  return [
    { name: 'bare Fastify route, same bytes as GET products', load: { url: `${bareUrl}/bare` } },
    { name: 'GET /api/products?page_size=24, cached', load: { url: `${apiUrl}/api/products?page_size=24` } },
    { name: `GET /api/products/${firstId}, cached`, load: { url: `${apiUrl}/api/products/${firstId}` } },
    {
      name: 'GET products, a listing not cached yet each request, PGlite',
      load: { url: apiUrl, kind: 'distinct-listings' },
    },
    {
      name: 'GET /api/products?page_size=24, catalogue cache off, PGlite',
      load: { url: `${uncachedUrl}/api/products?page_size=24` },
    },
    ...(postgres
      ? [
          {
            name: 'GET products, a listing not cached yet each request, PostgreSQL',
            load: { url: postgres.url, kind: 'distinct-listings' as const },
          },
          {
            name: 'GET /api/products?page_size=24, catalogue cache off, PostgreSQL',
            load: { url: `${postgres.cacheOffUrl}/api/products?page_size=24` },
          },
        ]
      : []),
  ];
}

/** The throughput tables, their targets and how to read them. */
export function throughputSection(rows: Row[], loadAtStart: number[]): string[] {
  const byName = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const bareRow = rows[0];
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const nproc = execSync('nproc').toString().trim();
  const shares = [
    ['cached listing', byName('GET /api/products?page_size=24, cached')],
    ['listing not cached yet, PGlite', byName('GET products, a listing not cached yet each request, PGlite')],
    [
      'listing not cached yet, PostgreSQL',
      byName('GET products, a listing not cached yet each request, PostgreSQL'),
    ],
    ['catalogue cache off, PGlite', byName('GET /api/products?page_size=24, catalogue cache off, PGlite')],
    [
      'catalogue cache off, PostgreSQL',
      byName('GET /api/products?page_size=24, catalogue cache off, PostgreSQL'),
    ],
  ] as const;
  // The targets of issue 7 at 50 connections: a share of the bare route's requests, and a p99 bound.
  const targets = [
    {
      label: 'cached listing: at least 50% of bare, p99 at most 25 ms',
      row: byName('GET /api/products?page_size=24, cached'),
      minShare: 0.5,
      p99Ok: (p99: number) => p99 <= 25,
    },
    {
      label: 'not cached, PostgreSQL: at least 10% of bare, p99 at most 50 ms',
      row: byName('GET products, a listing not cached yet each request, PostgreSQL'),
      minShare: 0.1,
      p99Ok: (p99: number) => p99 <= 50,
    },
    {
      label: 'not cached, PGlite: at least 5% of bare, p99 under 200 ms',
      row: byName('GET products, a listing not cached yet each request, PGlite'),
      minShare: 0.05,
      p99Ok: (p99: number) => p99 < 200,
    },
  ];
  const verdict = (row: Row, bare: Row, minShare: number, p99Ok: (p99: number) => boolean) => {
    const shareMet = row.requests >= bare.requests * minShare;
    if (shareMet && p99Ok(row.p99)) return 'yes';
    return shareMet ? 'share yes, p99 no' : p99Ok(row.p99) ? 'p99 yes, share no' : 'no';
  };
  return [
    '# API benchmarks',
    '',
    'Produced by `npm run bench:api` (`bench/api/api.ts`; autocannon in `bench/api/load.ts`, a process of its own). The API runs in the bench process with',
    'the seeded catalogue, on PGlite (embedded) and on PostgreSQL (`BENCH_DATABASE_URL` or `DATABASE_URL`, a',
    'schema of its own); the bare Fastify route serves the same bytes as the listing, so the gap is the cost',
    'of the database, the plugins (helmet, CORS, rate limit, validation) and the serialisation.',
    '',
    'Public catalogue answers are kept serialised, with their ETag, for `CATALOG_CACHE_MS` (30 s by default;',
    'concurrent misses share one query) under a catalogue generation that moves after every admin write to',
    'products, categories, attributes, orders or pay-later plans and after every order placed or cancelled',
    '(in Redis when `REDIS_URL` is set, so replicas agree), so no answer outlives the stock it shows. The',
    '"cached" rows measure that cache. The "not cached yet" rows ask for a listing the answer cache has never',
    'seen on every request (the minimum price steps by one kobo, below every price, so the page is the same',
    'as the first): each costs one query for the page of ids, and the answer is put together from the',
    "products' JSON kept, already serialised, in the per-product cache of the same generation. A listing URL",
    'answered before is answered from the cache after the security hooks and before validation. The "cache',
    'off" rows (`CATALOG_CACHE_MS=0`) send every request to the database: one query per page, ids and products',
    'joined. Listing queries are built once per shape of filter and run as prepared statements; price filters',
    'and sorts read `products.lowest_price_kobo`, which a trigger on variants keeps. PGlite runs in the API',
    'process on a worker thread of its own, one query at a time, in WASM, reached over a Unix socket through',
    'node-postgres with one connection; the event loop keeps serving while a query runs.',
    '',
    'Reading the latencies: each connection sends its next request when the last is answered, so the mean',
    `latency is ${CONNECTIONS} ÷ req/s whatever the server does (Little's law). Throughput sets the p50; the p99 is`,
    'that wait plus the moments the event loop gets no core (the API, autocannon and whatever else runs share',
    'the cores). "p99 in the server" is the time from a request\'s first hook to its answer inside Fastify; the',
    "rest of a p99 is waiting for the event loop and for a core. The bare route's p99 in the same run is the",
    'floor this machine allows at that moment.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${nproc} CPU (\`nproc\`), ${cpu}, Node ${process.version}, shared with other work`,
    `- Load: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${ROUNDS} rounds in turns; medians shown`,
    `- Load average (1, 5, 15 min) at the start of the run: ${loadAtStart.map((l) => l.toFixed(1)).join(', ')}; at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
    '',
    '| scenario | req/s | p50 (ms) | p99 (ms) | p99 in the server (ms) | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.serverP99} | ${r.non2xx} |`),
    '',
    '| GET products as a share of the bare route | req/s |',
    '|---|---:|',
    ...shares.filter(([, row]) => row).map(([label, row]) => `| ${label} | ${share(row, bareRow)} |`),
    '',
    '| target (issue 7, 50 connections) | share of bare | p99 (ms) | met |',
    '|---|---:|---:|---|',
    ...targets.flatMap(({ label, row, minShare, p99Ok }) =>
      row && bareRow
        ? [`| ${label} | ${share(row, bareRow)} | ${row.p99} | ${verdict(row, bareRow, minShare, p99Ok)} |`]
        : [],
    ),
    '',
  ];
}
