import { createIntl, createIntlCache } from '@formatjs/intl';
import { LAGOS_OFFSET, LAGOS_TIME_ZONE } from 'shared-contracts/dates';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/locales';

/**
 * A module's mail words (docs/operations.md, "The language of a mail"): for each of the storefront's languages, every
 * message id as an ICU message (FormatJS). Typed so that a language missing an id, or naming one English does not
 * have, does not compile; api/test/mail-messages.test.ts checks that each translation takes the same arguments.
 */
export type MailMessages<Id extends string> = Readonly<Record<Locale, Readonly<Record<Id, string>>>>;

/** The values a message takes: text, and numbers (formatted in the mail's language). */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface MailWords<Id extends string> {
  readonly locale: Locale;
  /** The message `id` in the mail's language, with its arguments. */
  t(id: Id, values?: MessageValues): string;
  /** A Lagos calendar day (`YYYY-MM-DD`) as the mail's language writes it: 'Mon, 7 Dec 2026', 'Litinin 7 Disamba, 2026'… */
  day(isoDay: string): string;
}

/**
 * The language a mail is written in: the one its job carries (the language of the shopper's request it answers),
 * else the account's (`users.locale`), else English. Anything that is not one of the shop's languages (a job's data
 * is JSON from the queue) counts as none.
 */
export function mailLocale(requested: unknown, stored: unknown): Locale {
  if (isLocale(requested)) return requested;
  if (isLocale(stored)) return stored;
  return DEFAULT_LOCALE;
}

const cache = createIntlCache();

const SHORT_DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
/**
 * How a mail writes a day. English as it always has ('Mon, 7 Dec 2026'); the others in full, because CLDR's short
 * patterns read badly there (Hausa '2026 Dis 7, Lit', Yoruba 'Ajé, 7 Oṣù Ọ̀pẹ̀ , 2026'): 'Litinin 7 Disamba, 2026',
 * 'Ọjọ́ Ajé, 7 Oṣù Ọ̀pẹ̀ 2026'. Never a time with dateStyle (Node and the browsers' polyfill join them differently).
 */
const DAY_FORMATS: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  'en-NG': SHORT_DAY,
  pcm: LONG_DAY,
  ha: LONG_DAY,
  yo: LONG_DAY,
  ig: LONG_DAY,
};

/**
 * The words of one mail in `locale`: a FormatJS intl made for it (one per mail; the formatters are cached across
 * mails), in Lagos time. A message a translation lacks is the English one.
 */
export function mailWords<Id extends string>(messages: MailMessages<Id>, locale: Locale): MailWords<Id> {
  const intl = createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      timeZone: LAGOS_TIME_ZONE,
      messages: { ...messages[DEFAULT_LOCALE], ...messages[locale] },
    },
    cache,
  );
  return {
    locale,
    t: (id, values) => intl.formatMessage({ id }, values),
    day: (isoDay) =>
      // Noon in Lagos, so the day is the same wherever the server is.
      intl.formatDate(new Date(`${isoDay}T12:00:00${LAGOS_OFFSET}`), DAY_FORMATS[locale]),
  };
}
