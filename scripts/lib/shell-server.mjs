// The shell's server: its files, its pages (rendered on the server when the shell has a server build), the
// deployment's /runtime-config.json, the crawl files and the /api proxy. `npm start` (scripts/serve.mjs) runs it
// beside the remotes and the API; a deployment runs it alone (scripts/serve-shell.mjs).
import { createHash } from 'node:crypto';
import { registerApiProxy } from './api-proxy.mjs';
import { exposedChunks, pageHeaders, readJson } from './page-headers.mjs';
import { shopContentSecurityPolicy } from './runtime-config.mjs';
import { releaseChooser } from './releases.mjs';
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
 * @param {boolean} [o.buildDetails] serve source maps and mf-stats.json (PUBLIC_BUILD_DETAILS=true)
 * @param {ReturnType<typeof releaseChooser>} [o.releases] which versions each browser gets; by default the API's
 *   release registry decides
 */
export async function createShellServer({
  shellDist,
  runtimeConfig,
  apiUrl,
  serverRemotes = {},
  publicUrl,
  ssr = true,
  preloadRouteScripts = true,
  buildDetails = false,
  releases = releaseChooser({ runtimeConfig, serverRemotes, apiUrl }),
}) {
  const catalogManifest = serverRemotes.catalog ?? runtimeConfig.remotes.catalog;
  const catalogRoutes = preloadRouteScripts
    ? exposedChunks(runtimeConfig.remotes.catalog, './routes', {
        fetchManifest: () => readJson(catalogManifest),
      })
    : undefined;
  await catalogRoutes?.refresh();
  const page = ssr
    ? await createPageRenderer({ shellDist, runtimeConfig, apiUrl, publicUrl, serverRemotes, releases })
    : null;
  return createStaticSite({
    root: shellDist,
    spa: true,
    contentSecurityPolicy: shopContentSecurityPolicy(runtimeConfig),
    buildDetails,
    htmlHeaders: pageHeaders(runtimeConfig, catalogRoutes),
    ...(page ? { page, pageRoutes: PAGE_ROUTES } : {}),
    async extend(app) {
      // Chosen per browser (its cookie), so never shared between browsers; revalidated on every load (the ETag).
      app.get('/runtime-config.json', async (request, reply) => {
        const { config } = await releases.forRequest(request, reply);
        const body = JSON.stringify(config);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        reply
          .header('Cache-Control', 'private, no-cache')
          .header('ETag', etag)
          .header('Vary', 'Cookie')
          .type('application/json');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.send(body);
      });
      registerCrawlFiles(app, { apiUrl, publicUrl });
      await registerApiProxy(app, { upstream: apiUrl });
    },
  });
}
