import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { mailboxKey } from '../../lib/mailbox.js';

/**
 * What makes a customer one customer beyond their account: the contacts they have proved they hold, each as a key
 * (`email:<normalised mailbox>`). A free account costs nothing, a mailbox that receives the shop's link costs a
 * little more, so once-per-customer promotions and helpful votes need at least one of these and are counted per
 * contact as well as per account (docs/security.md, "One customer, one mailbox").
 */
export interface ContactSource {
  email: string | null;
  emailVerifiedAt: Date | null;
  phone?: string | null;
  phoneVerifiedAt?: Date | null;
}

/**
 * The account's verified contacts, in order of preference (a helpful vote is recorded under the first). This is
 * the one place that decides what counts: a phone number proved by a code sent to it (phone sign-in) adds
 * `phone:<+234…>` here, and every limit that asks `verifiedContacts` counts it too.
 */
export function contactsOf(user: ContactSource): string[] {
  return [
    ...(user.email && user.emailVerifiedAt ? [`email:${mailboxKey(user.email)}`] : []),
    ...(user.phone && user.phoneVerifiedAt ? [`phone:${user.phone}`] : []),
  ];
}

/** The verified contacts of a user (none for an account that is gone or has confirmed nothing). */
export async function verifiedContacts(db: Executor, userId: number): Promise<string[]> {
  const [user] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ? contactsOf(user) : [];
}
