import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from './tables.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';

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
