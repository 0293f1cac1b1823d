import { expect, test, type APIRequestContext } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { baseURL } from '../playwright.config';
import { productInStock } from './shop-api';

/**
 * What clients nobody here wrote see: link checkers, crawlers and previewers send any `Accept` and run no script
 * (docs/storefront.md §2.1 is the route table). Every page answers them as it answers a browser, the storefront has
 * no broken internal link, and its structured data and cards hold what Google, Twitter and Facebook read.
 */

const PUBLIC_PAGES = [
  '/',
  '/products',
  '/faq',
  '/shipping',
  '/returns',
  '/size-guide',
  '/terms',
  '/privacy',
  '/cookies',
  '/accessibility',
  '/contact',
];
const SIGNED_IN_PAGES = ['/cart', '/wishlist', '/account', '/orders', '/checkout', '/auth/login', '/admin'];

const get = async (request: APIRequestContext, path: string, method: 'GET' | 'HEAD' = 'GET') => {
  const response = await request.fetch(path, { method, headers: { accept: '*/*' }, maxRedirects: 0 });
  return {
    status: response.status(),
    type: response.headers()['content-type'] ?? '',
    body: await response.text(),
  };
};

test('every page of the route table answers any client, HEAD as GET, and an unknown path the 404 page', async ({
  request,
}) => {
  for (const path of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
    const page = await get(request, path);
    expect([path, page.status, page.type]).toEqual([path, 200, expect.stringMatching(/^text\/html/)]);
    const head = await get(request, path, 'HEAD');
    expect([path, head.status, head.body]).toEqual([path, 200, '']);
    const robots = /<meta name="robots" content="([^"]*)">/.exec(page.body)?.[1];
    // Public pages are rendered here and indexable; signed-in pages are their shell, kept out of search results.
    expect([path, robots]).toEqual([path, SIGNED_IN_PAGES.includes(path) ? 'noindex' : undefined]);
  }
  const faq = await get(request, '/faq');
  expect(faq.body).toContain('<h1');
  expect(faq.body).toContain('Frequently Asked Questions');
  const missing = await get(request, '/no-such-page');
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('Page Not Found');
});

const FACET_PARAMETER = /[?&](brand|min_price|max_price|in_stock|on_sale|category)=/;
const OTHER_LANGUAGE = /^\/(pcm|ha|yo|ig|language)(\/|\?|$)/;

test('a crawl of the storefront from / finds no broken internal link', async () => {
  test.setTimeout(600_000);
  const checker = new LinkChecker();
  const broken: string[] = [];
  checker.on('link', (link) => {
    if (link.state === LinkState.BROKEN)
      broken.push(`${link.status ?? '-'} ${link.url} (on ${link.parent ?? '?'})`);
  });
  const result = await checker.check({
    path: `${baseURL}/`,
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    // As a search engine's crawler does, a 503 (the API sheds new share pictures while many are being drawn, with
    // Retry-After) is asked again after a pause; a link that keeps failing is still broken.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 2000,
    // Internal links only: the shop's own origin (other sites, and the remotes' origins, are not pages of it).
    // Not the listing's facet choices: each listing links every brand, price band and category, and their
    // combinations are endless; the facets' links are tested in search.spec.ts.
    // Nor the other languages' pages (the same pages under a prefix, and the picker's links to them through
    // /language/): languages.spec.ts follows them.
    linksToSkip: async (link) =>
      (!link.startsWith(`${baseURL}/`) && link !== baseURL) ||
      FACET_PARAMETER.test(link) ||
      OTHER_LANGUAGE.test(link.slice(baseURL.length)),
  });
  expect(broken).toEqual([]);
  expect(result.passed).toBe(true);
  expect(result.links.filter((link) => link.state === LinkState.OK).length).toBeGreaterThan(50);
});

const metaOf = (body: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(body)?.[1];

const structuredData = (body: string): Record<string, unknown>[] =>
  [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  );

/** What the Twitter and Facebook presets of structured-data-testing-tool look for, and that it matches Open Graph. */
function expectCards(body: string, { image }: { image: boolean }) {
  for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:site_name'])
    expect([property, metaOf(body, 'property', property)]).toEqual([property, expect.any(String)]);
  expect(metaOf(body, 'property', 'og:url')).toMatch(/^http:\/\/localhost:\d+\//);
  expect(metaOf(body, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(metaOf(body, 'name', 'twitter:title')).toBe(metaOf(body, 'property', 'og:title'));
  expect(metaOf(body, 'name', 'twitter:description')).toBe(metaOf(body, 'property', 'og:description'));
  if (image) {
    expect(metaOf(body, 'name', 'twitter:image')).toBe(metaOf(body, 'property', 'og:image'));
    expect(metaOf(body, 'name', 'twitter:image:alt')).toBe(metaOf(body, 'property', 'og:image:alt'));
    expect(metaOf(body, 'name', 'twitter:image:alt')).toBeTruthy();
  }
}

test('structured data and cards: a product page, a category page and the home page', async ({ request }) => {
  const { product } = await productInStock(request);
  const page = await get(request, `/products/${product.id}`);
  expect(page.status).toBe(200);
  expectCards(page.body, { image: true });
  // The page's own (WebPage, in its language) comes first.
  const [webPage, ...data] = structuredData(page.body);
  expect(webPage).toMatchObject({ '@type': 'WebPage', inLanguage: 'en-NG' });
  const [item, breadcrumbs] = data as [
    { '@type': string; name: string; image: string[]; offers: Record<string, string>; url: string },
    { '@type': string; itemListElement: { position: number; name: string; item: string }[] },
  ];
  // Google's Product rules: a name, raster pictures, a price like "15000.00" in NGN, an availability.
  expect(item['@type']).toBe('Product');
  expect(item.name).toBeTruthy();
  expect(item.image.length).toBeGreaterThan(0);
  for (const url of item.image) {
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\//);
    expect(url).not.toMatch(/\.svg(\?|$)/);
    const picture = await request.get(url);
    expect([url, picture.status(), picture.headers()['content-type']]).toEqual([url, 200, 'image/jpeg']);
  }
  expect(item.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(item.offers.priceCurrency).toBe('NGN');
  expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement.map(({ position }) => position)).toEqual([1, 2, 3]);
  for (const { item: link } of breadcrumbs.itemListElement) expect(link).toMatch(/^http:\/\/localhost:\d+\//);

  const categories = (await (await request.get('/api/products/categories')).json()) as {
    data: { name: string }[];
  };
  const category = await get(request, `/products/category/${encodeURIComponent(categories.data[0]!.name)}`);
  expect(category.status).toBe(200);
  expectCards(category.body, { image: true });
  const home = await get(request, '/');
  expect(home.status).toBe(200);
  expectCards(home.body, { image: true });
  // Every page's preview picture is there: the product's (named by the product), the category's and the shop's.
  const unescape = (text = '') =>
    text.replace(
      /&(quot|#39|lt|gt|amp);/g,
      (_, name: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[name] ?? '',
    );
  expect(unescape(metaOf(page.body, 'property', 'og:image:alt'))).toBe(item.name);
  for (const body of [page.body, category.body, home.body]) {
    const url = metaOf(body, 'property', 'og:image') ?? '';
    const picture = await request.get(url);
    expect([url, picture.status(), picture.headers()['content-type']]).toEqual([url, 200, 'image/jpeg']);
  }
  expect(metaOf(category.body, 'property', 'og:image')).not.toBe(metaOf(home.body, 'property', 'og:image'));
});

test('a category the shop does not have answers 404, and a listing names only its content in its canonical', async ({
  request,
}) => {
  const unknown = await get(request, '/products/category/SHOP%20CLOSED%20TODAY');
  expect(unknown.status).toBe(404);
  expect(unknown.body).not.toContain('<h1>SHOP CLOSED TODAY');
  expect(unknown.body).toContain('Category not found');
  const listing = await get(request, '/products?utm_source=news&sort=name&page=2&fbclid=1');
  expect(listing.body).toMatch(
    /<link rel="canonical" href="http:\/\/localhost:\d+\/products\?sort=name&amp;page=2">/,
  );
  const search = await get(request, '/products?search=a');
  expect(search.body).toContain('<meta name="robots" content="noindex, follow">');
});
