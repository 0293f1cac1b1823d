/**
 * The storefront's languages and their URLs. English (`en-NG`) is the default, at the shop's URLs as they have always
 * been; each other language is the same page under its path prefix: `/pcm/…` (Nigerian Pidgin), `/ha/…` (Hausa),
 * `/yo/…` (Yoruba), `/ig/…` (Igbo). The admin stays English and has no prefix.
 */
export const LOCALES = ['en-NG', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-NG';

/** The languages the catalogue's translations are in: every one but English, which products and categories are in. */
export const TRANSLATED_LOCALES = ['pcm', 'ha', 'yo', 'ig'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language in its own name, as the language picker shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-NG': 'English',
  pcm: 'Naijá (Pidgin)',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/** The path segment of each language ('' for the default, which has none). */
const PREFIXES: Readonly<Record<Locale, string>> = {
  'en-NG': '',
  pcm: 'pcm',
  ha: 'ha',
  yo: 'yo',
  ig: 'ig',
};

/** The cookie that keeps the shopper's choice of language (the shop's own links follow it). */
export const LOCALE_COOKIE = 'kasuwa_locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The locale whose prefix is `segment`, if any (`'yo'` → `yo`; `'en-NG'` is no prefix). */
const localeOfSegment = (segment: string): Locale | null => {
  for (const locale of LOCALES) if (PREFIXES[locale] && PREFIXES[locale] === segment) return locale;
  return null;
};

/** `path` split into its path, and its query and fragment (kept as they are). */
function splitPath(path: string): { pathname: string; rest: string } {
  const at = path.search(/[?#]/);
  return at === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, at), rest: path.slice(at) };
}

/**
 * The language of a storefront URL's path and the page's path without its prefix: `/yo/products/3?page=2` →
 * `yo` and `/products/3?page=2`; `/yo` → `yo` and `/`; `/products` → `en-NG` and `/products`. A prefix is a whole
 * segment (`/young` is English).
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const { pathname, rest } = splitPath(path);
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? localeOfSegment(match[1]) : null;
  if (!locale || !match) return { locale: DEFAULT_LOCALE, path };
  return { locale, path: `${match[2] ?? '/'}${rest}` };
}

/**
 * A page's path in `locale`: `/products?q=rice` in Yoruba is `/yo/products?q=rice`, and `/` is `/yo`. `path` is
 * a page's path without a prefix (one that has one is taken out of its language first).
 */
export function localisedPath(path: string, locale: Locale): string {
  const { path: bare } = splitLocalePath(path);
  if (!PREFIXES[locale]) return bare;
  const { pathname, rest } = splitPath(bare);
  const prefix = `/${PREFIXES[locale]}`;
  return `${pathname === '/' ? prefix : `${prefix}${pathname}`}${rest}`;
}

/** The router's basename of a language's pages: `/yo`; `/` for English. */
export const basenameOf = (locale: Locale): string => `/${PREFIXES[locale]}`;

/** The `hreflang` (and `<html lang>`) of each language. */
export const HREFLANG: Readonly<Record<Locale, string>> = {
  'en-NG': 'en-NG',
  pcm: 'pcm',
  ha: 'ha',
  yo: 'yo',
  ig: 'ig',
};

export interface Alternate {
  /** A language's `hreflang`, or `x-default` (the English page, for a language the shop does not speak). */
  hreflang: string;
  path: string;
}

/**
 * The page at `path` in every language, then `x-default`: the `<link rel="alternate" hreflang>` set of a public
 * page (each page lists all of them, itself included, so every language points to every other and back) and the
 * sitemap's alternates.
 */
export function alternatesOf(path: string): Alternate[] {
  const { path: bare } = splitLocalePath(path);
  return [
    ...LOCALES.map((locale) => ({ hreflang: HREFLANG[locale], path: localisedPath(bare, locale) })),
    { hreflang: 'x-default', path: localisedPath(bare, DEFAULT_LOCALE) },
  ];
}
