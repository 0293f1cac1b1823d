// The head of a rendered page: what search engines and link previewers read without running the page.
import type { PageMeta } from 'shop-sdk';
import { scriptJson } from '../../../app/server-page';
import { escapeHtml } from '../../../lib/escape';

export const SITE_NAME = 'Kasuwa';
const DEFAULT_TITLE = `${SITE_NAME} — shop online in Nigeria`;
const DEFAULT_DESCRIPTION =
  'Kasuwa — shop electronics, fashion, home and more online in Nigeria, with prices in Naira and delivery across all 36 states.';

const LINK_KEYS = new Set(['url', 'image', 'item']);

/** Makes the paths in structured data absolute (the values of `url`, `image` and `item`). */
function absolutize(value: unknown, origin: string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => absolutize(item, origin, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, absolutize(item, origin, name)]),
    );
  if (typeof value === 'string' && LINK_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//'))
    return new URL(value, origin).href;
  return value;
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD. */
export function headTags(
  meta: PageMeta | null | undefined,
  { origin, url, robots }: { origin: string; url: string; robots?: string | undefined },
): string {
  const title = meta?.title ?? DEFAULT_TITLE;
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  const canonical = new URL(meta?.canonical ?? new URL(url, origin).pathname, origin).href;
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
    // The card says what Open Graph says: the same title, description, picture and its text.
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
  ];
  if (robots) tags.push(named('robots', robots));
  if (meta?.image) {
    const image = new URL(meta.image.url, origin).href;
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
  for (const data of meta?.structuredData ?? [])
    tags.push(`<script type="application/ld+json">${scriptJson(absolutize(data, origin))}</script>`);
  return tags.join('');
}
