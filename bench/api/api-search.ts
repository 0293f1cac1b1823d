import { RELEVANCE_SET } from '../../api/test/search-relevance.js';
import { CONNECTIONS, DURATION_S, ROUNDS } from './api-settings.js';
import { share, type Row, type Scenario } from './api-rounds.js';
import type { Servers } from './api-servers.js';

/**
 * What shoppers type, in turn: every query of the relevance set as searches, and each of their beginnings from
 * two characters on as suggestions (what the header asks while a shopper types).
 */
export const SEARCHES = RELEVANCE_SET.map((c) => `/api/products?${new URLSearchParams({ search: c.query })}`);
export const TYPED = [
  ...new Set(
    RELEVANCE_SET.flatMap((c) =>
      Array.from({ length: Math.max(0, c.query.length - 1) }, (_, i) => c.query.slice(0, i + 2).trim()),
    ).filter((q) => q.length >= 2),
  ),
].map((q) => `/api/products/suggestions?${new URLSearchParams({ q })}`);

/** The search scenarios: suggestions and searches, with the answer cache (as served) and without. */
export function searchScenarios(servers: Servers): Scenario[] {
  const { apiUrl, uncachedUrl, bareUrl, postgres } = servers;
  return [
    { name: 'bare Fastify route, same bytes as GET products', load: { url: `${bareUrl}/bare` } },
    {
      name: 'suggestions as shoppers type, cached, PGlite',
      load: { url: apiUrl, kind: 'paths', paths: TYPED },
    },
    {
      name: 'suggestions as shoppers type, cache off, PGlite',
      load: { url: uncachedUrl, kind: 'paths', paths: TYPED },
    },
    {
      name: 'searches of the relevance set, cached, PGlite',
      load: { url: apiUrl, kind: 'paths', paths: SEARCHES },
    },
    {
      name: 'searches of the relevance set, cache off, PGlite',
      load: { url: uncachedUrl, kind: 'paths', paths: SEARCHES },
    },
    ...(postgres
      ? [
          {
            name: 'suggestions as shoppers type, cache off, PostgreSQL',
            load: { url: postgres.cacheOffUrl, kind: 'paths' as const, paths: TYPED },
          },
          {
            name: 'searches of the relevance set, cache off, PostgreSQL',
            load: { url: postgres.cacheOffUrl, kind: 'paths' as const, paths: SEARCHES },
          },
        ]
      : []),
  ];
}

/** The share of the relevance set with an expected product among the first three results. */
export async function relevanceShare(apiUrl: string): Promise<{ share: number; size: number }> {
  let hits = 0;
  for (const { query, expected } of RELEVANCE_SET) {
    const answer = await fetch(
      `${apiUrl}/api/products?${new URLSearchParams({ search: query, page_size: '3' })}`,
    );
    const { data } = (await answer.json()) as { data: { results: { name: string }[] } };
    if (data.results.some((p) => expected.includes(p.name))) hits += 1;
  }
  return { share: hits / RELEVANCE_SET.length, size: RELEVANCE_SET.length };
}

export function searchSection(rows: Row[], relevance: { share: number; size: number }): string[] {
  const bare = rows[0];
  const typed = rows.find((r) => r.name === 'suggestions as shoppers type, cached, PGlite');
  return [
    '# Search (`npm run bench:api`)',
    '',
    `Produced by \`npm run bench:api\` (\`BENCH_ONLY=search\` runs this part alone) on the same machine and load as the API benchmarks: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${ROUNDS} rounds in turns, medians shown, ${new Date().toISOString()}.`,
    `Suggestions ask each beginning (two characters on) of the ${relevance.size} searches of the relevance set in turn (${TYPED.length} distinct), as the header does while shoppers type; searches ask the ${relevance.size} searches in turn. "Cached" is the API as served (answers kept per catalogue generation for \`CATALOG_CACHE_MS\`, like listings), each search and beginning asked once before the run as earlier shoppers would have, so later rounds find some expired; "cache off" sends every request to the database (PGlite: one connection, so requests queue behind each other).`,
    '',
    '| scenario | req/s | p50 (ms) | p99 (ms) | p99 in the server (ms) | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${Math.round(r.serverP99 * 10) / 10} | ${r.non2xx} |`,
    ),
    '',
    `- Relevance: ${(relevance.share * 100).toFixed(1)}% of the ${relevance.size} shopper searches of \`api/test/search-relevance.ts\` show an expected product in the first 3 (target 90%).`,
    typed && bare
      ? `- Suggestions, p99 at most 30 ms at ${CONNECTIONS} connections on PGlite: ${typed.p99 <= 30 ? 'met' : 'not met'} (p99 ${typed.p99} ms, ${share(typed, bare)} of the bare route's requests; the bare route's own p99 in the same run, ${bare.p99} ms, is the floor this machine allowed).`
      : '- Suggestions: not measured.',
    '',
  ];
}

/**
 * Asks every search and suggestion once, as the shoppers before the measured ones did: the "cached" rows then
 * measure the answers kept (which expire after `CATALOG_CACHE_MS` like listings, so later rounds refill some).
 */
export async function warmSearches(apiUrl: string): Promise<void> {
  for (const path of [...SEARCHES, ...TYPED]) await (await fetch(`${apiUrl}${path}`)).arrayBuffer();
}
