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
]);

/** How long a request may take to arrive whole (a slow sender cannot hold a connection open), in ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The headers of every page: no other site may frame the shop (clickjacking), other sites learn only the shop's
 * origin from its links, and over HTTPS the browser keeps to HTTPS for a year.
 */
export function pageSecurityHeaders({ https }) {
  return {
    'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function cacheControlFor(file) {
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
    if (html) reply.headers(pageSecurityHeaders({ https: request.protocol === 'https' }));
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
      reply.header('Cache-Control', cacheControlFor(file));
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
