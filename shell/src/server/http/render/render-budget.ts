// How many pages the page cache cannot answer this server renders for whom (docs/security.md, "Renders the page
// cache cannot answer"). A render costs the server and the API; a client that makes every URL new (a query
// parameter) must not be able to ask for them without end. Yet many shoppers share one carrier-NAT address or one
// Opera Mini proxy, so the budget is each browser's within its address, with a ceiling for the address; crawlers that
// prove who they are, and the pages of the shop's own sitemap, get more.
import { Resolver } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { plainPageHtml } from '../../../lib/plain-page';
import { pageUrl } from '../plugins/page-paths';
import { BROWSER_COOKIE, type BrowserIds } from 'shared-contracts/browser-id';
import { TtlCache } from '../../../lib/ttl-cache';
import { sitemapEntries, type SitemapData } from './crawl-files';
import type { RenderLimit } from './page-renderer';

/** Uncached renders a minute for one browser at its address, and for the clients of an address that have no browser id. */
export const RENDERS_PER_MINUTE = 60;
/** The pages of the shop's own sitemap have a budget of their own, this many times larger. */
export const SITEMAP_FACTOR = 5;
/** An address's ceiling, over every client at it, and a verified crawler's budget: this many browsers' worth. */
export const ADDRESS_FACTOR = 10;
/** How long the reverse and forward look-ups that verify a crawler may take together, in ms. */
export const CRAWLER_DNS_TIMEOUT_MS = 1000;
/** How long an address is known to be (or not to be) a crawler's, in ms. */
export const CRAWLER_CHECK_TTL_MS = 60 * 60_000;
/** How long a look-up that failed or timed out is remembered as "not verified", in ms. */
export const CRAWLER_CHECK_FAILED_TTL_MS = 60_000;
/** How long the sitemap's pages are trusted before the API is asked again, in ms. */
export const SITEMAP_TTL_MS = 60_000;
/** The window every count above is kept for. */
const WINDOW_MS = 60_000;

/** A search engine's crawler: what its user agent says, and the domains its addresses' names are under. */
export interface Crawler {
  name: string;
  agent: RegExp;
  domains: readonly string[];
}

/**
 * The crawlers whose owners document reverse-then-forward DNS as the way to verify them. Google: googlebot.com and
 * google.com (not googleusercontent.com, under which any Google Cloud customer's machine is named).
 */
export const CRAWLERS: readonly Crawler[] = [
  {
    name: 'Googlebot',
    agent: /Googlebot|Storebot-Google|Google-InspectionTool|GoogleOther|AdsBot-Google/i,
    domains: ['googlebot.com', 'google.com'],
  },
  { name: 'Bingbot', agent: /bingbot|adidxbot|BingPreview/i, domains: ['search.msn.com'] },
  { name: 'Applebot', agent: /Applebot/i, domains: ['applebot.apple.com'] },
  {
    name: 'YandexBot',
    agent: /YandexBot|YandexImages|YandexMobileBot/i,
    domains: ['yandex.ru', 'yandex.net', 'yandex.com'],
  },
];

/** The look-ups that verify a crawler (the system's resolver; tests give their own). */
export interface CrawlerDns {
  /** The names of an address (PTR). */
  reverse(address: string): Promise<string[]>;
  /** The addresses of a name, of one family (A or AAAA). */
  resolve(hostname: string, family: 4 | 6): Promise<string[]>;
}

/** The system's resolver, each query tried once within the timeout. */
export function systemDns(timeoutMs = CRAWLER_DNS_TIMEOUT_MS): CrawlerDns {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return {
    reverse: (address) => resolver.reverse(address),
    resolve: (hostname, family) => (family === 6 ? resolver.resolve6(hostname) : resolver.resolve4(hostname)),
  };
}

/** An IPv4 client as Node may name it on a dual-stack socket (`::ffff:192.0.2.1`), as the address itself. */
const plainAddress = (ip: string) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

/** Whether `candidate` is `address`, however each is written. */
function sameAddress(candidate: string, address: string, family: 4 | 6): boolean {
  const list = new BlockList();
  list.addAddress(address, family === 6 ? 'ipv6' : 'ipv4');
  try {
    return list.check(candidate, family === 6 ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The crawler a request comes from, when its user agent names one and its address proves it: the address's name
 * (reverse DNS) is under the crawler's domains and that name resolves back to the address (forward DNS), as Google
 * documents. Asked only of requests whose user agent claims a crawler; each answer is kept per crawler and address.
 */
export function crawlerOf(
  dns: CrawlerDns,
  { timeoutMs = CRAWLER_DNS_TIMEOUT_MS }: { timeoutMs?: number } = {},
): (request: FastifyRequest) => Promise<Crawler | null> {
  async function verify(crawler: Crawler, address: string, family: 4 | 6): Promise<boolean> {
    // At most three names: an address with a long list of them is no crawler's.
    for (const name of (await dns.reverse(address)).slice(0, 3)) {
      const host = name.toLowerCase().replace(/\.$/, '');
      if (!crawler.domains.some((domain) => host.endsWith(`.${domain}`))) continue;
      if ((await dns.resolve(host, family)).some((found) => sameAddress(found, address, family))) return true;
    }
    return false;
  }
  const verified = new LRUCache<string, boolean, { crawler: Crawler; address: string; family: 4 | 6 }>({
    max: 10_000,
    ttl: CRAWLER_CHECK_TTL_MS,
    fetchMethod: async (_key, _stale, { context, options }) => {
      try {
        return await withDeadline(verify(context.crawler, context.address, context.family), timeoutMs);
      } catch {
        // Not known either way (no answer in time, a server failure): not verified, and asked again soon.
        options.ttl = CRAWLER_CHECK_FAILED_TTL_MS;
        return false;
      }
    },
  });
  return async (request) => {
    const agent = request.headers['user-agent'] ?? '';
    const crawler = CRAWLERS.find((candidate) => candidate.agent.test(agent));
    if (!crawler) return null;
    const address = plainAddress(request.ip);
    const family = isIPv4(address) ? 4 : isIPv6(address) ? 6 : null;
    if (!family) return null;
    const known = await verified.fetch(`${crawler.name} ${address}`, {
      context: { crawler, address, family },
    });
    return known ? crawler : null;
  };
}

/**
 * Whether a page is one of the sitemap's, spelt as the sitemap spells it (one spelling, no query: a client cannot make
 * such a page new to the cache). The sitemap is read from the API at most once per `ttlMs`; while it cannot be, no
 * page is.
 */
export function sitemapPages(
  read: () => Promise<SitemapData>,
  { ttlMs = SITEMAP_TTL_MS }: { ttlMs?: number } = {},
): (url: string) => Promise<boolean> {
  const pages = new TtlCache<'sitemap', ReadonlySet<string>>(
    async () => new Set(sitemapEntries(await read()).map(({ path }) => pageUrl(path))),
    { ttlMs },
  );
  return (url) =>
    pages.get('sitemap').then(
      (paths) => paths.has(url),
      () => false,
    );
}

/** The words of the page a refused render answers with. */
export const TOO_MANY_TITLE = 'Too many pages at once';
export const tooManyText = (seconds: number): string =>
  `We are opening a lot of pages for your connection right now. Try again in ${seconds} ${
    seconds === 1 ? 'second' : 'seconds'
  }.`;

/** The answer to a render refused: 429, when to ask again, and a page of the shop saying so that costs no render. */
export function refuseRender(request: FastifyRequest, reply: FastifyReply, seconds: number): FastifyReply {
  const wait = Math.max(1, seconds);
  return reply
    .code(429)
    .header('Retry-After', String(wait))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(plainPageHtml({ title: TOO_MANY_TITLE, text: tooManyText(wait), again: request.url }));
}

export interface RenderBudgetOptions {
  /** A browser's budget a minute, and that of an address's clients without a browser id. */
  rendersPerMinute: number;
  /** Reads the browser id this server signed into a request's cookie. */
  browserIds: BrowserIds;
  /** The verified crawler a request comes from, if any. */
  crawlerOf: (request: FastifyRequest) => Promise<Crawler | null>;
  /** Whether a page (its normal form) is one of the sitemap's. */
  isSitemapPage: (url: string) => Promise<boolean>;
}

/**
 * The render budget, counted with @fastify/rate-limit per minute, in two counts a render must both pass:
 *
 * - whose: a verified crawler at its address (10× the budget); else a browser with an id this server signed, at its
 *   address (1×), or every client of the address without one, together (1×); each with a count of its own for the
 *   sitemap's pages (5×);
 * - the address as a whole (10×), however many browser ids its clients bring.
 *
 * Addresses are counted as the rate limit counts them: an IPv6 address by its /64.
 */
export async function renderBudget(
  app: FastifyInstance,
  { rendersPerMinute, browserIds, crawlerOf: crawlerOfRequest, isSitemapPage }: RenderBudgetOptions,
): Promise<RenderLimit> {
  await app.register(rateLimit, { global: false });
  const ceiling = rendersPerMinute * ADDRESS_FACTOR;
  const budgetOf = (key: string) =>
    key.startsWith('crawler ')
      ? ceiling
      : key.startsWith('sitemap ')
        ? rendersPerMinute * SITEMAP_FACTOR
        : rendersPerMinute;
  const whose = app.createRateLimit({
    timeWindow: WINDOW_MS,
    async keyGenerator(request) {
      const address = normalizeIP(request.ip);
      if (await crawlerOfRequest(request)) return `crawler ${address}`;
      const id = browserIds.read(request.cookies[BROWSER_COOKIE]);
      const client = id ? `${address} ${id}` : address;
      return `${(await isSitemapPage(pageUrl(request.url))) ? 'sitemap' : 'page'} ${client}`;
    },
    max: (_request, key) => budgetOf(key),
  });
  const address = app.createRateLimit({
    timeWindow: WINDOW_MS,
    max: ceiling,
    keyGenerator: (request) => normalizeIP(request.ip),
  });
  return async (request, reply) => {
    for (const count of [whose, address]) {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        await refuseRender(request, reply, result.ttlInSeconds);
        return false;
      }
    }
    return true;
  };
}
