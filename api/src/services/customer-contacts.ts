import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { mailboxKey } from '../lib/mailbox.js';

/**
 * What makes a customer one customer beyond their account: the contacts they have proved they hold, each as a key
 * (`email:<normalised mailbox>`). A free account costs nothing, a mailbox that receives the shop's link costs a
 * little more, so once-per-customer promotions and helpful votes need at least one of these and are counted per
 * contact as well as per account (docs/security.md, "One customer, one mailbox").
 */
export interface ContactSource {
  email: string;
  emailVerifiedAt: Date | null;
}

/**
 * The account's verified contacts, in order of preference (a helpful vote is recorded under the first). This is
 * the one place that decides what counts: once the shop verifies phone numbers (an OTP to the +234 number), a
 * verified phone adds `phone:<+234…>` here, and every limit that asks `verifiedContacts` counts it too.
 */
export function contactsOf(user: ContactSource): string[] {
  return user.emailVerifiedAt ? [`email:${mailboxKey(user.email)}`] : [];
}

/** The verified contacts of a user (none for an account that is gone or has confirmed nothing). */
export async function verifiedContacts(db: Executor, userId: number): Promise<string[]> {
  const [user] = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ? contactsOf(user) : [];
}
