// The `Link` headers of the shell's pages: what the browser should fetch beside the shell's own scripts, because the
// shell would otherwise find it only after several round trips.

/** How long a remote's manifest is trusted before it is read again, in ms. */
export const MANIFEST_TTL_MS = 10_000;

/**
 * The JavaScript a remote's exposed module needs before it can run (the manifest's `sync` assets), as absolute
 * URLs, read from the remote's `mf-manifest.json` and read again once it is older than `ttlMs`. Until the first
 * read has answered, and whenever the remote cannot be read (down, or in the middle of a deploy), it is empty: a
 * page then preloads less, never a file that may be gone.
 *
 * @param {string} manifestUrl
 * @param {string} exposed e.g. './routes'
 * @param {{ ttlMs?: number, fetchManifest?: (url: string) => Promise<unknown> }} [options]
 * @returns {{ current(): string[], refresh(): Promise<void> }}
 */
export function exposedChunks(
  manifestUrl,
  exposed,
  { ttlMs = MANIFEST_TTL_MS, fetchManifest = readJson } = {},
) {
  let chunks = [];
  let readAt = -Infinity;
  let reading;
  const refresh = () =>
    (reading ??= fetchManifest(manifestUrl)
      .then((manifest) => {
        chunks = syncScripts(manifest, manifestUrl, exposed);
      })
      .catch(() => {
        chunks = [];
      })
      .finally(() => {
        readAt = Date.now();
        reading = undefined;
      }));
  return {
    current() {
      if (Date.now() - readAt > ttlMs) void refresh();
      return chunks;
    },
    refresh,
  };
}

/** A JSON document from another server of the deployment, given 2 s. */
export async function readJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The `sync` scripts of one exposed module of a federation manifest, resolved against its public path. */
export function syncScripts(manifest, manifestUrl, exposed) {
  const exposes = Array.isArray(manifest?.exposes) ? manifest.exposes : [];
  const expose = exposes.find((candidate) => candidate?.path === exposed);
  const files = expose?.assets?.js?.sync;
  if (!Array.isArray(files)) return [];
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
  return files.filter((file) => typeof file === 'string').map((file) => new URL(file, base).href);
}

/**
 * Headers of a page's HTML, by the page's URL. Every page announces `/runtime-config.json` with `Link: rel=preload`,
 * so the browser fetches it beside the shell's scripts rather than after they have run. The storefront's pages
 * (`/`, `/products…`) are the catalog remote's, which the shell finds only once it has read that config: their
 * header also preloads the catalog's manifest, its entry and the scripts its route table needs, which would
 * otherwise come two and three round trips after the shell's script.
 *
 * @param {{ remotes: { catalog: string } }} runtimeConfig
 * @param {{ current(): string[] }} [catalogRoutes] the catalog's route-table scripts (see `exposedChunks`)
 */
export function pageHeaders(runtimeConfig, catalogRoutes = { current: () => [] }) {
  const config = '</runtime-config.json>; rel=preload; as=fetch; crossorigin=anonymous';
  const manifest = runtimeConfig.remotes.catalog;
  const entry = new URL('remoteEntry.js', manifest).href;
  const storefront = `${config}, <${manifest}>; rel=preload; as=fetch; crossorigin=anonymous, <${entry}>; rel=preload; as=script`;
  return (url) => {
    const pathname = new URL(url, 'http://shop').pathname;
    if (pathname !== '/' && !/^\/products(\/|$)/.test(pathname)) return { Link: config };
    const chunks = catalogRoutes.current().map((chunk) => `, <${chunk}>; rel=preload; as=script`);
    return { Link: storefront + chunks.join('') };
  };
}
