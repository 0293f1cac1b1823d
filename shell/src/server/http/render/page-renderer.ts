// Server rendering of the shop's pages: the shell's server build renders each page, with the remotes that render on
// the server pinned to one version per request; this module turns the render into the HTML document, caches
// anonymous pages per URL and catalogue generation (until a promotion's next start or end), and falls back to the page the browser renders alone.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { ServerPage } from '../../../app/server-page';
import type * as RenderModule from '../../render';
import type { ManifestReader, RemoteVersion } from '../manifests/manifest-reader';
import { pageLinks } from '../manifests/page-links';
import type { PageMetrics } from '../plugins/metrics';
import { pageUrl } from '../plugins/page-paths';
import { readJson } from '../read-json';
import type { ReleaseChooser } from '../releases/release-chooser';
import { TtlCache } from '../../../lib/ttl-cache';
import { pageDocument } from './document';
import { encodedBody, pageEncoding, type EncodedPage } from './encoding';
import { headTags } from './head';
import { PageCache } from './page-cache';
import { HREFLANG, splitLocalePath } from 'shared-contracts/locales';

/** How long the catalogue's generation is trusted before the API is asked again, in ms. */
export const GENERATION_TTL_MS = 1000;

/**
 * The catalogue as the API names it: its generation (moved by every write), and when its promotion prices next change
 * by the clock (ms since the epoch; null when no promotion is to start or end).
 */
interface CatalogueVersion {
  generation: string;
  nextChangeAt: number | null;
}

/** Pages whose content is the signed-in shopper's: never in search results. */
const PRIVATE = /^\/(admin|cart|checkout|account|orders|auth|wishlist)(\/|$)/;

/** The public tracking page: anyone may open it and share it, but it is no page for search results. */
const TRACKING = /^\/track(\/|$)/;

/**
 * Whether a page answers one person's lookup, to be rendered for them alone and kept by no cache: the tracking page
 * asked with a phone (the server's loader looked the order up with it; its answer names the shopper).
 */
export function isPersonalLookup(pathname: string, search: URLSearchParams): boolean {
  return TRACKING.test(pathname) && search.has('phone');
}

/** The shell's server build, as `<dist>/server/render.js` hands it over. */
export type Renderer = Pick<typeof RenderModule, 'configureApi' | 'renderPage' | 'remoteOfPath'>;

interface CachedPage extends EncodedPage {
  status: number;
  link: string | null;
}

/** Whether a client may have one more page rendered for it now; answers 429 itself when not. */
export type RenderLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface PageRendererOptions {
  /** The folder the shell is served from. */
  shellDist: string;
  /** The API, as this server reaches it. */
  apiUrl: string;
  /** The shop's public origin: every absolute URL of a page, whatever Host a request names. */
  origin: string;
  /** The versions each browser gets. */
  releases: ReleaseChooser;
  manifests: ManifestReader;
  /** Asked before each render the cache cannot answer. */
  limitRender?: RenderLimit;
  /** The shell's server build; by default `<shellDist>/server/render.js`. */
  renderer?: Renderer;
  /** The clock of the page cache and the generation (tests). */
  now?: () => number;
  /** Sent with the render's requests to the API, which then believes the shopper's address they name. */
  apiProxySecret?: string;
  /** Counts the page cache's hits and misses and the renders (plugins/metrics.ts). */
  metrics?: PageMetrics;
}

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The shell's server build (`<dist>/server/render.js`), or null when the shell has none. */
export async function loadRenderer(shellDist: string): Promise<Renderer | null> {
  const entry = path.join(shellDist, 'server', 'render.js');
  if (!existsSync(entry)) return null;
  const bundle = createRequire(entry)(entry) as { loadRenderer(): Promise<Renderer> };
  return bundle.loadRenderer();
}

/**
 * What search engines may do with a page: nothing with a signed-in page or an error; a search's results are not a
 * page of their own, but the products they link to are.
 */
export function robotsOf(pathname: string, search: URLSearchParams, status: number): string | undefined {
  if (PRIVATE.test(pathname) || TRACKING.test(pathname) || status >= 400) return 'noindex';
  if ((search.get('search') ?? '').trim()) return 'noindex, follow';
  return undefined;
}

/** The shop's page handler, or null when the shell has no server build (the browser then renders every page). */
export async function createPageRenderer({
  shellDist,
  apiUrl,
  origin,
  releases,
  manifests,
  limitRender = async () => true,
  renderer: given,
  now,
  apiProxySecret,
  metrics,
}: PageRendererOptions): Promise<PageRenderer | null> {
  const renderer = given ?? (await loadRenderer(shellDist));
  if (!renderer) return null;
  renderer.configureApi(`${apiUrl}/api/`, apiProxySecret);
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const clock = now ? { now } : {};
  const generation = new TtlCache(
    async (): Promise<CatalogueVersion> => {
      const { data } = (await readJson(`${apiUrl}/api/products/generation`)) as {
        data: { generation: unknown; next_change_at?: unknown };
      };
      const next = typeof data.next_change_at === 'string' ? Date.parse(data.next_change_at) : NaN;
      return { generation: String(data.generation), nextChangeAt: Number.isNaN(next) ? null : next };
    },
    { ttlMs: GENERATION_TTL_MS, ...clock },
  );
  const pages = new PageCache<CachedPage>(clock);

  async function render(
    url: string,
    clientAddress: string,
    remotes: RemoteVersion[],
    config: RuntimeConfig,
  ): Promise<CachedPage> {
    const pinned = remotes.flatMap(({ name, version, ssrEntry }) =>
      ssrEntry ? [{ name, version, ssrEntry }] : [],
    );
    const rendered = await renderer!.renderPage({ url, clientAddress, remotes: pinned });
    let body = '';
    for await (const chunk of rendered.body) body += String(chunk);
    // The page's language is its prefix; what it shows is named by the path without it.
    const { locale, path: bare } = splitLocalePath(url);
    const { pathname, searchParams } = new URL(bare, origin);
    const page: ServerPage = {
      config: {
        apiBaseUrl: config.apiBaseUrl,
        remotes: {
          ...config.remotes,
          ...Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifest])),
        },
      },
      rendered: rendered.rendered.map(({ name }) => name),
      versions: Object.fromEntries(rendered.rendered.map(({ name, version }) => [name, version])),
      state: rendered.state,
    };
    const ownName = renderer!.remoteOfPath(pathname);
    const ownRemote = remotes.find((remote) => remote.name === ownName);
    return {
      status: rendered.status,
      link: pageLinks(ownRemote),
      html: pageDocument(template, {
        head: headTags(rendered.meta, {
          origin,
          url: bare,
          locale,
          robots: robotsOf(pathname, searchParams, rendered.status),
        }),
        lang: HREFLANG[locale],
        styles: rendered.styles,
        body,
        page,
        signIn: rendered.signIn ?? null,
        // The shell's own pages, and the sections rendered here; not a section the browser renders (the cart's).
        contentInHtml: ownName === null || page.rendered.includes(ownName),
      }),
    };
  }

  /** Answers a page: from the cache, rendered, or (when the render fails) the page the browser renders alone. */
  return async function handlePage(request, reply) {
    // One string names the page to the cache and to the render (the path is in its normal form: page-paths.ts).
    const url = pageUrl(request.url);
    // The versions this browser gets: the page is rendered with them, and names them for the browser to hydrate with.
    const chosen = await releases.forRequest(request, reply);
    const remotes = await manifests.versions(chosen.config, chosen.serverRemotes);
    const current = await generation
      .get('catalogue')
      .catch((): CatalogueVersion => ({ generation: 'unknown', nextChangeAt: null }));
    const key = `${url} ${current.generation} ${remotes.map((remote) => remote.version).join(',')}`;
    const { pathname, searchParams } = new URL(splitLocalePath(url).path, origin);
    const personal = isPersonalLookup(pathname, searchParams);
    let page = personal ? undefined : pages.get(key);
    metrics?.cache(page ? 'hit' : 'miss');
    if (page) {
      reply.header('X-Render', 'cache');
    } else {
      if (!(await limitRender(request, reply))) {
        metrics?.render('refused');
        return reply;
      }
      try {
        page = await render(url, request.ip, remotes, chosen.config);
        metrics?.render('rendered');
      } catch (error) {
        metrics?.render('failed');
        request.log.error({ err: error }, 'server render failed; sending the page the browser renders');
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      // Kept no later than a promotion's next start or end: its price ends on the page at its own time.
      if (!personal) pages.set(key, page, current.nextChangeAt);
      reply.header('X-Render', 'server');
    }
    // The page names the versions chosen for the browser's cookie.
    reply
      .code(page.status)
      .header('Cache-Control', personal ? 'no-store' : 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie');
    if (page.link) reply.header('Link', page.link);
    reply.type('text/html; charset=utf-8');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(await encodedBody(page, encoding));
  };
}
