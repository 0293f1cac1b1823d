/**
 * What the shop's service worker does with each request (docs/storefront.md §11), as plain functions of a URL so
 * that they are tested without a worker. The worker itself (worker.ts) hands each kind to a Workbox strategy.
 */
import { RELEASE_FILE } from 'shared-contracts/schemas/release-versions';

/** The pages a shopper can keep for offline use: the storefront's and the help pages, all rendered on the server. */
export const SAVED_PAGE = /^\/(?:products(?:\/[^/.]+)*|help(?:\/[^/.]+)?)?\/?$/;

/**
 * Content-hashed names never change: the webpack chunks, a published build's own entry points, and anything in a
 * released version's folder (`<remote origin>/<version>/…`, docs/releases.md).
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,12}\.(?:js|mjs|css|json)$/;
const isHashed = (pathname: string) => CONTENT_HASHED.test(pathname) || RELEASE_FILE.test(pathname);

/** The federation files that name a remote's current build: always asked of the network first. */
const FEDERATION_ENTRY = /\/(?:mf-manifest|remoteEntry)\.(?:json|js)$/;

/** The storefront's catalogue: the same answer for every shopper, signed in or not. */
const CATALOGUE = /\/api\/products(?:\/categories|\/\d+)?$/;

export type RequestKind =
  'page' | 'runtime-config' | 'federation-entry' | 'hashed-file' | 'catalogue' | 'picture' | 'network';

/**
 * The kind of a GET request. Anything else (signed-in answers, writes, the worker's own script) is `network`: the
 * worker does not touch it, so it is never cached by the worker.
 */
export function requestKind(url: URL, shopOrigin: string, destination: string): RequestKind {
  const sameOrigin = url.origin === shopOrigin;
  if (sameOrigin && url.pathname === '/runtime-config.json') return 'runtime-config';
  if (isHashed(url.pathname)) return 'hashed-file';
  if (FEDERATION_ENTRY.test(url.pathname)) return 'federation-entry';
  if (CATALOGUE.test(url.pathname)) return 'catalogue';
  if (destination === 'image' || /\/api\/images\//.test(url.pathname)) return 'picture';
  if (sameOrigin && SAVED_PAGE.test(url.pathname) && (destination === 'document' || destination === ''))
    return 'page';
  return 'network';
}

/** A picture bigger than this is not kept: with MAX_PICTURES entries the cache stays under about 50 MB. */
export const MAX_PICTURE_BYTES = 256 * 1024;
export const MAX_PICTURES = 200;
