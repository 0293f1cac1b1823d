import { use, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  createIntl,
  IntlContext,
  IntlProvider,
  type IntlConfig,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { isLiteralElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from './locales';
import { ruleMessages, sharedMessages, tooLong } from './shared.messages';

/*
 * The storefront's words (docs/storefront.md §18): one react-intl instance for the whole composition, shared as a
 * singleton. The shell owns the language (from the URL's prefix) and provides it with its own words
 * (`ShopIntlProvider`); each remote owns its words and ships them with its own build (`OwnMessages`), so a canary of a
 * remote carries its translations. Every message is written in code with its English (`defaultMessage`); a language's
 * catalogue holds its translations by id, and a message it lacks shows in English.
 */

/** A package's translations in one language: ICU messages by id. */
export type Messages = Readonly<Record<string, string>>;

/** How a package loads each language's catalogue (a JSON file of its own, in a chunk of its own). */
export type MessageLoaders = Readonly<Record<TranslatedLocale, () => Promise<{ default: Messages }>>>;

/** The dates and times of the shop are Lagos time, wherever the server runs. */
export const SHOP_TIME_ZONE = 'Africa/Lagos';

const NO_MESSAGES: Messages = Object.freeze({});

/** A package's catalogues, each loaded once (it is part of the build: it never changes) and kept. */
export interface MessageCatalogue {
  /** The language's messages, loaded if need be (English: none, the code has them). */
  load(locale: Locale): Promise<Messages>;
}

export function messageCatalogue(loaders: MessageLoaders): MessageCatalogue {
  const loading = new Map<Locale, Promise<Messages>>();
  return {
    load(locale) {
      if (locale === 'en-NG') return Promise.resolve(NO_MESSAGES);
      let messages = loading.get(locale);
      if (!messages) {
        messages = loaders[locale]().then(
          (module) => module.default,
          (error: unknown) => {
            // A catalogue that could not be fetched (the connection dropped) is asked for again next time; this
            // render shows the English.
            loading.delete(locale);
            console.error('[kasuwa] messages:', error);
            return NO_MESSAGES;
          },
        );
        loading.set(locale, messages);
      }
      return messages;
    },
  };
}

/**
 * One catalogue of several packages' words (the shell's with the words every package shares), each language merged
 * once and kept, so a render that waits for it (`use`) is given the same promise each time.
 */
export function combinedCatalogue(...catalogues: readonly MessageCatalogue[]): MessageCatalogue {
  const merged = new Map<Locale, Promise<Messages>>();
  return {
    load(locale) {
      let messages = merged.get(locale);
      if (!messages) {
        messages = Promise.all(catalogues.map((catalogue) => catalogue.load(locale))).then((parts) =>
          Object.freeze(Object.assign({}, ...parts) as Messages),
        );
        merged.set(locale, messages);
      }
      return messages;
    },
  };
}

/**
 * A message the language lacks shows in English: not an error (a translation may follow a release later). Nor is a
 * browser without the language's number and date data (Chromium has none for these four): the shop formats prices
 * and dates with its own formatters (shared-contracts' money and dates), the same on the server and in every browser,
 * never with react-intl's. Other errors (a malformed message) are reported.
 */
const onError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION' || error.code === 'MISSING_DATA') return;
  console.error('[kasuwa] i18n:', error.message);
};

interface ProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** The shell's provider: the page's language, with the shell's own words. */
export function ShopIntlProvider({ locale, messages, children }: ProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      timeZone={SHOP_TIME_ZONE}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * A remote's section, in the page's language (the shell's) with the remote's own words. Suspends until the
 * language's catalogue has arrived (the remote's `preload` asks for it before hydration; on the server the render
 * waits for it).
 */
export function OwnMessages({ catalogue, children }: { catalogue: MessageCatalogue; children: ReactNode }) {
  const locale = useLocale();
  return locale === DEFAULT_LOCALE ? (
    children
  ) : (
    <TranslatedSection catalogue={catalogue} locale={locale}>
      {children}
    </TranslatedSection>
  );
}

function TranslatedSection({
  catalogue,
  locale,
  children,
}: {
  catalogue: MessageCatalogue;
  locale: Locale;
  children: ReactNode;
}) {
  const own = use(catalogue.load(locale));
  // The words the page already has (the shell's and the shared ones: toasts, validation, the UI kit's) stay; the
  // remote's own are added to them.
  const around = useShopIntl().messages as Messages;
  const messages = useMemo(() => ({ ...around, ...own }), [around, own]);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      {children}
    </ShopIntlProvider>
  );
}

const english = createIntl({
  locale: DEFAULT_LOCALE,
  defaultLocale: DEFAULT_LOCALE,
  timeZone: SHOP_TIME_ZONE,
  onError,
});

/**
 * The page's words: react-intl's `intl` where there is a provider (every page of the shop), English where there is
 * none (a kit component rendered alone, in a test or in a page of its own).
 */
export function useShopIntl(): IntlShape {
  return useContext(IntlContext) ?? english;
}

/** The page's language. */
export function useLocale(): Locale {
  return useShopIntl().locale as Locale;
}

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

/**
 * A message's English as plain text, for a look-up by the English a schema answers (its validation messages); the
 * build compiles each message's English to a syntax tree (docs/storefront.md §18.4), so its `defaultMessage` is text
 * only in tests. Undefined for a message with arguments.
 */
export function englishOf({ defaultMessage }: MessageDescriptor): string | undefined {
  if (typeof defaultMessage === 'string') return defaultMessage;
  if (!defaultMessage?.every(isLiteralElement)) return undefined;
  return defaultMessage.map((element) => element.value).join('');
}

const NONE: readonly MessageDescriptor[] = [];
const lookups = new WeakMap<readonly MessageDescriptor[], Map<string, MessageDescriptor>>();

/**
 * A text a rule answers in English (a valibot schema shared with the API, a server's `detail`) in the page's
 * language: `translate(errors.email)`. The known texts are the shared words (docs/storefront.md's validation and
 * toast messages) and `known`, a package's own; a text no message has (a server's sentence already in the page's
 * language, a rule added later) is shown as it is. `known` must be the same across renders (a module's constant).
 */
export function useTranslatedIssue(
  known: readonly MessageDescriptor[] = NONE,
): (english: string | undefined) => string | undefined {
  const intl = useShopIntl();
  return (text) => {
    if (text === undefined) return undefined;
    const message = byEnglish(known).get(text);
    if (message) return intl.formatMessage(message);
    const max = /^Must be at most (\d+) characters$/.exec(text)?.[1];
    return max === undefined ? text : intl.formatMessage(tooLong, { max: Number(max) });
  };
}

function byEnglish(known: readonly MessageDescriptor[]): Map<string, MessageDescriptor> {
  let lookup = lookups.get(known);
  if (!lookup) {
    lookup = new Map();
    for (const message of [...Object.values(sharedMessages), ...Object.values(ruleMessages), ...known]) {
      const text = englishOf(message);
      if (text !== undefined) lookup.set(text, message);
    }
    lookups.set(known, lookup);
  }
  return lookup;
}
