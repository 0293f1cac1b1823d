import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest, unauthorized, violatedUnique } from '../../lib/http-error.js';
import type { Role } from '../../lib/tokens.js';
import type { Locale } from 'shared-contracts/locales';
import { revokeAllSessions } from './auth/sessions.js';

/**
 * What the admin's lists and exports show (and search) where they show a customer's email: the email, or for an
 * account made with a phone number alone, that number.
 */
export const emailOrPhone = sql<string>`coalesce(${users.email}, ${users.phone}, '')`;

/**
 * The email Paystack is given for a shopper whose account has none (made with a phone number alone): Paystack needs
 * one; an address at the shop's own domain, named by the number, that the shopper is never asked for.
 */
export function paymentEmailOf(phone: string | null, appUrl: string): string {
  let host = 'kasuwa.ng';
  try {
    host = new URL(appUrl).hostname || host;
  } catch {
    // the default
  }
  if (!host.includes('.')) host = `${host}.test`;
  return `phone-${(phone ?? 'unknown').replace(/\D/g, '')}@${host}`;
}

/** The role a user has now, or null when the account no longer exists. */
export async function currentRole(db: Executor, userId: number): Promise<Role | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}

export interface ProfileChanges {
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  phone?: string | null | undefined;
  email?: string | undefined;
}

const PHONE_SIGNS_IN =
  'This number signs you in. It cannot be changed or removed here while your account has no email.';
const EMAIL_CHANGE = 'Your email address cannot be changed here.';

/**
 * Changes only the fields given; `true` when an email was added (a phone-only account's first: it then needs its
 * confirmation mail). A verified phone number that changes is no longer verified; the number an account without an
 * email signs in with cannot change. An email is added once, never changed here.
 */
export async function updateProfile(db: Executor, userId: number, body: ProfileChanges): Promise<boolean> {
  const { first_name, last_name, username, phone, email } = body;
  const current = await findUserById(db, userId);
  if (!current) throw unauthorized('User not found', 'User not found');
  const phoneChanged = phone !== undefined && phone !== current.phone;
  if (phoneChanged && current.phoneVerifiedAt && !current.email && email === undefined)
    throw badRequest(PHONE_SIGNS_IN, { phone: [PHONE_SIGNS_IN] });
  const emailAdded = email !== undefined && email !== current.email;
  if (emailAdded && current.email !== null) throw badRequest(EMAIL_CHANGE, { email: [EMAIL_CHANGE] });
  if (emailAdded) await assertEmailFree(db, email);
  const changes = {
    ...(first_name !== undefined ? { firstName: first_name } : {}),
    ...(last_name !== undefined ? { lastName: last_name } : {}),
    ...(username !== undefined ? { username } : {}),
    ...(phoneChanged ? { phone, phoneVerifiedAt: null } : {}),
    ...(emailAdded ? { email, emailVerifiedAt: null } : {}),
  };
  if (Object.keys(changes).length === 0) return false;
  try {
    await db.update(users).set(changes).where(eq(users.id, userId));
  } catch (err) {
    const broken = violatedUnique(err);
    if (broken === USERNAME_KEY) throw duplicateUsername();
    if (broken === EMAIL_KEY) throw duplicateEmail();
    throw err;
  }
  return emailAdded;
}

/** The account with this email (for signing in), or undefined. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Keeps the storefront language the shopper used last (`users.locale`, the language of their mails), written only
 * when it changes; `locale` is what their request named (plugins/app/locale.ts, `namedLocaleOf`), and a request that
 * named none leaves the account's as it is. Called where a shopper's storefront visit naturally passes: signing in,
 * registering, placing an order, loading their profile; never from the admin's routes.
 */
export async function rememberLocale(db: Executor, userId: number, locale: Locale | null): Promise<void> {
  if (locale === null) return;
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), sql`${users.locale} is distinct from ${locale}`));
}

/** The account with this id, or undefined. */
export async function findUserById(db: Executor, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Where an account can be reached: its email and phone (either may be null), or null when the account is gone. */
export async function contactOfUser(
  db: Executor,
  userId: number,
): Promise<{ email: string | null; phone: string | null } | null> {
  const [user] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The stored password hash of a user, or null when the account is gone. */
export async function passwordHashOf(db: Executor, userId: number): Promise<string | null> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.hash ?? null;
}

/** Sets a new password and ends every other session (`keep` is the one that made the change). */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keep?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, keep);
  });
}

/**
 * Sets the first password of an account that has none (made with a phone number alone) and ends every other session
 * (`keep` is the one that set it). False, changing nothing, when the account has a password: that is changed with
 * the current one.
 */
export async function setFirstPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keep?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const set = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (set.length === 0) return false;
    await revokeAllSessions(tx, userId, keep);
    return true;
  });
}

const DUPLICATE_EMAIL = 'A user with that email already exists.';
const duplicateEmail = () => badRequest(DUPLICATE_EMAIL, { email: [DUPLICATE_EMAIL] });
const DUPLICATE_USERNAME = 'A user with that username already exists.';
const duplicateUsername = () => badRequest(DUPLICATE_USERNAME, { username: [DUPLICATE_USERNAME] });
/** The unique index on lower(username) (migration 0007). */
const USERNAME_KEY = 'users_username_key';
const EMAIL_KEY = 'users_email_key';

/** Refuses an email already used by an account (checked before the costly password hash). */
export async function assertEmailFree(db: Executor, email: string): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw duplicateEmail();
}

/** Creates a shopper account; a role is never taken from the caller. */
export async function createShopper(
  db: Executor,
  account: {
    email: string;
    username: string;
    first_name: string;
    last_name: string;
    passwordHash: string;
    /** The storefront language the account was created in, if the request named one (its mails follow it). */
    locale?: Locale | null;
  },
): Promise<{ id: number; email: string; username: string }> {
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: account.email,
        username: account.username,
        firstName: account.first_name,
        lastName: account.last_name,
        role: 'REGULAR',
        passwordHash: account.passwordHash,
        locale: account.locale ?? null,
      })
      .returning({ id: users.id, username: users.username });
    if (!created) throw new Error('Account could not be created');
    return { ...created, email: account.email };
  } catch (err) {
    const broken = violatedUnique(err);
    if (broken === USERNAME_KEY) throw duplicateUsername();
    if (broken !== undefined) throw duplicateEmail();
    throw err;
  }
}
