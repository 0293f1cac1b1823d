// A production static server for one built front-end: precompressed assets, long caching of hashed files.
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Content-hashed file names ([name].[contenthash:8].js) and a published build's own entry points
 * (remoteEntry.<build>.js, mf-manifest.<build>.json) never change, so browsers may keep them for a year. */
const HASHED = /\.[0-9a-f]{8,12}\.(js|css|mjs|json)$/;
/** Files that name the current build: always revalidated so a redeploy is picked up at once. */
const ENTRY_POINTS = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'runtime-config.json',
  // The service worker and the web app manifest keep their names from one version to the next.
  'sw.js',
  'manifest.webmanifest',
]);

/** How long a request may take to arrive whole (a slow sender cannot hold a connection open), in ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The Content-Security-Policy of a page (docs/security.md, "The shop's pages"). Scripts come only from files: the
 * page's own origin and the origins named in `scripts` (the remotes); no inline script runs and nothing is evaluated
 * from a string (no 'unsafe-eval'), so an injected `<script>` or `javascript:` link does nothing. The JSON a
 * server-rendered page carries (`<script type="application/json">`, JSON-LD) is data, not script. Styles may be
 * inline: styled-components writes its rules into `<style>` elements as components mount, the server's render puts
 * them in the page, and a nonce would have to change with every answer while whole pages are cached.
 *
 * @param {object} [o]
 * @param {string[]} [o.scripts]  origins scripts (and the federation manifests they come with) load from
 * @param {string[]} [o.connect]  origins the page may fetch from (the remotes' manifests, an API elsewhere)
 * @param {string[]} [o.images]   origins of pictures (an API elsewhere serves the uploads)
 * @param {"'none'" | "'self'"} [o.baseUri] a remote's standalone page needs its `<base href="/">`; the shop's don't
 */
export function contentSecurityPolicy({ scripts = [], connect = [], images = [], baseUri = "'none'" } = {}) {
  const sources = (...extra) => ["'self'", ...new Set(extra.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    // data: for the pictures a build inlines, blob: for the admin's preview of a photo before it is uploaded.
    `img-src ${sources(...images, 'data:', 'blob:')}`,
    `connect-src ${sources(...connect)}`,
    "object-src 'none'",
    `base-uri ${baseUri}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a page that loads everything from its own origin: a remote's standalone page. */
export const SAME_ORIGIN_POLICY = contentSecurityPolicy({ baseUri: "'self'" });

/**
 * The headers of every page: what it may load and run (`policy`), no other site may frame it (clickjacking), other
 * sites learn only the shop's origin from its links, and over HTTPS the browser keeps to HTTPS for a year.
 */
export function pageSecurityHeaders({ https, policy = SAME_ORIGIN_POLICY }) {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Files that show how the shop is built, not what it serves: source maps (hidden-source-map builds keep them for
 * error reports and the benchmark) and the federation plugin's build stats. Served only when asked for.
 */
export const BUILD_DETAILS = /(\.map|\/mf-stats(\.[\w-]+)?\.json)(\.(br|gz))?$/;

/** Whether a request's path names one of the BUILD_DETAILS, however its characters are encoded. */
export function isBuildDetail(url) {
  const { pathname } = new URL(url, 'http://site');
  if (BUILD_DETAILS.test(pathname)) return true;
  try {
    return BUILD_DETAILS.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** A release's folder, `<version>/` (docs/releases.md): its files never change. */
const VERSION_FOLDER = /^[0-9a-f]{7,40}\//;

/** @param {string} file the file's path in the served folder */
export function cacheControlFor(file) {
  if (VERSION_FOLDER.test(file.split(path.sep).join('/'))) return 'public, max-age=31536000, immutable';
  const base = path.basename(file).replace(/\.(br|gz|deflate)$/, '');
  if (ENTRY_POINTS.has(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * @param {object} o
 * @param {string} o.root        the dist folder
 * @param {boolean} [o.cors]     remotes: any origin may fetch the manifest and chunks
 * @param {boolean} [o.spa]      the shell: unknown GET paths that want HTML get index.html
 * @param {(app: import('fastify').FastifyInstance) => void | Promise<void>} [o.extend]
 * @param {(url: string) => Record<string, string>} [o.htmlHeaders] extra headers for the HTML of a page
 * @param {import('fastify').RouteHandlerMethod} [o.page] the shell: answers a page (server rendering) in place of
 *   index.html
 * @param {string[]} [o.pageRoutes] paths answered by `page` at once, without first looking for a file (the home page
 *   and the storefront's; any other page reaches `page` when no file matches)
 * @param {number} [o.requestTimeoutMs] how long a request may take to arrive whole
 * @param {string} [o.contentSecurityPolicy] the pages' policy (see `contentSecurityPolicy`); a same-origin one by default
 * @param {boolean} [o.buildDetails] also serve source maps and mf-stats.json (`PUBLIC_BUILD_DETAILS=true`)
 */
export async function createStaticSite({
  root,
  cors = false,
  spa = false,
  extend,
  htmlHeaders,
  page,
  pageRoutes = ['/'],
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  contentSecurityPolicy: policy = SAME_ORIGIN_POLICY,
  buildDetails = false,
}) {
  const app = Fastify({
    logger: false,
    trustProxy: true,
    // As the API: a request arrives whole within the timeout, an idle connection is closed after twice that.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 2 * requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.round(requestTimeoutMs / 10)),
    },
  });
  if (!existsSync(root)) throw new Error(`${root} does not exist; build it first`);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // A server-rendered page names its own preloads.
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html) reply.headers(pageSecurityHeaders({ https: request.protocol === 'https', policy }));
    if (htmlHeaders && html && !reply.hasHeader('link')) {
      reply.headers(htmlHeaders(request.url));
    }
    if (cors) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    return payload;
  });
  if (cors) {
    app.options('/*', async (_request, reply) =>
      reply
        .header('Access-Control-Allow-Headers', '*')
        .header('Access-Control-Max-Age', '86400')
        .code(204)
        .send(),
    );
  }
  if (!buildDetails)
    app.addHook('onRequest', async (request, reply) => {
      if (isBuildDetail(request.url)) return reply.code(404).type('text/plain').send('Not found');
    });
  if (extend) await extend(app);
  // The home page is a page, not the folder's listing.
  if (page) for (const route of pageRoutes) app.get(route, page);

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // With server rendering, `/` is a page like any other, not the file index.html.
    index: spa && !page ? ['index.html'] : false,
    // One wildcard route that looks files up per request: a build published after start is served at once.
    wildcard: true,
    // The publish history (.publish-history.json) and other dotfiles are not part of the site.
    dotfiles: 'ignore',
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControlFor(path.relative(root, file)));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      if (page) return page.call(app, request, reply);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
