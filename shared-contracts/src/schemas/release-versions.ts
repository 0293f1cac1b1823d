// What a release's version looks like, and the URLs that name one (docs/releases.md). The shell's server, the
// browser, the service worker and the API all recognise versions by these, so they cannot disagree.

/** A version is its build's content hash or its commit: 7 to 40 lowercase hex digits. */
const VERSION = '[0-9a-f]{7,40}';

export const VERSION_PATTERN = new RegExp(`^${VERSION}$`);

/** A path inside a release's folder (`<version>/…`), whose files never change. */
export const VERSION_FOLDER = new RegExp(`^${VERSION}/`);

/** The manifest of a release, `…/<version>/mf-manifest.json`; the version is its first group. */
export const RELEASE_MANIFEST = new RegExp(`/(${VERSION})/mf-manifest\\.json$`);

/** The copy of a build's manifest published in place beside the current one, `…/mf-manifest.<version>.json`. */
export const PUBLISHED_MANIFEST = new RegExp(`/mf-manifest\\.(${VERSION})\\.json$`);

/** A file of a release, `/<version>/…` (entries, chunks, manifests), at any depth below the version's folder. */
export const RELEASE_FILE = new RegExp(`/${VERSION}/(?:[^/]+/)*[^/]+\\.(?:js|mjs|css|json)$`);

/** A release's manifest beside the remote's current one: `<origin>/<version>/mf-manifest.json`. */
export const releaseManifestUrl = (manifestUrl: string, version: string): string =>
  new URL(`${version}/mf-manifest.json`, manifestUrl).href;

/** The manifest of one build published in place: `mf-manifest.<version>.json` beside the current one. */
export const publishedManifestUrl = (manifestUrl: string, version: string): string =>
  new URL(`mf-manifest.${version}.json`, manifestUrl).href;

/**
 * The version a release's manifest URL names (`…/<version>/mf-manifest.json`), or null: the versions the release
 * choice serves a browser, so the only ones its telemetry token names (a build published in place is not one).
 */
export const releaseVersionOfManifest = (url: string): string | null =>
  RELEASE_MANIFEST.exec(url)?.[1] ?? null;

/** The version a versioned manifest URL names (either form), or null for a remote's current manifest. */
export const versionOfManifest = (url: string): string | null =>
  releaseVersionOfManifest(url) ?? PUBLISHED_MANIFEST.exec(url)?.[1] ?? null;
