// What /runtime-config.json says in this deployment: the API base and each remote's manifest URL, from the
// environment. A REMOTE_*_URL may name the manifest or just the remote's origin.
import type { RemoteName, RuntimeConfig } from '../../app/runtime-config';
import { REMOTES } from '../../../../config/remotes.mjs';
import type { ServerRemotes } from './releases/release-chooser';

export { REMOTES };

export type Env = Record<string, string | undefined>;

/** The remotes' ports on this machine (config/ports.mjs), for a deployment that names no REMOTE_*_URL. */
export type RemotePorts = Record<RemoteName, number>;

const manifestUrl = (url: string) =>
  url.endsWith('.json') ? url : `${url.replace(/\/+$/, '')}/mf-manifest.json`;

const remoteNames = Object.keys(REMOTES) as RemoteName[];

export function runtimeConfigFromEnv(env: Env, ports: RemotePorts): RuntimeConfig {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      manifestUrl(env[REMOTES[name].env] || `http://localhost:${ports[name]}`),
    ]),
  ) as RuntimeConfig['remotes'];
  return { apiBaseUrl: env.API_BASE_URL || '/api/', remotes };
}

/**
 * Where the shop server itself reads each remote's manifest, when that is not the browser's address:
 * SSR_REMOTE_<NAME>_URL (e.g. a container reaching the remote by its service name). Remotes without one are read
 * where the browser reads them.
 */
export function serverRemotesFromEnv(env: Env): ServerRemotes {
  const remotes: ServerRemotes = {};
  for (const name of remoteNames) {
    const url = env[`SSR_${REMOTES[name].env}`];
    if (url) remotes[name] = manifestUrl(url);
  }
  return remotes;
}

/** The API's development default too: tokens signed with it are worthless outside development. */
export const DEFAULT_RELEASE_TOKEN_SECRET = 'kasuwa-development-release-secret-do-not-use-in-production';

/**
 * RELEASE_TOKEN_SECRET: what browser ids and telemetry tokens are signed with, shared with the API
 * (docs/releases.md). Production refuses the development default, as the API does.
 */
export function releaseTokenSecretFromEnv(env: Env): string {
  const secret = env.RELEASE_TOKEN_SECRET || DEFAULT_RELEASE_TOKEN_SECRET;
  if (env.NODE_ENV === 'production' && (secret === DEFAULT_RELEASE_TOKEN_SECRET || secret.length < 32))
    throw new Error(
      "Refusing to start in production: RELEASE_TOKEN_SECRET must be set to a random value of at least 32 characters, the API's.",
    );
  return secret;
}
