// The remotes' federation manifests as the shop's server reads them: one reader, one cache, for the page renderer
// and the pages' Link preloads alike.
import type { RemoteName, RuntimeConfig } from '../../../lib/runtime-config';
import { publishedManifestUrl, RELEASE_MANIFEST } from 'shared-contracts/schemas/release-versions';
import { readJson } from '../read-json';
import { TtlCache } from '../../../lib/ttl-cache';

/** How long a remote's manifest (its current version) is trusted before it is read again, in ms. */
export const MANIFEST_TTL_MS = 2000;

/** One remote as its manifest says now. */
export interface RemoteVersion {
  name: RemoteName;
  /** The published build's id, or `unpublished` for a build served straight from its folder. */
  version: string;
  /** The manifest of that build alone (immutable, so the browser hydrates with the build the server rendered). */
  manifest: string;
  /** Its browser entry. */
  entry: string | null;
  /** Its server entry, when it renders on the server. */
  ssrEntry: string | null;
  /** The scripts its route table needs before it runs. */
  routeScripts: string[];
}

interface ManifestEntry {
  name?: unknown;
  path?: unknown;
}

interface FederationManifest {
  metaData?: {
    publishedBuild?: unknown;
    remoteEntry?: ManifestEntry;
    ssrRemoteEntry?: ManifestEntry;
    publicPath?: unknown;
  };
  exposes?: unknown;
}

const asManifest = (value: unknown): FederationManifest =>
  value && typeof value === 'object' ? (value as FederationManifest) : {};

/**
 * Whether `url` lies inside the folder of the manifest at `manifestUrl`: on its origin, which the deployment's
 * config names (REMOTE_*_URL, SSR_REMOTE_*_URL), and below its version's folder. Whatever a manifest says, the
 * shop loads nothing from elsewhere (docs/security.md, "Where the shop runs code from").
 */
export function insideManifestFolder(url: URL, manifestUrl: string): boolean {
  const folder = new URL('.', manifestUrl);
  return url.origin === folder.origin && url.pathname.startsWith(folder.pathname);
}

const entryUrl = (entry: ManifestEntry | undefined, base: string): string | null => {
  if (typeof entry?.name !== 'string' || !entry.name) return null;
  const url = new URL(`${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`, base);
  return insideManifestFolder(url, base) ? url.href : null;
};

/** The `sync` scripts of one exposed module of a federation manifest, resolved against its public path. */
export function syncScripts(manifest: unknown, manifestUrl: string, exposed: string): string[] {
  const { exposes, metaData } = asManifest(manifest);
  const expose = (Array.isArray(exposes) ? (exposes as unknown[]) : []).find(
    (candidate): candidate is { assets?: { js?: { sync?: unknown } } } =>
      !!candidate && typeof candidate === 'object' && (candidate as { path?: unknown }).path === exposed,
  );
  const files = expose?.assets?.js?.sync;
  if (!Array.isArray(files)) return [];
  const publicPath = metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base))
    .filter((url) => insideManifestFolder(url, manifestUrl))
    .map((url) => url.href);
}

/**
 * One remote as its manifest says: the published build's id, the manifest of that build alone and, when it renders
 * on the server, its server entry. `serverUrl` is where this server reads the manifest when that differs from the
 * browser's address (a container reaching the remote by its service name); the server entry is loaded from there too.
 */
export function remoteVersion(
  name: RemoteName,
  manifestUrl: string,
  manifest: unknown,
  serverUrl = manifestUrl,
): RemoteVersion {
  const meta = asManifest(manifest).metaData ?? {};
  const version = typeof meta.publishedBuild === 'string' ? meta.publishedBuild : null;
  // A release's manifest (`<version>/mf-manifest.json`) never changes; a build published in place has its own copy.
  const isRelease = version !== null && RELEASE_MANIFEST.exec(manifestUrl)?.[1] === version;
  return {
    name,
    version: version ?? 'unpublished',
    manifest: version && !isRelease ? publishedManifestUrl(manifestUrl, version) : manifestUrl,
    entry: entryUrl(meta.remoteEntry, manifestUrl),
    ssrEntry: entryUrl(meta.ssrRemoteEntry, serverUrl),
    routeScripts: syncScripts(manifest, manifestUrl, './routes'),
  };
}

export interface ManifestReaderOptions {
  ttlMs?: number;
  fetchManifest?: (url: string) => Promise<unknown>;
  now?: () => number;
}

/**
 * Reads remotes' manifests, each at most once per `ttlMs` (a release's manifest never changes, a remote's current
 * one does with its next deploy), whoever asks: the page renderer for the versions a page is rendered with, and
 * the pages' Link preloads for the versions chosen for that browser.
 */
export class ManifestReader {
  readonly #manifests: TtlCache<string, unknown>;

  constructor({ ttlMs = MANIFEST_TTL_MS, fetchManifest = readJson, now }: ManifestReaderOptions = {}) {
    this.#manifests = new TtlCache(fetchManifest, { ttlMs, ...(now ? { now } : {}) });
  }

  /** One remote at the browser's address `url`, read at `serverUrl`; null when it cannot be read. */
  async remote(name: RemoteName, url: string, serverUrl = url): Promise<RemoteVersion | null> {
    try {
      return remoteVersion(name, url, await this.#manifests.get(serverUrl), serverUrl);
    } catch {
      return null;
    }
  }

  /** Every remote a config names, read where this server reaches it (`serverUrls`); those not read are left out. */
  async versions(
    config: Pick<RuntimeConfig, 'remotes'>,
    serverUrls: Partial<Record<RemoteName, string>> = {},
  ): Promise<RemoteVersion[]> {
    const names = Object.keys(config.remotes) as RemoteName[];
    const read = await Promise.all(
      names.map((name) => this.remote(name, config.remotes[name], serverUrls[name] ?? config.remotes[name])),
    );
    return read.filter((remote): remote is RemoteVersion => remote !== null);
  }
}
