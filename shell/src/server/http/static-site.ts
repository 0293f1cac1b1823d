// A production server for one built front-end: the remotes' origins, and the base of the shell's own server.
import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { hideBuildDetails, registerStaticFiles } from './plugins/static-files';
import { pageSecurityHeaders, SAME_ORIGIN_POLICY } from './plugins/security-headers';

/** How long a request may take to arrive whole (a slow sender cannot hold a connection open), in ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface StaticSiteOptions {
  /** The dist folder. */
  root: string;
  /** Remotes: any origin may fetch the manifest and chunks. */
  cors?: boolean;
  /** The shell: unknown GET paths that want HTML get index.html. */
  spa?: boolean;
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Extra headers for the HTML of a page that names no preloads of its own. */
  htmlHeaders?: (request: FastifyRequest, reply: FastifyReply) => Promise<Record<string, string>>;
  /** The shell: answers a page (server rendering) in place of index.html. */
  page?: PageHandler;
  /** Paths answered by `page` at once, without first looking for a file; any other page reaches it when no file does. */
  pageRoutes?: string[];
  requestTimeoutMs?: number;
  /** The pages' policy (see `contentSecurityPolicy`); a same-origin one by default. */
  contentSecurityPolicy?: string;
  /** Also serve source maps and mf-stats.json (`PUBLIC_BUILD_DETAILS=true`). */
  buildDetails?: boolean;
  /** The peers whose X-Forwarded-* headers are believed (`trustedProxies`); none by default. */
  trustProxy?: false | string[];
  /** The policy of the service worker's script, when the site has one. */
  serviceWorkerPolicy?: string;
  /** Registered before any route: hooks that must see every request first (the path check, rate limits). */
  before?: (app: FastifyInstance) => void | Promise<void>;
}

/** A path that names a file (`.js`, `.png`, `.map`…): a missing one is a plain 404, not a page. */
const FILE = /\.[A-Za-z0-9]+$/;

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
  trustProxy = false,
  serviceWorkerPolicy,
  before,
}: StaticSiteOptions): Promise<FastifyInstance> {
  if (!existsSync(root)) throw new Error(`${root} does not exist; build it first`);
  const app = Fastify({
    logger: false,
    // Forwarded headers only from the proxies named (TRUST_PROXY): a client cannot choose its address or scheme.
    trustProxy,
    // As the API: a request arrives whole within the timeout, an idle connection is closed after twice that.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 2 * requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.round(requestTimeoutMs / 10)),
    },
  });

  // Cookies read (`request.cookies`) and written (`reply.setCookie`, also from the onSend hook below) by @fastify/cookie.
  await app.register(fastifyCookie);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html) reply.headers(pageSecurityHeaders({ https: request.protocol === 'https', policy }));
    // A server-rendered page names its own preloads.
    if (htmlHeaders && html && !reply.hasHeader('link')) reply.headers(await htmlHeaders(request, reply));
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
  if (before) await before(app);
  if (!buildDetails) hideBuildDetails(app);
  if (extend) await extend(app);
  // The home page is a page, not the folder's listing.
  if (page) for (const route of pageRoutes) app.get(route, page);

  // With server rendering, `/` is a page like any other, not the file index.html.
  await registerStaticFiles(app, { root, index: spa && !page, serviceWorkerPolicy });

  // Any other page, whatever the client accepts: the shop's 404 page (rendered with its status), or the page the
  // browser renders alone. A missing file is a plain 404.
  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://site');
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !FILE.test(pathname)) {
      if (page) return page(request, reply);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
