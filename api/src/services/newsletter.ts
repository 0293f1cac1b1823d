import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { newsletterSubscribers } from '../db/schema.js';
import { hashToken, newOpaqueToken } from '../lib/tokens.js';

/**
 * Double opt-in, step one: records the address as pending and returns a confirmation token to mail, or null
 * when the address is already confirmed (nothing to send).
 */
export async function requestSubscription(db: Executor, email: string): Promise<string | null> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, confirmTokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { confirmTokenHash: hashToken(token) },
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  return row ? token : null;
}

/** Step two: the link was opened. Returns the confirmed address, or null for an unknown or spent token. */
export async function confirmSubscription(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}
