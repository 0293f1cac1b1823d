import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { ProviderError } from '../../lib/payments/provider.js';
import type { Executor } from '../../db/client.js';
import type { PaymentDeps } from '../payments/index.js';
import { loadSettingsRow } from '../settings/index.js';
import { dedicatedAccounts } from './tables.js';

export type AccountRow = typeof dedicatedAccounts.$inferSelect;

/** The shopper's active account number, if they have one. */
export async function activeAccountOf(db: Executor, userId: number): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(dedicatedAccounts)
    .where(and(eq(dedicatedAccounts.userId, userId), eq(dedicatedAccounts.active, true)));
  return row ?? null;
}

/**
 * Gives the shopper their own account number, once: the provider's customer (made, or updated, from their email,
 * names and phone, which a dedicated account needs) and an account at the bank Settings name. Asked again, or twice
 * at once, it answers the same account. The provider is asked outside any transaction.
 */
export async function openAccount(deps: PaymentDeps, userId: number): Promise<AccountRow> {
  const existing = await activeAccountOf(deps.db, userId);
  if (existing) return existing;
  const [user] = await deps.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'Account not found.');
  if (!user.email) {
    throw badRequest(
      'Add an email address to your account first: the bank needs it for your account number.',
      {
        email: ['Add an email address to your account'],
      },
    );
  }
  if (!user.phone) {
    throw badRequest(
      'Add your phone number to your account first: the bank needs it for your account number.',
      {
        phone: ['Add your phone number to your account'],
      },
    );
  }
  const settings = await loadSettingsRow(deps.db);
  let opened;
  try {
    const { customerCode } = await deps.provider.createCustomer({
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
    });
    opened = await deps.provider.createDedicatedAccount({
      customerCode,
      preferredBank: settings.accountTransferBank,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    deps.log.warn({ err, userId }, 'the payment provider could not open an account number');
    throw new HttpError(
      502,
      'Your account number could not be made right now. Please try again in a moment.',
    );
  }
  await deps.db
    .insert(dedicatedAccounts)
    .values({
      userId,
      provider: deps.provider.name,
      customerCode: opened.customerCode,
      providerAccountId: opened.providerAccountId,
      accountNumber: opened.accountNumber,
      accountName: opened.accountName.slice(0, 120),
      bankName: opened.bankName.slice(0, 80),
      bankSlug: opened.bankSlug.slice(0, 40),
      active: true,
    })
    .onConflictDoNothing();
  // Two requests at once both asked the provider, which answered the same account: the first row stands.
  const account = await activeAccountOf(deps.db, userId);
  if (!account) throw new HttpError(409, 'Your account number is already being made. Please try again.');
  return account;
}
