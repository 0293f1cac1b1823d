// The shell's server: its files, its pages (rendered on the server when the shell has a server build), the
// deployment's /runtime-config.json, the crawl files and the /api proxy. `npm start` runs it beside the remotes and
// the API (scripts/serve.mjs); a deployment runs it alone (scripts/serve-shell.mjs).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../lib/runtime-config';
import { HELP_TOPICS } from '../../pages/help/help-topics';
import { DEFAULT_RELEASE_TOKEN_SECRET } from './config';
import { ManifestReader } from './manifests/manifest-reader';
import { pageLinks } from './manifests/page-links';
import { registerApiProxy } from './plugins/api-proxy';
import { shellMetrics } from './plugins/metrics';
import { refuseUnusualPaths } from './plugins/page-paths';
import { registerLanguageChoice } from './plugins/language';
import { serviceWorkerContentSecurityPolicy, shopContentSecurityPolicy } from './plugins/security-headers';
import { releaseChooser, type ReleaseChooser, type ServerRemotes } from './releases/release-chooser';
import { readSitemap, registerCrawlFiles } from './render/crawl-files';
import { createPageRenderer, type RenderLimit, type Renderer } from './render/page-renderer';
import {
  crawlerOf,
  renderBudget,
  RENDERS_PER_MINUTE,
  sitemapPages,
  systemDns,
  type CrawlerDns,
} from './render/render-budget';
import { browserIds } from 'shared-contracts/browser-id';
import { createStaticSite } from './static-site';
import { basenameOf, LOCALES, splitLocalePath } from 'shared-contracts/locales';

/**
 * Every page of the route table (docs/storefront.md §2.1) is a route of this server: its status and body do not
 * depend on what the client accepts. Any other path reaches the page renderer from the not-found handler, which
 * answers the 404 page.
 */
const STOREFRONT_ROUTES = [
  '/',
  '/products',
  '/products/*',
  '/promotions/*',
  '/track',
  '/track/*',
  ...HELP_TOPICS.map(({ slug }) => `/${slug}`),
  '/cart',
  '/wishlist',
  '/checkout',
  '/checkout/*',
  '/account',
  '/account/*',
  '/orders',
  '/orders/*',
  '/auth/*',
];

/** The storefront's routes in every language (under each prefix: `/yo`, `/yo/products`…), and the admin's (English). */
export const PAGE_ROUTES = [
  ...STOREFRONT_ROUTES,
  ...LOCALES.flatMap((locale) => {
    const prefix = basenameOf(locale);
    return prefix === '/'
      ? []
      : STOREFRONT_ROUTES.map((route) => (route === '/' ? prefix : `${prefix}${route}`));
  }),
  '/admin',
  '/admin/*',
];

/** The storefront's pages are the catalog remote's (in any language). */
const STOREFRONT = /^\/(?:(?:products|promotions|track)(?:\/|$)|$)/;
const isStorefrontPage = (pathname: string) => STOREFRONT.test(splitLocalePath(pathname).path);

export interface ShellServerOptions {
  /** The folder the shell is served from. */
  shellDist: string;
  /** What the browser is told. */
  runtimeConfig: RuntimeConfig;
  /** The API, as this server reaches it. */
  apiUrl: string;
  /** Each remote's manifest as this server reaches it, where that is not the browser's address. */
  serverRemotes?: ServerRemotes;
  /** The shop's public origin: every absolute URL in pages and crawl files, whatever Host a request names. */
  publicUrl: string;
  /** The peers whose X-Forwarded-* headers are believed (TRUST_PROXY); none by default. */
  trustProxy?: false | string[];
  /**
   * Uncached renders a browser may have a minute at its address (and the clients of an address without a browser id,
   * together); the sitemap's pages, verified crawlers and the address as a whole have multiples of it
   * (render/render-budget.ts).
   */
  rendersPerMinute?: number;
  /** The look-ups that verify a crawler; the system's resolver by default. */
  crawlerDns?: CrawlerDns;
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
  /** The shell's server build (tests); by default the one in `shellDist`. */
  renderer?: Renderer;
  /** Signs browser ids and telemetry tokens (RELEASE_TOKEN_SECRET, shared with the API). */
  releaseTokenSecret?: string;
  /**
   * Sent with every request to the API that names a shopper's address (API_PROXY_SECRET, shared with the API), which
   * believes the address only with it.
   */
  apiProxySecret?: string;
  /** The bearer token that reads /metrics (METRICS_TOKEN, the API's too); without one, nobody does. */
  metricsToken?: string;
}

export async function createShellServer({
  shellDist,
  runtimeConfig,
  apiUrl,
  serverRemotes = {},
  publicUrl,
  trustProxy = false,
  rendersPerMinute = RENDERS_PER_MINUTE,
  ssr = true,
  preloadRouteScripts = true,
  buildDetails = false,
  releaseTokenSecret = DEFAULT_RELEASE_TOKEN_SECRET,
  releases = releaseChooser({ runtimeConfig, serverRemotes, apiUrl, releaseTokenSecret }),
  manifests = new ManifestReader(),
  renderer,
  crawlerDns = systemDns(),
  apiProxySecret,
  metricsToken,
}: ShellServerOptions): Promise<FastifyInstance> {
  const origin = new URL(publicUrl).origin;
  const metrics = shellMetrics();
  // Set once the rate limit is registered (the app is made after the page handler).
  let limitRender: RenderLimit = async () => true;
  const page = ssr
    ? await createPageRenderer({
        shellDist,
        apiUrl,
        origin,
        releases,
        manifests,
        limitRender: (request, reply) => limitRender(request, reply),
        ...(renderer ? { renderer } : {}),
        ...(apiProxySecret ? { apiProxySecret } : {}),
        metrics: metrics.pages,
      })
    : null;

  /**
   * The preloads of a page the browser renders alone: its runtime config and, on the storefront's pages, the build
   * of the catalog chosen for this browser, as the config it is about to read names it.
   */
  async function browserPageHeaders(request: FastifyRequest, reply: FastifyReply) {
    // A refused render's page has no script to preload.
    if (reply.statusCode === 429) return {};
    const { pathname } = new URL(request.url, 'http://shop');
    if (!isStorefrontPage(pathname)) return { Link: pageLinks(null, { runtimeConfig: true }) ?? '' };
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
    trustProxy,
    contentSecurityPolicy: shopContentSecurityPolicy(runtimeConfig),
    serviceWorkerPolicy: serviceWorkerContentSecurityPolicy(runtimeConfig),
    buildDetails,
    htmlHeaders: browserPageHeaders,
    ...(page ? { page, pageRoutes: PAGE_ROUTES } : {}),
    async before(app) {
      metrics.timeRequests(app);
      refuseUnusualPaths(app);
      registerLanguageChoice(app);
      // Only where asked (the renders the cache cannot answer): per browser within its client address, as
      // TRUST_PROXY lets the address be known, with a ceiling for the address.
      limitRender = await renderBudget(app, {
        rendersPerMinute,
        browserIds: browserIds(releaseTokenSecret),
        crawlerOf: crawlerOf(crawlerDns),
        isSitemapPage: sitemapPages(() => readSitemap(apiUrl)),
      });
    },
    async extend(app) {
      // Chosen per browser (its cookie), so never shared between browsers; revalidated on every load (the ETag).
      app.get('/runtime-config.json', async (request, reply) => {
        const { config, telemetryToken } = await releases.forRequest(request, reply);
        const body = JSON.stringify(telemetryToken ? { ...config, telemetryToken } : config);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        reply
          .header('Cache-Control', 'private, no-cache')
          .header('ETag', etag)
          .header('Vary', 'Cookie')
          .type('application/json');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.send(body);
      });
      registerCrawlFiles(app, { apiUrl, origin });
      metrics.serve(app, metricsToken);
      await registerApiProxy(app, {
        upstream: apiUrl,
        ...(apiProxySecret ? { proxySecret: apiProxySecret } : {}),
      });
    },
  });
}
