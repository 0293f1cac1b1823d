import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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

/** The double opt-in's mail: a new confirmation link, unless the address is confirmed already (then null). */
export async function newsletterConfirmationMail(
  db: Executor,
  appUrl: string,
  email: string,
): Promise<{ to: string; subject: string; text: string } | null> {
  const token = await requestSubscription(db, email);
  if (!token) return null;
  const shop = await loadSettingsRow(db);
  return {
    to: email,
    subject: `Confirm your ${shop.shopName} newsletter subscription`,
    text: [
      'Hello,',
      '',
      `Open this link to start receiving ${shop.shopName}'s offers, deals and new products:`,
      `${appUrl}/api/newsletter/confirm/${token}`,
      '',
      'If you did not ask for this, ignore this message and nothing will be sent to you.',
      ...signOffOf(shop),
    ].join('\n'),
  };
}
