import type { Locale, TranslatedLocale } from 'shared-contracts/locales';

/** Each language's plural rules for the polyfill, in a chunk of its own. */
const LOCALE_DATA: Readonly<Record<TranslatedLocale | 'en', () => Promise<unknown>>> = {
  en: () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
  pcm: () => import('@formatjs/intl-pluralrules/locale-data/pcm.js'),
  ha: () => import('@formatjs/intl-pluralrules/locale-data/ha.js'),
  yo: () => import('@formatjs/intl-pluralrules/locale-data/yo.js'),
  ig: () => import('@formatjs/intl-pluralrules/locale-data/ig.js'),
};

/**
 * Whether the browser's own plural rules serve `locale`: the test of the polyfill's `shouldPolyfill`, without the
 * part that matches an unknown locale to the nearest one the polyfill has (it brings @formatjs/intl-localematcher,
 * 8 KB gz, to every page in a language; the shop's languages are a fixed list the polyfill has, each in LOCALE_DATA).
 */
export function hasPluralRules(locale: TranslatedLocale): boolean {
  return (
    typeof Intl !== 'undefined' &&
    'PluralRules' in Intl &&
    // Browsers that ignore minimumFractionDigits in select() (an old engine's bug) call 1.00 "one".
    new Intl.PluralRules('en', { minimumFractionDigits: 2 }).select(1) !== 'one' &&
    Intl.PluralRules.supportedLocalesOf([locale]).length === 1
  );
}

/**
 * Plural rules for the page's language where the browser has none (an old WebView), so a message's
 * `{count, plural, …}` chooses the same form as on the server (Node's ICU has all four; CLDR's rules differ from
 * English: Pidgin counts 0 as "one", Yoruba and Igbo have one form). The polyfill and Node agree on every one of
 * them. Prices and dates never go through Intl here: the shop's own formatters (naira, dates) are the same everywhere.
 */
export async function ensurePluralRules(locale: Locale): Promise<void> {
  if (locale === 'en-NG' || hasPluralRules(locale)) return;
  await import('@formatjs/intl-pluralrules/polyfill-force.js');
  await Promise.all([LOCALE_DATA.en(), LOCALE_DATA[locale]()]);
}
