// The shell's server: its files, its pages (rendered on the server when the shell has a server build), the
// deployment's /runtime-config.json, the crawl files and the /api proxy. `npm start` (scripts/serve.mjs) runs it
// beside the remotes and the API; a deployment runs it alone (scripts/serve-shell.mjs).
import { registerApiProxy } from './api-proxy.mjs';
import { exposedChunks, pageHeaders, readJson } from './page-headers.mjs';
import { createPageRenderer, registerCrawlFiles } from './ssr.mjs';
import { createStaticSite } from './static-site.mjs';

/** The paths answered by the page renderer at once, without first looking for a file of that name. */
export const PAGE_ROUTES = ['/', '/products', '/products/*'];

/**
 * @param {object} o
 * @param {string} o.shellDist the folder the shell is served from
 * @param {{ apiBaseUrl: string, remotes: Record<string, string> }} o.runtimeConfig what the browser is told
 * @param {string} o.apiUrl the API, as this server reaches it
 * @param {Record<string, string>} [o.serverRemotes] each remote's manifest as this server reaches it, where that
 *   is not the browser's address
 * @param {string} [o.publicUrl] the shop's public origin, for absolute URLs in pages and crawl files
 * @param {boolean} [o.ssr] render pages on the server (when the shell has a server build)
 * @param {boolean} [o.preloadRouteScripts] preload the catalog's route scripts with every page
 */
export async function createShellServer({
  shellDist,
  runtimeConfig,
  apiUrl,
  serverRemotes = {},
  publicUrl,
  ssr = true,
  preloadRouteScripts = true,
}) {
  const catalogManifest = serverRemotes.catalog ?? runtimeConfig.remotes.catalog;
  const catalogRoutes = preloadRouteScripts
    ? exposedChunks(runtimeConfig.remotes.catalog, './routes', {
        fetchManifest: () => readJson(catalogManifest),
      })
    : undefined;
  await catalogRoutes?.refresh();
  const page = ssr
    ? await createPageRenderer({ shellDist, runtimeConfig, apiUrl, publicUrl, serverRemotes })
    : null;
  return createStaticSite({
    root: shellDist,
    spa: true,
    htmlHeaders: pageHeaders(runtimeConfig, catalogRoutes),
    ...(page ? { page, pageRoutes: PAGE_ROUTES } : {}),
    async extend(app) {
      app.get('/runtime-config.json', async (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('application/json').send(runtimeConfig),
      );
      registerCrawlFiles(app, { apiUrl, publicUrl });
      await registerApiProxy(app, { upstream: apiUrl });
    },
  });
}
