import type { SignedInUser } from 'shared-contracts/schemas/users';
import type { Executor } from '../db/client.js';
import { unauthorized } from '../lib/http-error.js';
import { loadCart } from '../modules/cart/index.js';
import { findUserById } from './users.js';

/*
 * Apart from services/users.ts, which many modules use for a user's contact: loading the cart here keeps the
 * catalogue (which the cart reads) out of their imports.
 */

/** The signed-in user with the cart. */
export async function loadProfile(db: Executor, userId: number): Promise<SignedInUser> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('User not found', 'User not found');
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    date_joined: user.dateJoined.toISOString(),
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    has_password: user.passwordHash !== null,
    cart: await loadCart(db, user.id),
  };
}
