// Server rendering of the shop's pages: the shell's server build renders each page, with the remotes that render on
// the server pinned to one version per request; this module turns the render into the HTML document, caches
// anonymous pages per URL and catalogue generation, and falls back to the page the browser renders alone.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { readJson, syncScripts } from './page-headers.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** How long a remote's manifest (its current version) is trusted before it is read again, in ms. */
export const VERSION_TTL_MS = 2000;
/** How long the catalogue's generation is trusted before the API is asked again, in ms. */
export const GENERATION_TTL_MS = 1000;
/** Rendered pages kept, least recently used dropped first. */
export const CACHE_ENTRIES = 500;
/** The longest a cached page is served, whatever the generation says, in ms. */
export const CACHE_TTL_MS = 60_000;

const SITE_NAME = 'Kasuwa';

/** JSON that is safe inside a `<script>` element: no `<`, so no product name can close it or open a comment. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text for an HTML attribute or element. */
export const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * A value read with `read()` and kept for `ttlMs`; concurrent callers share one read, and a failed read keeps the
 * last good value (or rejects when there is none).
 */
export function cached(read, ttlMs) {
  let value;
  let readAt = -Infinity;
  let pending;
  return () => {
    if (value !== undefined && Date.now() - readAt < ttlMs) return Promise.resolve(value);
    pending ??= read()
      .then((fresh) => {
        value = fresh;
        return fresh;
      })
      .catch((error) => {
        if (value !== undefined) return value;
        throw error;
      })
      .finally(() => {
        readAt = Date.now();
        pending = undefined;
      });
    return pending;
  };
}

/**
 * One remote as its manifest says now: the published build's id, the manifest of that build alone (immutable, so
 * the browser hydrates with the build the server rendered) and, when it renders on the server, its server entry.
 * `serverUrl` is where this server reads the manifest when that differs from the browser's address (a container
 * reaching the remote by its service name); the server entry is loaded from there too.
 */
export function remoteVersion(name, manifestUrl, manifest, serverUrl = manifestUrl) {
  const meta = manifest?.metaData ?? {};
  const version = typeof meta.publishedBuild === 'string' ? meta.publishedBuild : null;
  const ssr = meta.ssrRemoteEntry;
  const entry = meta.remoteEntry;
  return {
    name,
    version: version ?? 'unpublished',
    // A release's manifest (`<version>/mf-manifest.json`) never changes; a build published in place has its own copy.
    manifest:
      version && !manifestUrl.endsWith(`/${version}/mf-manifest.json`)
        ? new URL(`mf-manifest.${version}.json`, manifestUrl).href
        : manifestUrl,
    entry: entry?.name ? new URL(`${entry.path ?? ''}${entry.name}`, manifestUrl).href : null,
    ssrEntry: ssr?.name ? new URL(`${ssr.path ?? ''}${ssr.name}`, serverUrl).href : null,
    /** The scripts its route table needs before it runs. */
    routeScripts: syncScripts(manifest, manifestUrl, './routes'),
  };
}

/**
 * The `Link` header of a server-rendered page: the build of the page's remote that the browser will hydrate with
 * (its manifest, entry and route scripts), so the browser fetches them beside the shell's scripts. The runtime
 * config is in the page itself.
 */
export function pageLinks(remote) {
  if (!remote) return null;
  const links = [`<${remote.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`];
  if (remote.entry) links.push(`<${remote.entry}>; rel=preload; as=script`);
  for (const script of remote.routeScripts) links.push(`<${script}>; rel=preload; as=script`);
  return links.join(', ');
}

/**
 * Every remote's version as the given config names it, each manifest read at most every VERSION_TTL_MS; a remote
 * that cannot be read is left out. `serverUrls` names, per remote, the manifest's address as this server reaches it
 * (else the browser's). Called with no arguments, it reads the deployment's config; a request may pass the config
 * chosen for its browser (scripts/lib/releases.mjs), whose versions' manifests are then read and kept alike.
 */
export function remoteVersions(
  runtimeConfig,
  { ttlMs = VERSION_TTL_MS, fetchManifest = readJson, serverUrls = {} } = {},
) {
  /** @type {Map<string, () => Promise<ReturnType<typeof remoteVersion>>>} */
  const readers = new Map();
  const readerOf = (name, url, serverUrl) => {
    const key = `${name} ${url} ${serverUrl}`;
    let reader = readers.get(key);
    if (!reader) {
      reader = cached(async () => remoteVersion(name, url, await fetchManifest(serverUrl), serverUrl), ttlMs);
      readers.set(key, reader);
    }
    return reader;
  };
  return async (config = runtimeConfig, servers = serverUrls) => {
    const read = await Promise.all(
      Object.entries(config.remotes).map(([name, url]) =>
        readerOf(name, url, servers[name] ?? url)().catch(() => null),
      ),
    );
    return read.filter(Boolean);
  };
}

/**
 * The origin absolute URLs in pages are made with: the configured public one (what previews and search engines must
 * see, whatever Host a request names), else the request's own.
 */
const originOf = (request, publicUrl) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** The normalised key of a page: its path and its query's parameters in order. */
export function pageKey(url) {
  const parsed = new URL(url, 'http://shop');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams}`;
}

const LINK_KEYS = new Set(['url', 'image', 'item']);

/** Makes the paths in structured data absolute (the values of `url`, `image` and `item`). */
function absolutize(value, origin, key = '') {
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absolutize(item, origin, name)]),
    );
  if (typeof value === 'string' && LINK_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//'))
    return new URL(value, origin).href;
  return value;
}

/** The head of a rendered page: title, description, canonical URL, Open Graph, Twitter card and JSON-LD. */
export function headTags(meta, { origin, url, noindex }) {
  const title = meta?.title ?? `${SITE_NAME} — shop online in Nigeria`;
  const description =
    meta?.description ??
    'Kasuwa — shop electronics, fashion, home and more online in Nigeria, with prices in Naira and delivery across all 36 states.';
  const canonical = new URL(meta?.canonical ?? new URL(url, origin).pathname, origin).href;
  const named = (name, content) => `<meta name="${name}" content="${escapeHtml(String(content))}">`;
  const og = (property, content) =>
    `<meta property="og:${property}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    og('site_name', SITE_NAME),
    og('type', meta?.type === 'product' ? 'product' : 'website'),
    og('title', title),
    og('description', description),
    og('url', canonical),
    named('twitter:card', 'summary_large_image'),
  ];
  if (noindex) tags.push(named('robots', 'noindex'));
  if (meta?.image) {
    const image = new URL(meta.image.url, origin).href;
    tags.push(
      og('image', image),
      og('image:type', 'image/jpeg'),
      og('image:width', meta.image.width),
      og('image:height', meta.image.height),
      og('image:alt', meta.image.alt),
      named('twitter:image', image),
    );
  }
  for (const data of meta?.structuredData ?? [])
    tags.push(`<script type="application/ld+json">${scriptJson(absolutize(data, origin))}</script>`);
  return tags.join('');
}

/** Pages whose content is the signed-in shopper's: never in search results. */
const PRIVATE = /^\/(admin|cart|checkout|account|orders|auth|wishlist)(\/|$)/;

const VIEWPORT_META = /<meta name="?viewport"? [^>]*>/;

/**
 * The document of a rendered page, from the shell's built index.html. React starts its output with the page's
 * resource hints (the preloads of the first screen's pictures): they go in the head ahead of the scripts, which the
 * content does not wait for, but after the viewport's meta tag. A picture's preload chooses its width from `srcset`
 * and `sizes` as soon as the browser reads it; read before the viewport is set, a phone measures `sizes` against a
 * 980 px page and fetches a wider picture than the one its `<img>` then takes, so each picture comes twice.
 */
export function pageDocument(template, { head, styles, body, page, contentInHtml = true }) {
  const hints = /^(?:<link [^>]*>)+/.exec(body)?.[0] ?? '';
  const hintsAfter = VIEWPORT_META.test(template) ? VIEWPORT_META : /<meta charset=utf-8>/;
  return (
    template
      .replace(hintsAfter, (tag) => `${tag}${hints}`)
      // The shell preloads its scripts for a page the browser renders; a page whose content is here needs them only to
      // hydrate, and on a phone's connection they would hold back its pictures.
      .replace(contentInHtml ? /<link rel=preload as=script href=[^>]+>/g : /^$/, '')
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name=description content="[^"]*">/, '')
      .replace('</head>', `${head}${styles}</head>`)
      .replace(/<div id=root>.*?<\/div><\/div>/, () => `<div id=root>${body.slice(hints.length)}</div>`)
      .replace(/<noscript>.*?<\/noscript>/, '')
      .replace(
        '</body>',
        () => `<script type="application/json" id="kasuwa-page">${scriptJson(page)}</script></body>`,
      )
  );
}

/**
 * The shop's page handler, or null when the shell has no server build (the browser then renders every page).
 *
 * @param {object} o
 * @param {string} o.shellDist       the folder the shell is served from
 * @param {{ apiBaseUrl: string, remotes: Record<string, string> }} o.runtimeConfig
 * @param {string} o.apiUrl          the API, as this server reaches it
 * @param {string} [o.publicUrl]     the shop's public origin (e.g. https://kasuwa.ng); else the request's
 * @param {Record<string, string>} [o.serverRemotes] each remote's manifest as this server reaches it, where that
 *   is not the browser's address (SSR_REMOTE_<NAME>_URL)
 * @param {{ forRequest(request: unknown, reply: unknown): Promise<{ config: { apiBaseUrl: string, remotes: Record<string, string> }, serverRemotes: Record<string, string> }> }} [o.releases]
 *   the versions each browser gets (scripts/lib/releases.mjs); the deployment's config for every browser without it
 */
export async function createPageRenderer({
  shellDist,
  runtimeConfig,
  apiUrl,
  publicUrl,
  serverRemotes = {},
  releases,
}) {
  const entry = path.join(shellDist, 'server', 'render.js');
  if (!existsSync(entry)) return null;
  const require = createRequire(import.meta.url);
  const renderer = await require(entry).loadRenderer();
  renderer.configureApi(`${apiUrl}/api/`);
  const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const versions = remoteVersions(runtimeConfig, { serverUrls: serverRemotes });
  const generation = cached(async () => {
    const answer = await readJson(`${apiUrl}/api/products/generation`);
    return String(answer.data.generation);
  }, GENERATION_TTL_MS);
  /** @type {Map<string, { at: number, status: number, link: string | null, html: string, gzip?: Buffer, br?: Buffer }>} */
  const pages = new Map();

  async function render(url, clientAddress, origin, remotes, config) {
    const pinned = remotes.filter((remote) => remote.ssrEntry);
    const rendered = await renderer.renderPage({
      url,
      clientAddress,
      remotes: pinned.map(({ name, version, ssrEntry }) => ({ name, version, ssrEntry })),
    });
    let body = '';
    for await (const chunk of rendered.body) body += chunk;
    const pathname = new URL(url, origin).pathname;
    const page = {
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
    const ownName = renderer.remoteOfPath(pathname);
    const ownRemote = remotes.find((remote) => remote.name === ownName);
    return {
      status: rendered.status,
      link: pageLinks(ownRemote),
      html: pageDocument(template, {
        head: headTags(rendered.meta, {
          origin,
          url,
          noindex: PRIVATE.test(pathname) || rendered.status >= 400,
        }),
        styles: rendered.styles,
        body,
        page,
        // The shell's own pages, and the sections rendered here; not a section the browser renders (the cart's).
        contentInHtml: ownName === null || page.rendered.includes(ownName),
      }),
    };
  }

  /** Answers a page: from the cache, rendered, or (when the render fails) the page the browser renders alone. */
  return async function handlePage(request, reply) {
    const origin = originOf(request, publicUrl);
    // The versions this browser gets: the page is rendered with them, and names them for the browser to hydrate with.
    const chosen = releases
      ? await releases.forRequest(request, reply)
      : { config: runtimeConfig, serverRemotes };
    const remotes = await versions(chosen.config, chosen.serverRemotes);
    const current = await generation().catch(() => 'unknown');
    const key = `${origin} ${pageKey(request.url)} ${current} ${remotes.map((r) => r.version).join(',')}`;
    let page = pages.get(key);
    if (page && Date.now() - page.at > CACHE_TTL_MS) page = undefined;
    if (page) {
      pages.delete(key);
      pages.set(key, page);
      reply.header('X-Render', 'cache');
    } else {
      try {
        page = { at: Date.now(), ...(await render(request.url, request.ip, origin, remotes, chosen.config)) };
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; sending the page the browser renders');
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      pages.set(key, page);
      if (pages.size > CACHE_ENTRIES) pages.delete(pages.keys().next().value);
      reply.header('X-Render', 'server');
    }
    // With releases, the page names the versions chosen for the browser's cookie.
    reply
      .code(page.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', releases ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (page.link) reply.header('Link', page.link);
    reply.type('text/html; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      page.br ??= await brotli(page.html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      return reply.header('Content-Encoding', 'br').send(page.br);
    }
    if (/\bgzip\b/.test(accepts)) {
      page.gzip ??= await gzip(page.html);
      return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
}

/** What crawlers may read: the storefront, not the signed-in pages nor the API. */
export const ROBOTS_DISALLOW = ['/admin', '/cart', '/checkout', '/account', '/orders', '/auth', '/api'];

export const robotsTxt = (origin) =>
  [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The sitemap: home, the listing, every category and every published product, from the API's current answer. */
export function sitemapXml(origin, { products, categories }) {
  const url = (loc, lastmod) =>
    `<url><loc>${escapeHtml(new URL(loc, origin).href)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    url('/products'),
    ...categories.map((category) => url(`/products/category/${encodeURIComponent(category.name)}`)),
    ...products.map((product) => url(`/products/${product.id}`, product.last_modified_at)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml on the shop's origin. */
export function registerCrawlFiles(app, { apiUrl, publicUrl }) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(robotsTxt(originOf(request, publicUrl))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const answer = await readJson(`${apiUrl}/api/products/sitemap`);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml')
      .send(sitemapXml(originOf(request, publicUrl), answer.data));
  });
}
