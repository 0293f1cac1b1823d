// The headers of the shop's pages (docs/security.md, "The shop's pages").
import type { RuntimeConfig } from '../../../lib/runtime-config';

/**
 * The Content-Security-Policy of a page. Scripts come only from files: the page's own origin and the origins named
 * in `scripts` (the remotes); no inline script runs and nothing is evaluated from a string (no 'unsafe-eval'), so an
 * injected `<script>` or `javascript:` link does nothing. The JSON a server-rendered page carries
 * (`<script type="application/json">`, JSON-LD) is data, not script. Styles may be inline: styled-components writes
 * its rules into `<style>` elements as components mount, the server's render puts them in the page, and a nonce
 * would have to change with every answer while whole pages are cached.
 */
export function contentSecurityPolicy({
  scripts = [],
  connect = [],
  images = [],
  baseUri = "'none'",
}: {
  /** Origins scripts (and the federation manifests they come with) load from. */
  scripts?: (string | null)[];
  /** Origins the page may fetch from (the remotes' manifests, an API elsewhere). */
  connect?: (string | null)[];
  /** Origins of pictures (an API elsewhere serves the uploads). */
  images?: (string | null)[];
  /** A remote's standalone page needs its `<base href="/">`; the shop's don't. */
  baseUri?: "'none'" | "'self'";
} = {}): string {
  const sources = (...extra: (string | null)[]) =>
    ["'self'", ...new Set(extra.filter((source): source is string => !!source))].join(' ');
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

/** The origin of an absolute URL; null for a path on the page's own origin. */
const originOf = (url: string) => (/^https?:\/\//i.test(url) ? new URL(url).origin : null);

/**
 * The policy of the shop's pages in this deployment: scripts from the shop's origin and each remote's (where its
 * manifest is), fetches from those and from the API when the browser reaches it on another origin, whose uploads
 * are then the pictures too.
 */
export function shopContentSecurityPolicy(runtimeConfig: RuntimeConfig): string {
  const remotes = Object.values(runtimeConfig.remotes).map(originOf);
  const api = originOf(runtimeConfig.apiBaseUrl);
  return contentSecurityPolicy({ scripts: remotes, connect: [...remotes, api], images: [api] });
}

/**
 * The policy of the service worker's script (`sw.js`): a worker runs no page, so it loads nothing but itself
 * (`default-src 'none'`) and fetches only what the pages may (the shop, the remotes, the API): what it caches.
 */
export function serviceWorkerContentSecurityPolicy(runtimeConfig: RuntimeConfig): string {
  const remotes = Object.values(runtimeConfig.remotes).map(originOf);
  const api = originOf(runtimeConfig.apiBaseUrl);
  const sources = ["'self'", ...new Set([...remotes, api].filter((source): source is string => !!source))];
  return ["default-src 'none'", "script-src 'self'", `connect-src ${sources.join(' ')}`].join('; ');
}

/** Browser features no page of the shop uses, refused to the page and to anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * The headers of every page: what it may load and run (`policy`), no other site may frame it (clickjacking) nor
 * keep a handle on its window (a page it opens gets none either), no page may use the browser features listed in
 * PERMISSIONS_POLICY, other sites learn only the shop's origin from its links, and over HTTPS the browser keeps to
 * HTTPS for a year.
 */
export function pageSecurityHeaders({
  https,
  policy = SAME_ORIGIN_POLICY,
}: {
  https: boolean;
  policy?: string;
}): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
