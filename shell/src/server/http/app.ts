// The shell's server: its files, its pages (rendered on the server when the shell has a server build), the
// deployment's /runtime-config.json, the crawl files and the /api proxy. `npm start` runs it beside the remotes and
// the API (scripts/serve.mjs); a deployment runs it alone (scripts/serve-shell.mjs).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'shared-contracts';
import { ManifestReader } from './manifests/manifest-reader';
import { pageLinks } from './manifests/page-links';
import { registerApiProxy } from './plugins/api-proxy';
import { shopContentSecurityPolicy } from './plugins/security-headers';
import { releaseChooser, type ReleaseChooser, type ServerRemotes } from './releases/release-chooser';
import { registerCrawlFiles } from './render/crawl-files';
import { createPageRenderer } from './render/page-renderer';
import { createStaticSite } from './static-site';

/** The paths answered by the page renderer at once, without first looking for a file of that name. */
export const PAGE_ROUTES = ['/', '/products', '/products/*'];

/** The storefront's pages are the catalog remote's. */
const STOREFRONT = /^\/(?:products(?:\/|$)|$)/;

export interface ShellServerOptions {
  /** The folder the shell is served from. */
  shellDist: string;
  /** What the browser is told. */
  runtimeConfig: RuntimeConfig;
  /** The API, as this server reaches it. */
  apiUrl: string;
  /** Each remote's manifest as this server reaches it, where that is not the browser's address. */
  serverRemotes?: ServerRemotes;
  /** The shop's public origin, for absolute URLs in pages and crawl files. */
  publicUrl?: string | undefined;
  /** Render pages on the server (when the shell has a server build). */
  ssr?: boolean;
  /** Preload the catalog's route scripts with every storefront page. */
  preloadRouteScripts?: boolean;
  /** Serve source maps and mf-stats.json (PUBLIC_BUILD_DETAILS=true). */
  buildDetails?: boolean;
  /** Which versions each browser gets; by default the API's release registry decides. */
  releases?: ReleaseChooser;
  /** The one reader of the remotes' manifests. */
  manifests?: ManifestReader;
}

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
  manifests = new ManifestReader(),
}: ShellServerOptions): Promise<FastifyInstance> {
  /**
   * The origin absolute URLs in pages are made with: the configured public one (what previews and search engines
   * must see, whatever Host a request names), else the request's own.
   */
  const originOf = (request: FastifyRequest) =>
    publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const page = ssr ? await createPageRenderer({ shellDist, apiUrl, originOf, releases, manifests }) : null;

  /**
   * The preloads of a page the browser renders alone: its runtime config and, on the storefront's pages, the build
   * of the catalog chosen for this browser, as the config it is about to read names it.
   */
  async function browserPageHeaders(request: FastifyRequest, reply: FastifyReply) {
    const { pathname } = new URL(request.url, 'http://shop');
    if (!STOREFRONT.test(pathname)) return { Link: pageLinks(null, { runtimeConfig: true }) ?? '' };
    const { config, serverRemotes: servers } = await releases.forRequest(request, reply);
    const catalog = await manifests.remote('catalog', config.remotes.catalog, servers.catalog);
    const links = pageLinks(catalog && !preloadRouteScripts ? { ...catalog, routeScripts: [] } : catalog, {
      runtimeConfig: true,
      manifestUrl: config.remotes.catalog,
    });
    return { Link: links ?? '' };
  }

  return createStaticSite({
    root: shellDist,
    spa: true,
    contentSecurityPolicy: shopContentSecurityPolicy(runtimeConfig),
    buildDetails,
    htmlHeaders: browserPageHeaders,
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
      registerCrawlFiles(app, { apiUrl, originOf });
      await registerApiProxy(app, { upstream: apiUrl });
    },
  });
}
