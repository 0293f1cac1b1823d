import { and, eq, gt, isNull } from 'drizzle-orm';
import { localisedPath, type Locale } from 'shared-contracts/locales';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { localisedMail } from '../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../lib/mail-words.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { customerMailMessages } from './mail-messages.js';
import { loadSettingsRow, signOffOf } from '../settings/index.js';
import { findUserById } from './users.js';

/**
 * Confirming a shopper's email (docs/security.md, "One customer, one mailbox"), as the newsletter's double opt-in
 * does it: a random token mailed as a link, stored only as its SHA-256, spent by a conditional update that also
 * checks its expiry. The link opens a page whose button confirms, so a mail scanner that opens links confirms
 * nothing.
 */

/** How long a mailed link confirms. */
export const EMAIL_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A new confirmation token for the user (the older link stops working), or null when the email is already
 * confirmed or the account is gone: nothing to send.
 */
export async function issueEmailConfirmation(db: Executor, userId: number): Promise<string | null> {
  const token = newOpaqueToken();
  const [row] = await db
    .update(users)
    .set({
      emailVerifyTokenHash: hashToken(token),
      emailVerifyExpiresAt: new Date(Date.now() + EMAIL_CONFIRM_TTL_MS),
    })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return row ? token : null;
}

/** Whether the user's email still waits to be confirmed (false when confirmed, or the account is gone). */
export async function awaitsEmailConfirmation(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  return row !== undefined;
}

/** The shopper pressed the button: true when the token was live (it is spent now), false otherwise. */
export async function confirmEmail(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), emailVerifyTokenHash: null, emailVerifyExpiresAt: null })
    .where(
      and(
        eq(users.emailVerifyTokenHash, hashToken(token)),
        isNull(users.emailVerifiedAt),
        gt(users.emailVerifyExpiresAt, new Date()),
      ),
    )
    .returning({ id: users.id });
  return row !== undefined;
}

/**
 * The mail that carries a new link for account `userId`: `${appUrl}/auth/verify-email/<token>`, a page of the
 * shop's (in the mail's language: `/yo/auth/verify-email/<token>`). In the language the link was asked for in
 * (`requested`, the job's), else the account's. Null for an account made with a phone number alone (no mailbox to
 * confirm yet), or one already confirmed.
 */
export async function emailConfirmationMail(
  db: Executor,
  appUrl: string,
  userId: number,
  requested?: Locale,
): Promise<Mail | null> {
  const user = await findUserById(db, userId);
  const token = user?.email ? await issueEmailConfirmation(db, userId) : null;
  if (!user?.email || !token) return null;
  const shop = await loadSettingsRow(db);
  const locale = mailLocale(requested, user.locale);
  const { t } = mailWords(customerMailMessages, locale);
  return localisedMail(locale, {
    to: user.email,
    subject: t('confirm.subject', { shop: shop.shopName }),
    text: [
      t('greeting', { name: user.firstName }),
      '',
      t('confirm.open', { shop: shop.shopName }),
      `${appUrl}${localisedPath(`/auth/verify-email/${token}`, locale)}`,
      '',
      t('confirm.offers'),
      '',
      t('confirm.ignore'),
      ...signOffOf(shop),
    ].join('\n'),
  });
}
