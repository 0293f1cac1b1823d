// `npm run bench:start`: how long `npm start` takes on a fresh clone until the shop answers (install and builds
// included), then how long a second `npm start` with nothing changed takes. Clones the repository's HEAD (or --ref)
// into a temporary folder, runs `npm start` there on spare ports with its own embedded database, reads the phases
// it prints, and stops it once the shop's page answers. Records the date, the machine and its load into
// docs/benchmarks.md (unless --no-write).
//
//   node bench/start/fresh-clone.mjs [--ref REF] [--runs N] [--port-base N] [--no-again] [--no-write] [--keep]
//
// pnpm's package store is the machine's own: a machine that never installed the shop also downloads its packages.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from '../lib/stats.mjs';
import { load, machine, recordSection } from '../lib/record.mjs';
import { shopPorts } from '../lib/shop-server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    ref: { type: 'string', default: 'HEAD' },
    runs: { type: 'string', default: '1' },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '5300' },
    'no-again': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const base = Number(args['port-base']);
const TIMEOUT_MS = 20 * 60_000;

/** What `npm start` prints for each phase (scripts/start.mjs, scripts/serve.mjs), read back as seconds. */
const PHASES = {
  install: /^Installed in ([\d.]+) s\./,
  build: /^Built (\S+) in ([\d.]+) s\./,
  frontEnds: /^Front-ends ready in ([\d.]+) s/,
  api: /^The API answers \(migrated and seeded\) after ([\d.]+) s\./,
  up: /^Kasuwa is up ([\d.]+) s after npm start/,
};

/**
 * One `npm start` in `dir`, stopped once the shop's page answers: the seconds until then by this clock and the
 * phases it printed.
 */
async function start(dir, log) {
  const env = {
    ...process.env,
    ...shopPorts(base),
    PAYSTACK_SIMULATOR_PORT: String(base + 20),
    MAIL_OUTBOX_PORT: String(base + 21),
    DATA_DIR: path.join(dir, '.data'),
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'API_URL', 'NODE_ENV', 'SMTP_URL', 'PAYSTACK_SECRET_KEY'])
    delete env[key];
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const phases = { builds: {} };
  let pending = '';
  const read = (chunk) => {
    log.write(chunk);
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.map((text) => text.trim())) {
      const build = PHASES.build.exec(line);
      if (build) phases.builds[build[1]] = Number(build[2]);
      for (const name of ['install', 'frontEnds', 'api', 'up']) {
        const match = PHASES[name].exec(line);
        if (match) phases[name] = Number(match[1]);
      }
    }
  };
  child.stdout.setEncoding('utf8').on('data', read);
  child.stderr.setEncoding('utf8').on('data', (chunk) => log.write(chunk));
  let seconds;
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`npm start ended (exit ${child.exitCode}) before the shop answered`);
      if (Date.now() - started > TIMEOUT_MS) throw new Error('the shop did not answer in 20 minutes');
      const ok = await fetch(`http://localhost:${base}/`, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        seconds = (Date.now() - started) / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  return { seconds, phases };
}

const fmt = (value) => (value === undefined ? '–' : `${value.toFixed(1)} s`);
const builds = (phases) =>
  Object.keys(phases.builds).length === 0
    ? 'none built'
    : Object.entries(phases.builds)
        .map(([dir, s]) => `${dir} ${s.toFixed(1)}`)
        .join(', ');

const rows = [];
const loads = [];
for (let run = 0; run < Math.max(1, Number(args.runs)); run++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasuwa-clone-'));
  // npm start's output, beside the clone: kept when a start fails (or with --keep), removed otherwise.
  const logFile = `${dir}.log`;
  const log = createWriteStream(logFile);
  let failed = true;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', root, dir]);
    execFileSync('git', ['checkout', '--quiet', '--detach', args.ref], { cwd: dir });
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    const loadBefore = load();
    const fresh = await start(dir, log);
    console.log(`fresh clone (${commit}): shop answers after ${fmt(fresh.seconds)}, load ${loadBefore}`);
    rows.push({ kind: 'fresh clone', commit, load: loadBefore, ...fresh });
    if (!args['no-again']) {
      const loadAgain = load();
      const again = await start(dir, log);
      console.log(`again, nothing changed: shop answers after ${fmt(again.seconds)}, load ${loadAgain}`);
      rows.push({ kind: 'again, nothing changed', commit, load: loadAgain, ...again });
    }
    loads.push(load());
    failed = false;
  } finally {
    await new Promise((resolve) => log.end(resolve));
    if (args.keep) console.log(`kept ${dir} (npm start's output: ${logFile})`);
    else rmSync(dir, { recursive: true, force: true });
    if (failed) console.error(`npm start's output: ${logFile}`);
    else if (!args.keep) rmSync(logFile, { force: true });
  }
}

const medianOf = (kind) => median(rows.filter((row) => row.kind === kind).map((row) => row.seconds));
const table = [
  '| start | commit | load before | install | front-ends | the API answers | Kasuwa is up | the shop answers |',
  '| ----- | ------ | ----------- | ------: | ---------- | --------------: | -----------: | ---------------: |',
  ...rows.map(
    (row) =>
      `| ${row.kind} | ${row.commit} | ${row.load} | ${fmt(row.phases.install)} | ${fmt(row.phases.frontEnds)} (${builds(row.phases)}) | ${fmt(row.phases.api)} | ${fmt(row.phases.up)} | **${fmt(row.seconds)}** |`,
  ),
];
const summary = [
  `Median until the shop answers: fresh clone ${fmt(medianOf('fresh clone'))}`,
  ...(args['no-again'] ? [] : [`again, nothing changed ${fmt(medianOf('again, nothing changed'))}`]),
].join('; ');
console.log(`\n${table.join('\n')}\n\n${summary}.`);

if (!args['no-write']) {
  const START = '<!-- npm run bench:start: start -->';
  const END = '<!-- npm run bench:start: end -->';
  await recordSection(
    [
      START,
      '## `npm start` from a fresh clone (`npm run bench:start`)',
      '',
      'Produced by `npm run bench:start` (`bench/start/fresh-clone.mjs`): `git clone` of the repository into a',
      'temporary folder, `npm start` there (install, builds, migrations, seed), timed until the shop’s page answers;',
      'then `npm start` again in the same clone with nothing changed. pnpm’s package store is the machine’s own.',
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Machine at the end: ${machine()}`,
      `- Load average at the end of each run: ${loads.join('; ')}`,
      '',
      ...table,
      '',
      `${summary}.`,
      END,
    ].join('\n'),
    START,
    END,
  );
}
