// The shop server's environment, read through one schema (`readShellEnv`): what /runtime-config.json says in this
// deployment (the API base and each remote's manifest URL; a REMOTE_*_URL may name the manifest or just the remote's
// origin), where the server itself reaches the remotes, its secrets and its switches.
import * as v from 'valibot';
import {
  flagOr,
  optionalText,
  optionalHttpUrl,
  readEnv,
  textOr,
  wholeNumberOr,
  type Env,
} from 'shared-contracts/env';
import { METRICS_TOKEN_MIN_LENGTH } from 'shared-contracts/metrics-token';
import type { RemoteName, RuntimeConfig } from '../../lib/runtime-config';
import { REMOTES } from '../../../../config/remotes.mjs';
import type { ServerRemotes } from './releases/release-chooser';
import { RENDERS_PER_MINUTE } from './render/render-budget';

export { REMOTES };
export type { Env };

/** The API's development default too: tokens signed with it are worthless outside development. */
export const DEFAULT_RELEASE_TOKEN_SECRET = 'kasuwa-development-release-secret-do-not-use-in-production';

const secretOfAtLeast = (length: number, advice: string) =>
  v.pipe(
    optionalText,
    v.check((raw) => raw === undefined || raw.length >= length, advice),
  );

const remoteNames = Object.keys(REMOTES) as RemoteName[];

/** REMOTE_<NAME>_URL (as the browser reaches it) and SSR_REMOTE_<NAME>_URL (as this server does), each optional. */
type RemoteUrlVariable = (typeof REMOTES)[RemoteName]['env'];
const remoteUrls = Object.fromEntries(
  remoteNames.flatMap((name) => [
    [REMOTES[name].env, optionalHttpUrl],
    [`SSR_${REMOTES[name].env}`, optionalHttpUrl],
  ]),
) as Record<RemoteUrlVariable | `SSR_${RemoteUrlVariable}`, typeof optionalHttpUrl>;

/**
 * Every variable the shop server reads (main.ts says what each does): unset or blank takes the default, a value
 * the field cannot take stops the server with the variable's name.
 */
const shellEnvSchema = v.object({
  NODE_ENV: textOr('development'),
  HOST: textOr('0.0.0.0'),
  PUBLIC_URL: optionalHttpUrl,
  TRUST_PROXY: optionalText,
  RENDER_RATE_LIMIT_MAX: wholeNumberOr(RENDERS_PER_MINUTE),
  SHELL_DIST: optionalText,
  API_BASE_URL: textOr('/api/'),
  SSR: flagOr(true),
  PRELOAD_ROUTE_SCRIPTS: flagOr(true),
  PUBLIC_BUILD_DETAILS: flagOr(false),
  RELEASE_TOKEN_SECRET: textOr(DEFAULT_RELEASE_TOKEN_SECRET),
  API_PROXY_SECRET: secretOfAtLeast(32, "must be a random value of at least 32 characters, the API's"),
  METRICS_TOKEN: secretOfAtLeast(
    METRICS_TOKEN_MIN_LENGTH,
    `must be a random value of at least ${METRICS_TOKEN_MIN_LENGTH} characters (openssl rand -hex 32)`,
  ),
  ...remoteUrls,
});

export type ShellEnv = v.InferOutput<typeof shellEnvSchema>;

/** The shop server's environment, read once through its schema; a bad value throws, naming the variable. */
export const readShellEnv = (env: Env): ShellEnv => readEnv(shellEnvSchema, env, "Kasuwa's shop server");

/** The remotes' ports on this machine (config/ports.mjs), for a deployment that names no REMOTE_*_URL. */
export type RemotePorts = Record<RemoteName, number>;

const manifestUrl = (url: string) =>
  url.endsWith('.json') ? url : `${url.replace(/\/+$/, '')}/mf-manifest.json`;

export function runtimeConfigFromEnv(env: Env, ports: RemotePorts): RuntimeConfig {
  const read = readShellEnv(env);
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      manifestUrl(read[REMOTES[name].env] ?? `http://localhost:${ports[name]}`),
    ]),
  ) as RuntimeConfig['remotes'];
  return { apiBaseUrl: read.API_BASE_URL, remotes };
}

/**
 * Where the shop server itself reads each remote's manifest, when that is not the browser's address:
 * SSR_REMOTE_<NAME>_URL (e.g. a container reaching the remote by its service name). Remotes without one are read
 * where the browser reads them.
 */
export function serverRemotesFromEnv(env: Env): ServerRemotes {
  const read = readShellEnv(env);
  const remotes: ServerRemotes = {};
  for (const name of remoteNames) {
    const url = read[`SSR_${REMOTES[name].env}`];
    if (url) remotes[name] = manifestUrl(url);
  }
  return remotes;
}

/**
 * RELEASE_TOKEN_SECRET: what browser ids and telemetry tokens are signed with, shared with the API
 * (docs/releases.md). Production refuses the development default, as the API does.
 */
export function releaseTokenSecretFromEnv(env: Env): string {
  const { RELEASE_TOKEN_SECRET: secret, NODE_ENV } = readShellEnv(env);
  if (NODE_ENV === 'production' && (secret === DEFAULT_RELEASE_TOKEN_SECRET || secret.length < 32))
    throw new Error(
      "Refusing to start in production: RELEASE_TOKEN_SECRET must be set to a random value of at least 32 characters, the API's.",
    );
  return secret;
}
