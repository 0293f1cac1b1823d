import { isLocale, LOCALE_COOKIE, type Locale, type TranslatedLocale } from 'shared-contracts/locales';

/** Whether this browser has chosen a language (the picker's cookie, or a suggestion declined). */
export const hasChosenLanguage = (cookies: string): boolean =>
  cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));

/**
 * The language to offer a first visit (docs/storefront.md §18): the first of the browser's languages (its
 * Accept-Language, as `navigator.languages` gives it) that the shop speaks, when that is one of the four and not the
 * page's own. English first, or a choice already made, offers nothing. Never a redirect: only an offer.
 */
export function suggestedLocale(
  page: Locale,
  languages: readonly string[],
  cookies: string,
): TranslatedLocale | null {
  if (hasChosenLanguage(cookies)) return null;
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'en') return null;
    if (isLocale(base) && base !== 'en-NG') return base === page ? null : base;
  }
  return null;
}
