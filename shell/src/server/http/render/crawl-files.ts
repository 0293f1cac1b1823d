// robots.txt and sitemap.xml on the shop's origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readJson } from '../read-json';
import { escapeHtml } from './escape';

/** What crawlers may read: the storefront, not the signed-in pages nor the API. */
export const ROBOTS_DISALLOW = ['/admin', '/cart', '/checkout', '/account', '/orders', '/auth', '/api'];

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

/** The sitemap: home, the listing, every category and every published product, from the API's current answer. */
export function sitemapXml(origin: string, { products, categories }: SitemapData): string {
  const url = (loc: string, lastmod?: string | null) =>
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

export function registerCrawlFiles(
  app: FastifyInstance,
  { apiUrl, originOf }: { apiUrl: string; originOf: (request: FastifyRequest) => string },
): void {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const answer = (await readJson(`${apiUrl}/api/products/sitemap`)) as { data: SitemapData };
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml')
      .send(sitemapXml(originOf(request), answer.data));
  });
}
