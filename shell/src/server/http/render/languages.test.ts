/** @jest-environment node */
import { alternatesOf, LOCALES, localisedPath } from 'shared-contracts/locales';
import { shellServerOn } from '../../../testing/shell-server';
import { robotsTxt, sitemapXml } from './crawl-files';
import { headTags } from './head';

const { raw, shellServer } = shellServerOn(7194);

const ORIGIN = 'https://shop.example';

/** The `hreflang` → URL pairs of a head's alternate links. */
const alternatesIn = (head: string) =>
  Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

describe('a page in each language', () => {
  const product = {
    title: 'Ìrẹsì | Kasuwa',
    canonical: '/products/7',
    type: 'product' as const,
    image: { url: '/api/products/7/share-image.jpg', width: 1200, height: 630, alt: 'Ìrẹsì' },
    structuredData: [{ '@type': 'Product', url: '/products/7', image: ['/api/uploads/a.svg'] }],
  };

  it('names its own language: canonical, Open Graph, JSON-LD and the links in it', () => {
    const head = headTags(product, { origin: ORIGIN, url: '/products/7', locale: 'yo' });
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/yo/products/7">`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/yo/products/7">`);
    expect(head).toContain('<meta property="og:locale" content="yo_NG">');
    const [page, data] = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    );
    expect(page).toMatchObject({ '@type': 'WebPage', inLanguage: 'yo', url: `${ORIGIN}/yo/products/7` });
    // The shop's pages in the page's language; a picture is the same in every language.
    expect(data).toMatchObject({ url: `${ORIGIN}/yo/products/7`, image: [`${ORIGIN}/api/uploads/a.svg`] });
    // The share card's words are in the page's language too.
    expect(head).toContain(
      `<meta property="og:image" content="${ORIGIN}/api/products/7/share-image.jpg?lang=yo">`,
    );
  });

  it('points to every other language and back (hreflang), with English as the default', () => {
    const heads = Object.fromEntries(
      LOCALES.map((locale) => [locale, headTags(product, { origin: ORIGIN, url: '/products/7', locale })]),
    );
    const english = alternatesIn(heads['en-NG'] ?? '');
    expect(english).toEqual({
      'en-NG': `${ORIGIN}/products/7`,
      pcm: `${ORIGIN}/pcm/products/7`,
      ha: `${ORIGIN}/ha/products/7`,
      yo: `${ORIGIN}/yo/products/7`,
      ig: `${ORIGIN}/ig/products/7`,
      'x-default': `${ORIGIN}/products/7`,
    });
    // Reciprocal: every language's page lists the same set, itself included, and is the page the set names for it.
    for (const locale of LOCALES) {
      const head = heads[locale] ?? '';
      expect(alternatesIn(head)).toEqual(english);
      expect(head).toContain(
        `<link rel="canonical" href="${english[locale === 'en-NG' ? 'en-NG' : locale]}">`,
      );
    }
  });

  it('gives a page kept out of search results no alternates', () => {
    const head = headTags(null, { origin: ORIGIN, url: '/cart', locale: 'ha', robots: 'noindex' });
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/ha/cart">`);
    expect(head).not.toContain('hreflang');
  });
});

describe('the crawl files in every language', () => {
  it("lists every page in every language, each with all of its languages' addresses", () => {
    const xml = sitemapXml(ORIGIN, { products: [{ id: 7 }], categories: [{ name: 'Food' }] });
    for (const path of ['/', '/products', '/products/category/Food', '/products/7']) {
      for (const locale of LOCALES) {
        const loc = new URL(localisedPath(path, locale), ORIGIN).href;
        const entry = new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
        for (const { hreflang, path: alternate } of alternatesOf(path))
          expect(entry).toContain(
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${new URL(alternate, ORIGIN).href}"/>`,
          );
      }
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("keeps crawlers out of every language's signed-in pages", () => {
    const robots = robotsTxt(ORIGIN);
    for (const path of ['/yo/cart', '/ha/checkout', '/pcm/account', '/ig/orders', '/yo/auth', '/cart'])
      expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

describe('choosing a language', () => {
  it('renders a page under its prefix in its language, <html lang> included', async () => {
    const rendered: string[] = [];
    const shell = await shellServer(rendered);
    try {
      const page = await raw('/ha/products/6');
      expect(page.status).toBe(200);
      expect(rendered).toEqual(['/ha/products/6']);
      expect(page.body).toContain('<html lang="ha">');
      expect(page.body).toContain('<main>/products/6</main>');
      expect(page.body).toContain('<link rel="canonical" href="https://kasuwa.example/ha/products/6">');
      // The admin has no language but English.
      const admin = await raw('/ha/admin/orders?page=2');
      expect(admin.status).toBe(308);
      expect(admin.headers.location).toBe('/admin/orders?page=2');
    } finally {
      await shell.close();
    }
  });

  it('keeps the choice in a cookie and answers the page in that language, from a link that needs no script', async () => {
    const shell = await shellServer([]);
    try {
      const chosen = await raw('/language/yo?to=%2Fproducts%3Fsearch%3Diresi');
      expect(chosen.status).toBe(303);
      expect(chosen.headers.location).toBe('/yo/products?search=iresi');
      expect(String(chosen.headers['set-cookie'])).toMatch(
        /^kasuwa_locale=yo; Max-Age=31536000; Path=\/; SameSite=Lax/,
      );
      // Only the shop's own pages: anywhere else goes home.
      for (const to of [
        '//evil.example/x',
        'https://evil.example',
        '/admin/orders',
        '/api/products',
        '/a\\b',
      ])
        expect((await raw(`/language/ha?to=${encodeURIComponent(to)}`)).headers.location).toBe('/ha');
      expect((await raw('/language/fr?to=/')).status).toBe(404);
    } finally {
      await shell.close();
    }
  });

  it('follows the choice from the English address of a page, and only a choice (never Accept-Language)', async () => {
    const shell = await shellServer([]);
    try {
      const followed = await raw('/products/6?x=1', { cookie: 'kasuwa_locale=ig' });
      expect(followed.status).toBe(307);
      expect(followed.headers.location).toBe('/ig/products/6?x=1');
      expect((await raw('/products/6', { cookie: 'kasuwa_locale=en-NG' })).status).toBe(200);
      expect((await raw('/products/6', { 'accept-language': 'yo-NG,yo;q=0.9' })).status).toBe(200);
      // A page already in a language, the admin and the shop's files are answered as asked.
      expect((await raw('/ha/products/6', { cookie: 'kasuwa_locale=ig' })).status).toBe(200);
      expect((await raw('/admin', { cookie: 'kasuwa_locale=ig' })).status).toBe(200);
      expect((await raw('/robots.txt', { cookie: 'kasuwa_locale=ig' })).status).toBe(200);
    } finally {
      await shell.close();
    }
  });
});
