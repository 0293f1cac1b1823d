import { localisedPath, type Locale } from 'shared-contracts/locales';
import type { Executor } from '../../../db/client.js';
import { localisedMail } from '../../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../../lib/mail-words.js';
import type { Mail } from '../../../plugins/app/mailer.js';
import { customerMailMessages } from '../mail-messages.js';
import { loadSettingsRow, signOffOf } from '../../settings/index.js';
import { findUserById } from '../users.js';
import { issueResetLink } from './sessions.js';

/** How long a mailed password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * A new single-use reset link (the older ones stop working), in the mail that carries it; null without a mailbox.
 * In the language the reset was asked for in (`requested`, the job's), else the account's; the link opens the reset
 * page in that language.
 */
export async function passwordResetMail(
  db: Executor,
  appUrl: string,
  userId: number,
  requested?: Locale,
): Promise<Mail | null> {
  const user = await findUserById(db, userId);
  if (!user?.email) return null;
  const token = await issueResetLink(db, userId, RESET_TTL_MS);
  // The shop's name and contact details are its Settings.
  const shop = await loadSettingsRow(db);
  const locale = mailLocale(requested, user.locale);
  const { t } = mailWords(customerMailMessages, locale);
  return localisedMail(locale, {
    to: user.email,
    subject: t('reset.subject', { shop: shop.shopName }),
    text: [
      t('greeting', { name: user.firstName }),
      '',
      t('reset.open'),
      `${appUrl}${localisedPath(`/auth/reset-password/${token}`, locale)}`,
      '',
      t('reset.ignore'),
      ...signOffOf(shop),
    ].join('\n'),
  });
}
