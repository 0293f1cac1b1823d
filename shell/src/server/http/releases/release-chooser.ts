// The release choice of each request: the page the server renders and /runtime-config.json make the same choice
// for the same browser.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName, RuntimeConfig } from '../../../lib/runtime-config';
import { readJson } from '../read-json';
import { TtlCache } from '../../../lib/ttl-cache';
import { RELEASE_REMOTES, RELEASES_TTL_MS, type ReleaseRemote } from 'shared-contracts/schemas/releases';
import { BROWSER_COOKIE, browserCookieOptions, browserIds, newBrowserId } from 'shared-contracts/browser-id';
import { chooseVersions, withVersions, type ChosenVersions, type CurrentReleases } from './choose-versions';
import { telemetryTokens } from './telemetry-token';

export type ServerRemotes = Partial<Record<RemoteName, string>>;

/** What one browser gets. */
export interface ReleaseChoice {
  /** The runtime config this browser gets. */
  config: RuntimeConfig;
  /** The manifests this server reads for it. */
  serverRemotes: ServerRemotes;
  chosen: ChosenVersions;
  /**
   * This browser's signed telemetry token: only for its /runtime-config.json, never for a page (pages are cached
   * for every browser).
   */
  telemetryToken: string;
}

export interface ReleaseChooser {
  forRequest(request: FastifyRequest, reply: FastifyReply): Promise<ReleaseChoice>;
}

export interface ReleaseChooserOptions {
  /** The deployment's config. */
  runtimeConfig: RuntimeConfig;
  /** Manifests as this server reaches them, where not the browser's. */
  serverRemotes?: ServerRemotes;
  /** The API, whose registry says which versions are live; none: no releases. */
  apiUrl?: string;
  /** How the registry is read (tests). */
  readReleases?: () => Promise<unknown>;
  now?: () => number;
  /** Signs the browser ids and the telemetry tokens (RELEASE_TOKEN_SECRET, shared with the API). */
  releaseTokenSecret: string;
}

/**
 * Reads (or gives) the browser's id and answers the versions chosen for it. The registry is read at most once per
 * RELEASES_TTL_MS; while it cannot be read, the shop goes on with the versions it had.
 */
export function releaseChooser({
  runtimeConfig,
  serverRemotes = {},
  apiUrl,
  readReleases,
  now,
  releaseTokenSecret,
}: ReleaseChooserOptions): ReleaseChooser {
  const ids = browserIds(releaseTokenSecret);
  const sign = telemetryTokens(releaseTokenSecret, now);
  const read = readReleases ?? (apiUrl ? () => readJson(`${apiUrl}/api/releases/current`) : null);
  const registry = read
    ? new TtlCache<'current', CurrentReleases | null>(
        async () => ((await read()) as { data?: CurrentReleases } | null)?.data ?? null,
        { ttlMs: RELEASES_TTL_MS, ...(now ? { now } : {}) },
      )
    : null;
  const current = async () => (registry ? registry.get('current').catch(() => null) : null);

  // One choice per request, however many parts of the answer ask (the page, its Link header): one cookie at most.
  const made = new WeakMap<FastifyRequest, Promise<ReleaseChoice>>();
  async function choose(request: FastifyRequest, reply: FastifyReply): Promise<ReleaseChoice> {
    let browserId = ids.read(request.cookies[BROWSER_COOKIE]);
    if (!browserId) {
      browserId = newBrowserId();
      void reply.setCookie(
        BROWSER_COOKIE,
        ids.value(browserId),
        browserCookieOptions(request.protocol === 'https'),
      );
    }
    const chosen = chooseVersions(await current(), browserId);
    const versions: Partial<Record<ReleaseRemote, string>> = {};
    for (const remote of RELEASE_REMOTES) {
      const version = chosen[remote]?.version;
      if (version) versions[remote] = version;
    }
    return {
      config: { ...runtimeConfig, remotes: withVersions(runtimeConfig.remotes, chosen) },
      serverRemotes: withVersions(serverRemotes, chosen),
      chosen,
      telemetryToken: await sign(browserId, versions),
    };
  }
  return {
    forRequest(request, reply) {
      let choice = made.get(request);
      if (!choice) {
        choice = choose(request, reply);
        made.set(request, choice);
      }
      return choice;
    },
  };
}

/** Every browser gets the deployment's config: no registry, no versions to report. */
export const noReleases = (
  runtimeConfig: RuntimeConfig,
  serverRemotes: ServerRemotes = {},
): ReleaseChooser => ({
  forRequest: async () => ({ config: runtimeConfig, serverRemotes, chosen: {}, telemetryToken: '' }),
});
