import { useCallback } from 'react';
import { useLocale } from 'shared-contracts/i18n';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';

/**
 * The `lang` of a catalogue text (a product's or category's name or description) on this page: "en" when the API
 * answered it in English for a page in another language (it has no translation yet; the API's `lang` or
 * `description_lang` says so, docs/storefront.md §17), so that a screen reader reads it as English and a browser
 * hyphenates and translates it as English; undefined otherwise (the text is in the page's language, which its
 * `<html lang>` gives).
 */
export function useTextLang(): (textLang: Locale | undefined) => 'en' | undefined {
  const page = useLocale();
  return useCallback(
    (textLang) => (page !== DEFAULT_LOCALE && textLang === DEFAULT_LOCALE ? 'en' : undefined),
    [page],
  );
}
