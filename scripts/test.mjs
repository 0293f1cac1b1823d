#!/usr/bin/env node
// `npm test`: install, lint, typecheck, unit/component/API tests (jest), production build, e2e (Playwright).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.data', 'reports');
mkdirSync(reports, { recursive: true });
const PNPM = ['--yes', 'pnpm@10.34.8'];
const started = Date.now();
const timings = [];

function run(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${label}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    console.log(timings.join('\n'));
    process.exit(result.status || 1);
  }
}

/**
 * Runs the steps at once, each a process of its own whose output is shown whole when it ends: the checks are
 * single-threaded for the most part, and side by side they keep both cores busy. Stops if any failed.
 */
async function runTogether(steps) {
  const t0 = Date.now();
  const results = await Promise.all(
    steps.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
          child.on('close', (status, signal) => {
            const seconds = ((Date.now() - t0) / 1000).toFixed(1);
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            timings.push(`${label}: ${seconds}s (beside ${steps.length - 1} other)`);
            if (status !== 0)
              console.error(`\n✖ ${label} failed (exit ${status ?? signal}) after ${seconds}s`);
            resolve(status ?? 1);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) {
    console.log(timings.join('\n'));
    process.exit(failed);
  }
}

const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
run('install', 'npx', [...PNPM, 'install', ...frozen, '--reporter=append-only']);
await runTogether([
  ['lint', 'npx', [...PNPM, 'exec', 'eslint', '.', '--max-warnings=0']],
  ['format check', 'npx', [...PNPM, 'exec', 'prettier', '--check', '.', '--log-level=warn']],
  ['typecheck', 'npx', [...PNPM, '-r', '--workspace-concurrency=2', 'run', 'typecheck']],
]);
const jestReport = path.join(reports, 'jest.json');
// The fault and replica suites start API processes, proxies and a Redis of their own and race 100 checkouts:
// they run after the rest, one at a time, so that no other suite competes with them for the machine's cores.
const FAULTS = 'api/test/faults/';
run('unit, component and API tests (jest)', 'npx', [
  ...PNPM,
  'exec',
  'jest',
  '--ci',
  '--json',
  `--outputFile=${jestReport}`,
  `--testPathIgnorePatterns=${FAULTS}`,
  ...(process.env.CI ? ['--maxWorkers=2'] : []),
]);
const faultsReport = path.join(reports, 'jest-faults.json');
run('fault and replica tests (jest, one at a time)', 'npx', [
  ...PNPM,
  'exec',
  'jest',
  '--ci',
  '--runInBand',
  '--json',
  `--outputFile=${faultsReport}`,
  FAULTS,
]);
run('production build', 'npx', [
  ...PNPM,
  '-r',
  '--workspace-concurrency=2',
  '--filter',
  './shell',
  '--filter',
  './mf-*',
  'run',
  'build',
]);
const e2eReport = path.join(reports, 'e2e.json');
run('end-to-end tests (Playwright, Chromium)', 'npx', [...PNPM, '--filter', 'e2e', 'run', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});

const jestRuns = [jestReport, faultsReport].map((file) => JSON.parse(readFileSync(file, 'utf8')));
const jest = Object.fromEntries(
  ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTotalTestSuites'].map((key) => [
    key,
    jestRuns.reduce((sum, report) => sum + report[key], 0),
  ]),
);
const e2e = existsSync(e2eReport)
  ? JSON.parse(readFileSync(e2eReport, 'utf8')).stats
  : { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const passed = jest.numPassedTests + e2e.expected + e2e.flaky;
const failed = jest.numFailedTests + e2e.unexpected;
const skipped = jest.numPendingTests + e2e.skipped;
console.log(`\n${timings.join('\n')}`);
console.log(
  `jest: ${jest.numPassedTests} passed in ${jest.numTotalTestSuites} suites; e2e: ${e2e.expected} passed`,
);
console.log(`total time: ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
