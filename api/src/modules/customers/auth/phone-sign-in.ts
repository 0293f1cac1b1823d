import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { phoneCodes } from '../tables.js';
import type { AuthUser } from '../../../lib/tokens.js';

/** How long a sign-in code works, and how many wrong codes it survives (docs/security.md, "Phone sign-in"). */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_LENGTH = 6;

/** The code's HMAC under the shop's secret, bound to its number: a copy of the table alone cannot be guessed back. */
function codeHash(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${phone}:${code}`).digest('hex');
}

/** A new six-digit code for `phone`, replacing any outstanding one (its wrong tries start again at none). */
export async function issuePhoneCode(db: Executor, secret: string, phone: string): Promise<string> {
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const values = {
    codeHash: codeHash(secret, phone, code),
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    attempts: 0,
    createdAt: new Date(),
  };
  await db
    .insert(phoneCodes)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: phoneCodes.phone, set: values });
  return code;
}

export type PhoneSignIn =
  | { outcome: 'signed-in'; user: AuthUser; created: boolean }
  /** The code is right and the number has no account: first and last name are needed to make one. */
  | { outcome: 'name-required' }
  | { outcome: 'wrong-code'; attemptsLeft: number }
  /** No code is outstanding for the number, or it has expired. */
  | { outcome: 'expired' }
  | { outcome: 'too-many-attempts' };

/** A username for an account made with a phone number alone (the shopper can change it on the account page). */
async function freeUsername(tx: Executor): Promise<string> {
  for (;;) {
    const candidate = `shopper${randomInt(10 ** 7, 10 ** 8)}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate}`);
    if (!taken) return candidate;
  }
}

/**
 * Checks `code` for `phone` in one transaction, the code's row locked: a wrong code counts against it; the right one
 * is spent and signs in to the account that verified this number, or makes one (a shopper's, with `names`). The
 * right code for a new number without names is kept, so the shopper can give them and send it again.
 */
export async function signInWithPhoneCode(
  db: Db,
  secret: string,
  attempt: { phone: string; code: string; names?: { firstName: string; lastName: string } | undefined },
): Promise<PhoneSignIn> {
  const { phone, code, names } = attempt;
  return db.transaction(async (tx): Promise<PhoneSignIn> => {
    const [row] = await tx.select().from(phoneCodes).where(eq(phoneCodes.phone, phone)).for('update');
    if (!row || row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { outcome: 'too-many-attempts' };
    const given = Buffer.from(codeHash(secret, phone, code), 'hex');
    const stored = Buffer.from(row.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      const attempts = row.attempts + 1;
      await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.phone, phone));
      return attempts >= PHONE_CODE_MAX_ATTEMPTS
        ? { outcome: 'too-many-attempts' }
        : { outcome: 'wrong-code', attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - attempts };
    }
    const existing = await accountOfVerifiedPhone(tx, phone);
    if (!existing && !names) return { outcome: 'name-required' };
    await tx.delete(phoneCodes).where(eq(phoneCodes.phone, phone));
    if (existing)
      return { outcome: 'signed-in', user: { id: existing.id, role: existing.role }, created: false };
    return { outcome: 'signed-in', user: await createPhoneAccount(tx, phone, names!), created: true };
  });
}

/** The account whose owner proved this number theirs (a code sent to it, or a USSD call), if any. */
export async function accountOfVerifiedPhone(
  db: Executor,
  phone: string,
): Promise<(AuthUser & { firstName: string; lastName: string }) | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return row ?? null;
}

/**
 * A shopper's account for a phone number proven theirs (a code sent to it, or the network's own word on a USSD
 * call), without an email or a password: the shopper can add both on the website later.
 */
export async function createPhoneAccount(
  tx: Executor,
  phone: string,
  names: { firstName: string; lastName: string },
): Promise<AuthUser> {
  const [created] = await tx
    .insert(users)
    .values({
      email: null,
      username: await freeUsername(tx),
      firstName: names.firstName,
      lastName: names.lastName,
      phone,
      phoneVerifiedAt: new Date(),
      role: 'REGULAR',
      passwordHash: null,
    })
    .returning({ id: users.id, role: users.role });
  if (!created) throw new Error('Account could not be created');
  return created;
}
