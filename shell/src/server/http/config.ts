// What /runtime-config.json says in this deployment: the API base and each remote's manifest URL, from the
// environment. A REMOTE_*_URL may name the manifest or just the remote's origin.
import type { RemoteName, RuntimeConfig } from 'shared-contracts';
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
