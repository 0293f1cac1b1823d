// What /runtime-config.json says in this deployment: the API base and each remote's manifest URL, from the
// environment. A REMOTE_*_URL may name the manifest or just the remote's origin.
import { ports } from '../../config/ports.mjs';

export const REMOTES = /** @type {const} */ ({
  catalog: { dir: 'mf-catalog', env: 'REMOTE_CATALOG_URL' },
  cart: { dir: 'mf-cart', env: 'REMOTE_CART_URL' },
  account: { dir: 'mf-account', env: 'REMOTE_ACCOUNT_URL' },
  admin: { dir: 'mf-admin', env: 'REMOTE_ADMIN_URL' },
});

/** @param {NodeJS.ProcessEnv} env */
export function runtimeConfigFromEnv(env = process.env) {
  const remotes = Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => [
      name,
      manifestUrl(env[remote.env] || `http://localhost:${ports[name]}`),
    ]),
  );
  return { apiBaseUrl: env.API_BASE_URL || '/api/', remotes };
}

/**
 * Where the shop server itself reads each remote's manifest, when that is not the browser's address:
 * SSR_REMOTE_<NAME>_URL (e.g. a container reaching the remote by its service name). Remotes without one are read
 * where the browser reads them.
 * @param {NodeJS.ProcessEnv} env
 */
export function serverRemotesFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(REMOTES)
      .filter(([, remote]) => env[`SSR_${remote.env}`])
      .map(([name, remote]) => [name, manifestUrl(String(env[`SSR_${remote.env}`]))]),
  );
}

/** @param {string} url */
const manifestUrl = (url) => (url.endsWith('.json') ? url : `${url.replace(/\/+$/, '')}/mf-manifest.json`);
