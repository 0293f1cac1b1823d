// robots.txt and sitemap.xml on the shop's origin.
import type { FastifyInstance } from 'fastify';
import { readJson } from '../read-json';
import { escapeHtml } from '../../../lib/escape';

/** What crawlers may read: the storefront, not the signed-in pages nor the API. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/cart',
  '/checkout',
  '/account',
  '/orders',
  '/auth',
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

/** The sitemap's pages, each as its path (as the sitemap spells it) and when it last changed, if known. */
export function sitemapEntries({
  products,
  categories,
}: SitemapData): { path: string; lastmod?: string | null }[] {
  return [
    { path: '/' },
    { path: '/products' },
    ...categories.map((category) => ({ path: `/products/category/${encodeURIComponent(category.name)}` })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastmod: product.last_modified_at })),
  ];
}

/** The sitemap: home, the listing, every category and every published product, from the API's current answer. */
export function sitemapXml(origin: string, data: SitemapData): string {
  const url = ({ path, lastmod }: { path: string; lastmod?: string | null }) =>
    `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
