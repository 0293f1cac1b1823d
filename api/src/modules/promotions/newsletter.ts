import { and, eq, gt, isNull } from 'drizzle-orm';
import { DEFAULT_LOCALE, HREFLANG, localisedPath, type Locale } from 'shared-contracts/locales';
import type { Executor } from '../../db/client.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { localisedMail, mailDocument } from '../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../lib/mail-words.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { newsletterMailMessages } from './mail-messages.js';
import { newsletterSubscribers } from './tables.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { loadSettingsRow, signOffOf } from '../settings/index.js';

/** How long a mailed confirmation link confirms. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Double opt-in, step one: records the address as pending and returns a confirmation token to mail, or null
 * when the address is already confirmed (nothing to send).
 */
export async function requestSubscription(db: Executor, email: string): Promise<string | null> {
  const token = newOpaqueToken();
  const pending = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
  };
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, ...pending })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: pending,
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  return row ? token : null;
}

/** Step two: the shopper confirmed. Returns the confirmed address, or null for an unknown, spent or expired token. */
export async function confirmSubscription(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
        gt(newsletterSubscribers.confirmExpiresAt, new Date()),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

/** The confirmation link's path: the page in the mail's language (`?lang=yo`; English has none). */
const newsletterConfirmPath = (token: string, locale: Locale) =>
  `/api/newsletter/confirm/${token}${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`;

/**
 * The page the confirmation link opens, in the language of its mail (`lang`, anything else English): its button
 * confirms (a mail scanner that opens links confirms nothing).
 */
export async function newsletterConfirmPage(db: Executor, lang: string | undefined): Promise<string> {
  const shop = await loadSettingsRow(db);
  const locale = mailLocale(lang, null);
  const { t } = mailWords(newsletterMailMessages, locale);
  const title = t('subject', { shop: shop.shopName });
  return mailDocument({
    lang: HREFLANG[locale],
    title,
    body: `<main>
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(t('page.press', { shop: shop.shopName }))}</p>
<form method="post"><button type="submit">${escapeMarkup(t('page.button'))}</button></form>
<p>${escapeMarkup(t('page.ignore'))}</p>
</main>`,
  });
}

/** Where the confirmation's button sends the browser: the shop's home in the page's language, saying how it went. */
export const newsletterConfirmedPath = (lang: string | undefined, confirmed: boolean): string =>
  localisedPath(`/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, mailLocale(lang, null));

/**
 * The double opt-in's mail: a new confirmation link, unless the address is confirmed already (then null). In the
 * language the subscription was asked for in (`requested`, the job's; a subscriber may have no account), else English.
 */
export async function newsletterConfirmationMail(
  db: Executor,
  appUrl: string,
  email: string,
  requested?: Locale,
): Promise<Mail | null> {
  const token = await requestSubscription(db, email);
  if (!token) return null;
  const shop = await loadSettingsRow(db);
  const locale = mailLocale(requested, null);
  const { t } = mailWords(newsletterMailMessages, locale);
  return localisedMail(locale, {
    to: email,
    subject: t('subject', { shop: shop.shopName }),
    text: [
      t('greeting'),
      '',
      t('open', { shop: shop.shopName }),
      `${appUrl}${newsletterConfirmPath(token, locale)}`,
      '',
      t('ignore'),
      ...signOffOf(shop),
    ].join('\n'),
  });
}
