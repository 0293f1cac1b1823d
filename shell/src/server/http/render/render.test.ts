/** @jest-environment node */
import type { ServerPage } from '../../../app/server-page';
import { DRAWN_SIGN_IN_ID, scriptJson } from '../../../app/server-page';
import { robotsTxt, sitemapXml } from './crawl-files';
import { pageDocument } from './document';
import { encodedBody, pageEncoding } from './encoding';
import { escapeHtml } from '../../../lib/escape';
import { headTags } from './head';
import { PageCache } from './page-cache';
import { pageUrl } from '../plugins/page-paths';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A product name that tries every way out of the places it is written to. */
const HOSTILE = `Gele </script><script>alert("x")</script> "quoted" 'single' & <b>bold</b> 🛍️ \u2028 <!-- end`;

const PAGE = {
  config: { apiBaseUrl: '/api/', remotes: {} },
  rendered: [],
  versions: {},
  state: { queries: [], mutations: [] },
} as unknown as ServerPage;

const hostilePage = {
  ...PAGE,
  state: { queries: [{ state: { data: { name: HOSTILE } } }], mutations: [] },
} as unknown as ServerPage;

describe('the HTML a server-rendered page is made of', () => {
  it('writes JSON that no text inside it can end: no "<", and it reads back the same', () => {
    const page = { state: { queries: [{ state: { data: { name: HOSTILE } } }] } };
    const json = scriptJson(page);
    expect(json).not.toMatch(/<\/?script|<!--|</i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(page);
  });

  it('escapes text in attributes and elements', () => {
    expect(escapeHtml(`"a" <b> & 'c'`)).toBe('&quot;a&quot; &lt;b&gt; &amp; &#39;c&#39;');
  });

  it('writes the head of a product page: title, description, canonical, Open Graph with its picture, JSON-LD', () => {
    const head = headTags(
      {
        title: `${HOSTILE} | Kasuwa`,
        description: HOSTILE,
        canonical: '/products/7',
        type: 'product',
        image: { url: '/api/products/7/share-image.jpg', width: 1200, height: 630, alt: HOSTILE },
        structuredData: [
          {
            '@type': 'Product',
            name: HOSTILE,
            description: '/not/a/link',
            url: '/products/7',
            image: ['/api/uploads/a.svg'],
            offers: { price: '15000.00', url: '/products/7' },
          },
        ],
      },
      { origin: 'https://shop.example', url: '/products/7?utm=x' },
    );
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products/7">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/products/7">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/api/products/7/share-image.jpg">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The card carries what Open Graph carries.
    const attr = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head)?.[1];
    expect(attr('twitter:title')).toBe(attr('og:title'));
    expect(attr('twitter:description')).toBe(attr('og:description'));
    expect(attr('twitter:image')).toBe(attr('og:image'));
    expect(attr('twitter:image:alt')).toBe(attr('og:image:alt'));
    expect(attr('twitter:image:alt')).toBeTruthy();
    expect(head).not.toContain('robots');
    // The name is text everywhere it appears: two script elements (the page's JSON-LD and the product's), no other tag
    // opened by the name.
    expect(head.match(/<script/g)).toHaveLength(2);
    expect(head).not.toContain('<b>');
    const json = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)][1]?.[1] ?? '';
    const data = JSON.parse(json) as Record<string, unknown> & { offers: { url: string } };
    expect(data.name).toBe(HOSTILE);
    // Links are made absolute; other text is left as it is.
    expect(data.url).toBe('https://shop.example/products/7');
    expect(data.image).toEqual(['https://shop.example/api/uploads/a.svg']);
    expect(data.offers.url).toBe('https://shop.example/products/7');
    expect(data.description).toBe('/not/a/link');
  });

  it('keeps signed-in pages and failures out of search results', () => {
    const head = headTags(null, { origin: 'http://localhost:3000', url: '/cart', robots: 'noindex' });
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain('<title>Kasuwa — shop online in Nigeria</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/cart">');
  });

  it("moves React's resource hints to the top of the head, after the viewport and ahead of the scripts", () => {
    const hint =
      '<link rel="preload" as="image" imageSrcSet="/a.jpg?w=320 320w, /a.jpg?w=480 480w" imageSizes="50vw" fetchPriority="high"/>';
    const html = pageDocument(
      '<html><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><script defer src=/main.1.js></script><link rel=preload as=script href=/2.js></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
      { head: '', styles: '', body: `${hint}<main>x</main>`, page: PAGE },
    );
    // Before the viewport, a phone would measure `sizes` against a 980 px page and preload a wider picture.
    expect(html).toContain(
      `<head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">${hint}<script defer`,
    );
    const withoutViewport = pageDocument(
      '<html><head><meta charset=utf-8><script defer src=/main.1.js></script></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
      { head: '', styles: '', body: `${hint}<main>x</main>`, page: PAGE },
    );
    expect(withoutViewport).toContain(`<head><meta charset=utf-8>${hint}<script defer`);
    expect(html).toContain('<div id=root><main>x</main></div>');
    // The page's content is in it: the shell's script preloads would only compete with its pictures.
    expect(html).not.toContain('/2.js');
    const browserRendered = pageDocument(
      '<html><head><meta charset=utf-8><link rel=preload as=script href=/2.js></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
      { head: '', styles: '', body: '<main>…</main>', page: PAGE, contentInHtml: false },
    );
    expect(browserRendered).toContain('<link rel=preload as=script href=/2.js>');
  });

  it("keeps a page's own <noscript> message and drops only the built page's", () => {
    const template =
      '<!doctype html><html lang=en><head><meta charset=utf-8></head><body><div id=root><div class=boot>Kasuwa</div></div><noscript>Kasuwa needs JavaScript to run.</noscript></body></html>';
    const html = pageDocument(template, {
      head: '',
      styles: '',
      body: '<main><noscript><h1>Your cart needs JavaScript</h1></noscript></main>',
      page: hostilePage,
    });
    expect(html).toContain('<noscript><h1>Your cart needs JavaScript</h1></noscript>');
    expect(html).not.toContain('Kasuwa needs JavaScript to run.');
  });

  it("puts the render into the shell's built page, in place of the boot screen and the no-script note", () => {
    const template =
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="old"><title>Old</title><script defer src=/main.1.js></script></head><body><div id=root><div class=boot>Kasuwa</div></div><noscript>Kasuwa needs JavaScript to run.</noscript></body></html>';
    const html = pageDocument(template, {
      head: '<title>New</title>',
      styles: '<style data-styled="true">.a{}</style>',
      body: '<main>$& $1 content</main>',
      page: hostilePage,
    });
    expect(html).toBe(
      `<!doctype html><html lang="en-NG"><head><meta charset=utf-8><script defer src=/main.1.js></script><title>New</title><style data-styled="true">.a{}</style></head><body><div id=root><main>$& $1 content</main></div><script type="application/json" id="kasuwa-page">${scriptJson(hostilePage)}</script></body></html>`,
    );
  });
  it('carries the sign-in dialog the account drew in a template, which a browser neither shows nor runs', () => {
    const template =
      '<!doctype html><html lang=en><head></head><body><div id=root><div>boot</div></div></body></html>';
    const html = pageDocument(template, {
      head: '',
      styles: '',
      body: '<main>page</main>',
      page: hostilePage,
      signIn: '<div role="dialog">Welcome Back</div>',
    });
    expect(html).toContain(
      `<div id=root><main>page</main></div><template id="${DRAWN_SIGN_IN_ID}"><div role="dialog">Welcome Back</div></template><script type="application/json" id="kasuwa-page">`,
    );
    expect(pageDocument(template, { head: '', styles: '', body: '', page: hostilePage })).not.toContain(
      '<template',
    );
  });
});

describe('crawl files', () => {
  it('normalises a page key by the order of its query', () => {
    expect(pageUrl('/products?sort=name&page=2')).toBe(pageUrl('/products?page=2&sort=name'));
    expect(pageUrl('/products?page=2')).not.toBe(pageUrl('/products?page=3'));
  });

  it('keeps crawlers out of the signed-in pages and the API, and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/admin', '/cart', '/checkout', '/account', '/orders', '/auth', '/api'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('lists every category and published product in the sitemap', () => {
    const xml = sitemapXml('https://shop.example', {
      products: [{ id: 7, last_modified_at: '2026-11-01T00:00:00.000Z' }],
      categories: [{ name: 'Home & Garden' }],
    });
    expect(xml).toContain('<loc>https://shop.example/products/category/Home%20%26%20Garden</loc>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/products/7</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod><xhtml:link',
    );
  });
});

describe('the page cache', () => {
  let now = 0;
  const clock = { now: () => now };

  it('serves a page for its period and renders it again after', () => {
    now = 0;
    const cache = new PageCache<string>({ ttlMs: 60_000, ...clock });
    cache.set('/', 'first');
    now += 60_000;
    expect(cache.get('/')).toBe('first');
    now += 1;
    expect(cache.get('/')).toBeUndefined();
  });

  it('serves a page no later than the instant it was kept until (a promotion’s next start or end)', () => {
    now = 0;
    const cache = new PageCache<string>({ ttlMs: 60_000, ...clock });
    cache.set('/products/7', 'with the promotion', 2_000);
    now = 1_999;
    expect(cache.get('/products/7')).toBe('with the promotion');
    now = 2_000;
    expect(cache.get('/products/7')).toBeUndefined();
    // A page rendered once the instant has passed is not kept at all.
    cache.set('/products/7', 'late', 1_500);
    expect(cache.get('/products/7')).toBeUndefined();
  });

  it('drops the least recently used page first', () => {
    now = 0;
    const cache = new PageCache<string>({ entries: 2, ...clock });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });
});

describe('the encoding of a page', () => {
  it('honours what the client refuses and prefers', () => {
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });

  it('compresses a page once per encoding, into what decompresses to the page', async () => {
    const page = { html: '<p>Kasuwa</p>'.repeat(50) };
    const br = await encodedBody(page, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(page.html);
    expect(await encodedBody(page, 'br')).toBe(br);
    expect(gunzipSync(await encodedBody(page, 'gzip')).toString()).toBe(page.html);
    expect(await encodedBody(page, 'identity')).toBe(page.html);
  });
});
