// robots.txt and sitemap.xml on the shop's origin.
import type { FastifyInstance } from 'fastify';
import { readJson } from '../read-json';
import { escapeHtml } from '../../../lib/escape';
import { alternatesOf, LOCALES, localisedPath, type Alternate } from 'shared-contracts/locales';

/** The storefront's signed-in pages, in every language. */
const PRIVATE_PAGES = ['/cart', '/checkout', '/account', '/orders', '/auth'];

/** What crawlers may read: the storefront, not the signed-in pages (in any language) nor the admin or the API. */
export const ROBOTS_DISALLOW = [
  '/admin',
  ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localisedPath(path, locale))),
  '/api',
  '/metrics',
];

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

export interface SitemapData {
  products: { id: number; last_modified_at?: string | null }[];
  categories: { name: string }[];
}

interface SitemapEntry {
  /** The page's path, as the sitemap spells it. */
  path: string;
  /** When it last changed, if known. */
  lastmod?: string | null;
  /** The same page in every language (itself included) and the default. */
  alternates: Alternate[];
}

/** The sitemap's pages in every language: home, the listing, every category and every published product. */
export function sitemapEntries({ products, categories }: SitemapData): SitemapEntry[] {
  const pages: { path: string; lastmod?: string | null }[] = [
    { path: '/' },
    { path: '/products' },
    ...categories.map((category) => ({ path: `/products/category/${encodeURIComponent(category.name)}` })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastmod: product.last_modified_at })),
  ];
  // A page's alternates are the same for each of its languages' entries.
  const withAlternates = pages.map((page) => ({ ...page, alternates: alternatesOf(page.path) }));
  return LOCALES.flatMap((locale) =>
    withAlternates.map((page) => ({ ...page, path: localisedPath(page.path, locale) })),
  );
}

/** The sitemap, from the API's current answer, each page with its alternates in the other languages. */
export function sitemapXml(origin: string, data: SitemapData): string {
  const href = (path: string) => escapeHtml(new URL(path, origin).href);
  const url = ({ path, lastmod, alternates }: SitemapEntry) =>
    `<url><loc>${href(path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}${alternates
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${href(alternate.path)}"/>`,
      )
      .join('')}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitemapEntries(data).map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap's data, as the API answers it now. */
export const readSitemap = async (apiUrl: string): Promise<SitemapData> =>
  ((await readJson(`${apiUrl}/api/products/sitemap`)) as { data: SitemapData }).data;

export function registerCrawlFiles(
  app: FastifyInstance,
  { apiUrl, origin }: { apiUrl: string; origin: string },
): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml')
      .send(sitemapXml(origin, await readSitemap(apiUrl))),
  );
}
