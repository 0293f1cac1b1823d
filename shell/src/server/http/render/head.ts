// The head of a rendered page: what search engines and link previewers read without running the page.
import type { PageMeta } from 'shop-sdk';
import { scriptJson } from '../../../app/server-page';
import { escapeHtml } from '../../../lib/escape';
import { alternatesOf, DEFAULT_LOCALE, HREFLANG, localisedPath, type Locale } from 'shared-contracts/locales';

export const SITE_NAME = 'Kasuwa';
const DEFAULT_TITLE = `${SITE_NAME} — shop online in Nigeria`;
const DEFAULT_DESCRIPTION =
  'Kasuwa — shop electronics, fashion, home and more online in Nigeria, with prices in Naira and delivery across all 36 states.';

const LINK_KEYS = new Set(['url', 'image', 'item']);

/** Open Graph's name of each language (language_TERRITORY). */
const OG_LOCALE: Readonly<Record<Locale, string>> = {
  'en-NG': 'en_NG',
  pcm: 'pcm_NG',
  ha: 'ha_NG',
  yo: 'yo_NG',
  ig: 'ig_NG',
};

const isPagePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * Makes the paths in structured data absolute (the values of `url`, `image` and `item`), the shop's pages in the
 * page's language (a picture's path has none).
 */
function absolutize(value: unknown, origin: string, locale: Locale, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin, locale, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absolutize(item, origin, locale, name)]),
    );
  if (typeof value === 'string' && LINK_KEYS.has(key) && isPagePath(value))
    return new URL(key === 'image' ? value : localisedPath(value, locale), origin).href;
  return value;
}

/**
 * Title, description, canonical URL, the page in the other languages, Open Graph, Twitter card and JSON-LD. `url` is
 * the page's path without its language's prefix; the page is in `locale`.
 */
export function headTags(
  meta: PageMeta | null | undefined,
  {
    origin,
    url,
    locale = DEFAULT_LOCALE,
    robots,
  }: { origin: string; url: string; locale?: Locale; robots?: string | undefined },
): string {
  const title = meta?.title ?? DEFAULT_TITLE;
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  const canonicalPath = meta?.canonical ?? new URL(url, origin).pathname;
  const canonical = new URL(localisedPath(canonicalPath, locale), origin).href;
  const named = (name: string, content: unknown) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const og = (property: string, content: unknown) =>
    `<meta property="og:${property}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    og('site_name', SITE_NAME),
    og('type', meta?.type === 'product' ? 'product' : 'website'),
    og('title', title),
    og('description', description),
    og('url', canonical),
    og('locale', OG_LOCALE[locale]),
    // The card says what Open Graph says: the same title, description, picture and its text.
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
  ];
  if (robots) tags.push(named('robots', robots));
  // Every language of a page a search engine may index names all of them, itself included (each points to each other
  // and back) and the English one as the default.
  if (!robots?.startsWith('noindex'))
    for (const { hreflang, path } of alternatesOf(canonicalPath))
      tags.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(new URL(path, origin).href)}">`,
      );
  if (meta?.image) {
    // A share card's words are in the page's language: a link previewer asks for the picture without the page's
    // Accept-Language, so its address names the language (docs/storefront.md §17.1).
    const picture = new URL(meta.image.url, origin);
    if (locale !== DEFAULT_LOCALE && picture.pathname.endsWith('/share-image.jpg'))
      picture.searchParams.set('lang', locale);
    const image = picture.href;
    tags.push(
      og('image', image),
      og('image:type', 'image/jpeg'),
      og('image:width', meta.image.width),
      og('image:height', meta.image.height),
      og('image:alt', meta.image.alt),
      named('twitter:image', image),
      named('twitter:image:alt', meta.image.alt),
    );
  }
  const page = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: canonical,
    name: title,
    inLanguage: HREFLANG[locale],
  };
  for (const data of [page, ...(meta?.structuredData ?? [])])
    tags.push(`<script type="application/ld+json">${scriptJson(absolutize(data, origin, locale))}</script>`);
  return tags.join('');
}
