import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
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
 * shop's. Null for an account made with a phone number alone (no mailbox to confirm yet), or one already confirmed.
 */
export async function emailConfirmationMail(
  db: Executor,
  appUrl: string,
  userId: number,
): Promise<{ to: string; subject: string; text: string } | null> {
  const user = await findUserById(db, userId);
  const token = user?.email ? await issueEmailConfirmation(db, userId) : null;
  if (!user?.email || !token) return null;
  const shop = await loadSettingsRow(db);
  return {
    to: user.email,
    subject: `Confirm your email address for ${shop.shopName}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Open this link within 7 days and press "Confirm my email" to confirm this address for your ${shop.shopName} account:`,
      `${appUrl}/auth/verify-email/${token}`,
      '',
      'Codes and offers limited to one per customer need a confirmed email.',
      '',
      'If you did not create this account, ignore this message.',
      ...signOffOf(shop),
    ].join('\n'),
  };
}
