#!/usr/bin/env node
// Releases a remote (docs/releases.md; README, "Releasing a remote"), for a team's CI or a person:
//
//   npm run release -- status [remote]
//   npm run release -- publish <remote> [--from <build>] [--to <served folder>] [--shell <shell manifest>] [--version <id>]
//   npm run release -- canary <remote> <version> <percent> --reason "…"     (percent 0 stops the canary)
//   npm run release -- promote <remote> --reason "…"
//   npm run release -- rollback <remote> --reason "…"
//   npm run release -- pin <remote> <version> --reason "…"
//
// Every change goes through the shop's API, which keeps the registry in its database and records who (the admin the
// command signs in as), when and why; a change decided on a revision that another change has passed meanwhile is
// refused (`--expect-revision` names the revision; by default the one read just before).
// Env: RELEASE_API_URL (the API, default http://127.0.0.1:API_PORT), RELEASE_EMAIL and RELEASE_PASSWORD (an admin;
// outside production the demo admin by default), <NAME>_DIST (the served folder, as scripts/serve.mjs), and the shell's
// manifest the build is checked against: RELEASE_SHELL_MANIFEST (a file or URL), else SHELL_DIST's or shell/dist's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ports } from '../config/ports.mjs';
import { incompatibilities, parseManifest, readManifest } from './lib/release-checks.mjs';
import { publishVersion, removeVersions, stagedBuildId } from './lib/publish.mjs';
import { REMOTES } from '../config/remotes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const USAGE = `Usage: npm run release -- <command> …
  status [remote]
  publish <remote> [--from <build>] [--to <served folder>] [--shell <shell's mf-manifest.json>] [--version <id>]
  canary <remote> <version> <percent> --reason "…"   (0 stops the canary)
  promote <remote> --reason "…"
  rollback <remote> --reason "…"
  pin <remote> <version> --reason "…"
Remotes: ${Object.keys(REMOTES).join(', ')}`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    reason: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    shell: { type: 'string' },
    version: { type: 'string' },
    api: { type: 'string' },
    'expect-revision': { type: 'string' },
  },
});

const apiUrl = (values.api ?? process.env.RELEASE_API_URL ?? `http://127.0.0.1:${ports.api}`).replace(
  /\/+$/,
  '',
);

/** The remote a command names, by its short name or its package's. */
function remoteOf(name) {
  const short = String(name ?? '').replace(/^mf-/, '');
  if (!(short in REMOTES)) throw new UsageError(`Unknown remote "${name ?? ''}".`);
  return short;
}

async function signIn() {
  const production = process.env.NODE_ENV === 'production';
  const email = process.env.RELEASE_EMAIL ?? (production ? undefined : 'admin@kasuwa.test');
  const password =
    process.env.RELEASE_PASSWORD ?? (production ? undefined : process.env.ADMIN_PASSWORD || 'KasuwaAdmin1');
  if (!email || !password) throw new Error('Set RELEASE_EMAIL and RELEASE_PASSWORD to an admin account.');
  const answer = await call('POST', '/api/auth/login', { email, password });
  return answer.access;
}

let token;
async function call(method, pathname, body) {
  let response;
  try {
    response = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new Error(
      `The shop's API at ${apiUrl} cannot be reached (${error instanceof Error ? error.message : error}).`,
    );
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const fields = Object.entries(answer.errors ?? {}).map(([field, messages]) => `${field}: ${messages}`);
    throw new Error(
      [answer.message ?? `${method} ${pathname} answered ${response.status}`, ...fields].join('\n'),
    );
  }
  return answer.data;
}

const admin = async (method, pathname, body) => {
  token ??= await signIn();
  return call(method, `/api/admin${pathname}`, body);
};

const percentText = (rate) => `${(rate * 100).toFixed(1)}%`;
const when = (iso) => iso.replace('T', ' ').slice(0, 16);

function printStatus(overview, only) {
  const { rule } = overview;
  for (const release of overview.remotes) {
    if (only && release.remote !== only) continue;
    const canary = release.canary ? `${release.canary.version} at ${release.canary.percent}%` : 'none';
    console.log(`${release.remote} (revision ${release.revision})`);
    console.log(`  stable  ${release.stable?.version ?? 'none (served from its folder as built)'}`);
    console.log(`  canary  ${canary}`);
    for (const version of release.versions) {
      const channel =
        version.version === release.stable?.version
          ? 'stable'
          : version.version === release.canary?.version
            ? 'canary'
            : version.removed
              ? 'removed'
              : '';
      const hour = `${version.lastHour.loads} loads, ${percentText(version.lastHour.failureRate)} failed`;
      const day = `${version.lastDay.loads} loads, ${percentText(version.lastDay.failureRate)} failed`;
      console.log(
        `  ${version.version.padEnd(12)} ${channel.padEnd(7)} published ${when(version.publishedAt)} by ${version.publishedBy}; last hour ${hour}; last day ${day}`,
      );
    }
    const stop = release.history.find((entry) => entry.automatic);
    if (stop) console.log(`  stopped automatically ${when(stop.createdAt)}: ${stop.reason}`);
  }
  console.log(
    `A canary stops by itself over ${rule.minLoads} loads when it fails more than ${rule.ratio}× as often as stable and above ${percentText(rule.floor)}.`,
  );
}

/** The shell's manifest the build is checked against: --shell, else the shell's served folder. */
async function shellManifest() {
  const given = values.shell ?? process.env.RELEASE_SHELL_MANIFEST;
  if (given && /^https?:\/\//.test(given)) {
    const response = await fetch(given, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The shell's manifest at ${given} answered ${response.status}.`);
    return parseManifest(await response.text(), given);
  }
  const candidates = given
    ? [path.resolve(given)]
    : [
        process.env.SHELL_DIST && path.join(path.resolve(process.env.SHELL_DIST), 'mf-manifest.json'),
        path.join(root, 'shell/dist/mf-manifest.json'),
        path.join(root, 'shell/build/mf-manifest.json'),
      ].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (!found)
    throw new Error(`The shell's manifest was not found (${candidates.join(', ')}); name it with --shell.`);
  return readManifest(found);
}

async function publish(remote) {
  const dir = REMOTES[remote].dir;
  const from = path.resolve(values.from ?? path.join(root, dir, 'build'));
  const to = path.resolve(
    values.to ?? process.env[`${remote.toUpperCase()}_DIST`] ?? path.join(root, dir, 'dist'),
  );
  const manifest = readManifest(path.join(from, 'mf-manifest.json'));
  const problems = incompatibilities(manifest, await shellManifest());
  if (problems.length > 0)
    throw new Error(
      [
        `The ${remote} build in ${from} cannot run in the current shell, so it was not published:`,
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
  if (!stagedBuildId(from)) throw new Error(`${from} holds no build.`);
  const { version, created } = publishVersion({ from, to, version: values.version });
  const registered = await admin('POST', `/releases/${remote}/versions`, { version });
  removeVersions(to, registered.removable);
  console.error(
    `${remote} ${version}: ${created ? 'files published' : 'files already in place'} in ${path.join(to, version)}; ` +
      `${registered.created ? 'recorded' : 'already recorded'}` +
      (registered.removable.length
        ? `; removed ${registered.removable.join(', ')} (unused for the grace period)`
        : '') +
      '.',
  );
  // The id alone on standard output, for a CI script to capture.
  console.log(version);
}

async function change(remote, action) {
  if (!values.reason?.trim())
    throw new UsageError('Say why with --reason "…": every change is recorded with it.');
  const expectedRevision =
    values['expect-revision'] !== undefined
      ? Number(values['expect-revision'])
      : (await admin('GET', '/releases')).remotes.find((release) => release.remote === remote).revision;
  const after = await admin('POST', `/releases/${remote}/actions`, {
    ...action,
    reason: values.reason,
    expectedRevision,
  });
  const canary = after.canary
    ? `, canary ${after.canary.version} at ${after.canary.percent}%`
    : ', no canary';
  console.log(`${remote}: stable ${after.stable?.version ?? 'none'}${canary} (revision ${after.revision}).`);
}

async function main() {
  const [command, ...args] = positionals;
  switch (command) {
    case 'status': {
      const only = args[0] ? remoteOf(args[0]) : undefined;
      printStatus(await admin('GET', '/releases'), only);
      return;
    }
    case 'publish':
      return publish(remoteOf(args[0]));
    case 'canary': {
      const [name, version, percent] = args;
      if (!version || percent === undefined || !/^\d+$/.test(percent))
        throw new UsageError('canary takes a remote, a version and a percentage (0–100).');
      return change(remoteOf(name), { action: 'canary', version, percent: Number(percent) });
    }
    case 'promote':
    case 'rollback':
      return change(remoteOf(args[0]), { action: command });
    case 'pin': {
      const [name, version] = args;
      if (!version) throw new UsageError('pin takes a remote and a version.');
      return change(remoteOf(name), { action: 'pin', version });
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});
