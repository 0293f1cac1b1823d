/**
 * Throughput and latency of the hot endpoints, against a bare Fastify route serving the same bytes, and the
 * latency of a real sign-in while a flood of bogus sign-ins runs. Not a test: run `npm run bench:api` and read
 * the API section of docs/benchmarks.md (the other sections of that file are left as they are).
 *
 * The parts: api-settings.ts (durations, ports, BENCH_ONLY), api-rounds.ts (a scenario's load in rounds, in a
 * process of its own: load.ts), api-servers.ts (the APIs and the bare route), api-throughput.ts, api-search.ts and
 * api-flood.ts (each part's scenarios and its section of docs/benchmarks.md); this file runs them and writes.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../api/src/config.js';
import { FLOOD_ONLY, SEARCH_ONLY } from './api-settings.js';
import { runAll } from './api-rounds.js';
import { startServers } from './api-servers.js';
import { throughputScenarios, throughputSection } from './api-throughput.js';
import { relevanceShare, searchScenarios, searchSection, warmSearches } from './api-search.js';
import { floodSection, signInUnderFlood } from './api-flood.js';

async function main() {
  const loadAtStart = loadavg();
  const servers = await startServers();
  if (SEARCH_ONLY) {
    await warmSearches(servers.apiUrl);
    const rows = await runAll(searchScenarios(servers));
    const relevance = await relevanceShare(servers.apiUrl);
    await servers.app.close();
    for (const other of servers.others) await other.close();
    for (const cleanup of servers.cleanups) await cleanup();
    writeSection('# Search (`npm run bench:api`)', searchSection(rows, relevance).join('\n'));
    formatBenchmarks();
    console.info('wrote the search section of docs/benchmarks.md');
    return;
  }
  const rows = FLOOD_ONLY ? [] : await runAll(throughputScenarios(servers));
  if (!FLOOD_ONLY) await warmSearches(servers.apiUrl);
  const searchRows = FLOOD_ONLY ? [] : await runAll(searchScenarios(servers).slice(1));
  const relevance = FLOOD_ONLY ? undefined : await relevanceShare(servers.apiUrl);

  // Only the API that is signed in to stays up for the floods.
  for (const other of servers.others) await other.close();
  const { app, apiUrl, config } = servers;
  const hashStarted = performance.now();
  await app.passwords.hash('Bench-Password-1');
  const oneHashMs = Math.round(performance.now() - hashStarted);
  const login = { email: 'shopper@kasuwa.test', password: config.shopperPassword };
  const floods = [
    await signInUnderFlood(apiUrl, login, 'bogus-logins'),
    await signInUnderFlood(apiUrl, login, 'bogus-resets'),
  ];
  const poolSize = app.passwords.pool.size;
  await app.close();
  for (const cleanup of servers.cleanups) await cleanup();

  const floodText = floodSection(floods, { oneHashMs, poolSize, maxWaitMs: config.hashMaxWaitMs });
  if (FLOOD_ONLY) writeSection('## Sign-in under a flood', floodText.join('\n'));
  else writeSection('# API benchmarks', [...throughputSection(rows, loadAtStart), ...floodText].join('\n'));
  if (relevance && rows[0]) {
    const bare = rows[0];
    writeSection(
      '# Search (`npm run bench:api`)',
      searchSection([bare, ...searchRows], relevance).join('\n'),
    );
  }
  formatBenchmarks();
  console.info('wrote the API section of docs/benchmarks.md');
}

function formatBenchmarks() {
  try {
    // The tables as the repository's Prettier lays them out, so the file stays as `prettier --check` wants.
    execSync('npx prettier --write docs/benchmarks.md', { cwd: repoRoot(), stdio: 'ignore' });
  } catch {
    console.warn('prettier did not run; format docs/benchmarks.md before committing');
  }
}

/** Replaces the part of docs/benchmarks.md from `heading` up to the next top-level heading. */
function writeSection(heading: string, section: string) {
  const file = join(repoRoot(), 'docs', 'benchmarks.md');
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first run
  }
  const start = current.indexOf(`${heading}\n`);
  if (start < 0) {
    writeFileSync(file, `${section}\n${current}`);
    return;
  }
  const next = current.indexOf('\n# ', start + 1);
  const rest = next < 0 ? '' : current.slice(next + 1);
  writeFileSync(file, `${current.slice(0, start)}${section}\n${rest}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
