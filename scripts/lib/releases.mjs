// Which version of each remote a browser gets (docs/releases.md): the registry's stable version, or its canary when
// the browser's cohort for that rollout falls under the canary's percentage. The browser id is a random first-party
// cookie, so a shopper stays on one side of a rollout; the page the server renders and /runtime-config.json make the
// same choice for the same browser.
import { createHash, randomUUID } from 'node:crypto';
import { readJson } from './page-headers.mjs';

export const BROWSER_COOKIE = 'kasuwa_browser';
/** A year: long enough that a shopper keeps one side of every rollout they see. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** How long the registry's answer is trusted before it is read again, in ms: a rollback reaches the next load. */
export const RELEASES_TTL_MS = 1000;

const BROWSER_ID = /^[0-9a-f-]{36}$/;
const VERSION = /^[0-9a-f]{7,40}$/;

/** The browser's 0–99 cohort in one rollout: the same browser and rollout always give the same number. */
export function cohortOf(browserId, rolloutId) {
  return createHash('sha256').update(`${browserId}\0${rolloutId}`).digest().readUInt32BE(0) % 100;
}

/** The browser id a request carries in its cookie, or null. */
export function browserIdOf(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && BROWSER_ID.test(value.join('='))) return value.join('=');
  }
  return null;
}

/** The Set-Cookie of a new browser id: first-party, not readable by scripts, sent back on every visit. */
export const browserCookie = (id, secure) =>
  `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * Each remote's version for this browser: `{ version, channel }`, or nothing for a remote the registry has no
 * stable version of (it is then loaded from its folder's current build, as the deployment's config names it).
 *
 * @param {{ remotes: { remote: string, stable: { version: string } | null, canary: { version: string, percent: number, rolloutId: string } | null }[] } | null} current
 * @param {string} browserId
 * @returns {Record<string, { version: string, channel: 'stable' | 'canary' }>}
 */
export function chooseVersions(current, browserId) {
  const chosen = {};
  for (const { remote, stable, canary } of current?.remotes ?? []) {
    if (!stable || !VERSION.test(stable.version)) continue;
    const onCanary =
      canary && VERSION.test(canary.version) && cohortOf(browserId, canary.rolloutId) < canary.percent;
    chosen[remote] = onCanary
      ? { version: canary.version, channel: 'canary' }
      : { version: stable.version, channel: 'stable' };
  }
  return chosen;
}

/** A version's manifest beside the remote's current one: `<origin>/<version>/mf-manifest.json`. */
export const versionManifest = (manifestUrl, version) =>
  new URL(`${version}/mf-manifest.json`, manifestUrl).href;

/** `remotes` (name → manifest URL) with each chosen remote pointing at its version's manifest. */
export function withVersions(remotes, chosen) {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [
      name,
      chosen[name] ? versionManifest(url, chosen[name].version) : url,
    ]),
  );
}

/**
 * The release choice of each request. `forRequest` reads (or gives) the browser's id, and answers the runtime config
 * this browser gets, the manifests this server reads for it, and the versions chosen.
 *
 * @param {object} o
 * @param {{ apiBaseUrl: string, remotes: Record<string, string> }} o.runtimeConfig the deployment's config
 * @param {Record<string, string>} [o.serverRemotes] manifests as this server reaches them, where not the browser's
 * @param {string} [o.apiUrl] the API, whose registry says which versions are live; none: no releases
 * @param {() => Promise<unknown>} [o.readReleases] for tests: how the registry is read
 */
export function releaseChooser({ runtimeConfig, serverRemotes = {}, apiUrl, readReleases }) {
  const read = readReleases ?? (apiUrl ? () => readJson(`${apiUrl}/api/releases/current`) : null);
  let known = null;
  let readAt = -Infinity;
  let pending;
  // The last good answer is kept while the API cannot be read: the shop goes on with the versions it had.
  const current = async () => {
    if (!read) return null;
    if (Date.now() - readAt < RELEASES_TTL_MS) return known;
    pending ??= read()
      .then((answer) => {
        known = answer?.data ?? null;
      })
      .catch(() => undefined)
      .finally(() => {
        readAt = Date.now();
        pending = undefined;
      });
    await pending;
    return known;
  };

  return {
    async forRequest(request, reply) {
      let browserId = browserIdOf(request.headers.cookie);
      if (!browserId) {
        browserId = randomUUID();
        reply.header('Set-Cookie', browserCookie(browserId, request.protocol === 'https'));
      }
      const chosen = chooseVersions(await current(), browserId);
      return {
        config: { ...runtimeConfig, remotes: withVersions(runtimeConfig.remotes, chosen) },
        serverRemotes: withVersions(serverRemotes, chosen),
        chosen,
      };
    },
  };
}
