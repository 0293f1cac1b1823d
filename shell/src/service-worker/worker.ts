/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/storefront.md §11): what the shop keeps on the device so that a second visit
 * downloads no script again and visited pages open offline. Every strategy is Workbox's; this file only says which
 * request gets which (rules.ts).
 *
 * - The shell's own files are precached (their list is written into the worker at build time).
 * - `/runtime-config.json` and each remote's `mf-manifest.json` / `remoteEntry.js` name the builds to run, so they are
 *   asked of the network first (3 s), with the last good copy kept for when there is none: a page never runs a stale
 *   manifest while the network can answer, and never a manifest whose chunks the server no longer has.
 * - Content-hashed files (every remote's chunks, a published build's own entry points) never change: cache first.
 *   A remote's script is fetched with CORS, so its copy is a real response and not an opaque one.
 * - Pages (home, listings, product and help pages): network first (3 s), then the saved copy; a page not saved
 *   answers a page that says so.
 * - The catalogue's answers (the same for every shopper): stale-while-revalidate. Signed-in answers (cart, orders,
 *   account, admin) and every write go to the network untouched.
 * - Pictures: cache first, least recently used out first.
 *
 * A new worker waits until the page tells it to take over, which the page does just before a full navigation, so
 * no page ever runs files of two versions.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { offlinePageHtml, pageTitle, type SavedPage } from './offline-page';
import { MAX_PICTURE_BYTES, MAX_PICTURES, requestKind, type RequestKind } from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

export const CACHES = {
  pages: 'kasuwa-pages',
  federation: 'kasuwa-federation',
  files: 'kasuwa-files',
  catalogue: 'kasuwa-catalogue',
  pictures: 'kasuwa-pictures',
} as const;

const DAY_S = 24 * 60 * 60;
const NETWORK_TIMEOUT_S = 3;

/** Asks another origin's script with CORS, so that the answer can be kept (an opaque one cannot be checked). */
const corsForOtherOrigins: WorkboxPlugin = {
  async requestWillFetch({ request }) {
    if (request.mode !== 'no-cors' || new URL(request.url).origin === self.location.origin) return request;
    return new Request(request.url, { mode: 'cors', credentials: 'omit' });
  },
};

/** Only whole, successful answers are kept. */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** A picture too big to keep is still shown, just not kept. */
const smallPicturesOnly: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    const length = Number(response.headers.get('content-length'));
    const size = Number.isFinite(length) && length > 0 ? length : (await response.clone().blob()).size;
    return size <= MAX_PICTURE_BYTES ? response : null;
  },
};

const strategies: Record<
  Exclude<RequestKind, 'network'>,
  NetworkFirst | CacheFirst | StaleWhileRevalidate
> = {
  page: new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S })],
  }),
  'runtime-config': new NetworkFirst({
    cacheName: CACHES.federation,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [okOnly],
  }),
  'federation-entry': new NetworkFirst({
    cacheName: CACHES.federation,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [corsForOtherOrigins, okOnly, new ExpirationPlugin({ maxEntries: 40 })],
  }),
  'hashed-file': new CacheFirst({
    cacheName: CACHES.files,
    plugins: [
      corsForOtherOrigins,
      okOnly,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
  catalogue: new StaleWhileRevalidate({
    cacheName: CACHES.catalogue,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
  picture: new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [
      okOnly,
      smallPicturesOnly,
      new ExpirationPlugin({ maxEntries: MAX_PICTURES, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
};

const router = new Router();
router.registerRoute(
  new Route(
    ({ url, request }) => requestKind(url, self.location.origin, request.destination) !== 'network',
    (options) => {
      const kind = requestKind(options.url, self.location.origin, options.request.destination);
      return strategies[kind as Exclude<RequestKind, 'network'>].handle(options);
    },
  ),
);
// Any other page of the shop (the cart, the account, checkout): always the network, and offline the page that
// says this one is not saved, not the browser's error.
router.registerRoute(
  new Route(
    ({ url, request }) => request.mode === 'navigate' && url.origin === self.location.origin,
    new NetworkOnly(),
  ),
);

/** The pages this device has kept, with their titles, for the page that offers them offline. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHES.pages);
  const requests = await cache.keys();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return response ? { url: request.url, title: pageTitle(await response.text(), request.url) } : null;
    }),
  );
  return pages.filter((page): page is SavedPage => page !== null).sort((a, b) => a.url.localeCompare(b.url));
}

router.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return new Response(offlinePageHtml(request.url, await savedPages()), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();
router.addFetchListener();
// The page sends the URLs it loaded before this worker controlled it (its own page, the remotes' files), so a
// first visit is kept too; each goes through the route above, mostly answered by the browser's HTTP cache.
router.addCacheListener();

// The first worker takes the open page at once; a later one waits for the page's word (see the file's comment).
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
