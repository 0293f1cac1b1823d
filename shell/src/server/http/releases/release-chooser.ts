// The release choice of each request: the page the server renders and /runtime-config.json make the same choice
// for the same browser.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName, RuntimeConfig } from 'shared-contracts';
import { readJson } from '../read-json';
import { TtlCache } from '../ttl-cache';
import { browserCookie, browserIdOf, newBrowserId } from './browser-id';
import { chooseVersions, withVersions, type ChosenVersions, type CurrentReleases } from './choose-versions';

/** How long the registry's answer is trusted before it is read again, in ms: a rollback reaches the next load. */
export const RELEASES_TTL_MS = 1000;

export type ServerRemotes = Partial<Record<RemoteName, string>>;

/** What one browser gets. */
export interface ReleaseChoice {
  /** The runtime config this browser gets. */
  config: RuntimeConfig;
  /** The manifests this server reads for it. */
  serverRemotes: ServerRemotes;
  chosen: ChosenVersions;
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
}: ReleaseChooserOptions): ReleaseChooser {
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
    let browserId = browserIdOf(request.headers.cookie);
    if (!browserId) {
      browserId = newBrowserId();
      reply.header('Set-Cookie', browserCookie(browserId, request.protocol === 'https'));
    }
    const chosen = chooseVersions(await current(), browserId);
    return {
      config: { ...runtimeConfig, remotes: withVersions(runtimeConfig.remotes, chosen) },
      serverRemotes: withVersions(serverRemotes, chosen),
      chosen,
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

/** Every browser gets the deployment's config: no registry. */
export const noReleases = (
  runtimeConfig: RuntimeConfig,
  serverRemotes: ServerRemotes = {},
): ReleaseChooser => ({
  forRequest: async () => ({ config: runtimeConfig, serverRemotes, chosen: {} }),
});
