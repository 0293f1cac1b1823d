import type { SignedInUser } from 'shared-contracts/schemas/users';
import type { Executor } from '../../db/client.js';
import { unauthorized } from '../../lib/http-error.js';
import { findUserById } from './users.js';

/**
 * The shopper's cart (the cart module's `loadCart`), handed in by the app: the cart reads the catalogue, the
 * catalogue shows promotion prices, and the promotions count uses per customer with this module's contacts, so
 * this module cannot import the cart.
 */
export type CartLoader = (db: Executor, userId: number) => Promise<SignedInUser['cart']>;

/** The signed-in user with the cart. */
export async function loadProfile(db: Executor, userId: number, loadCart: CartLoader): Promise<SignedInUser> {
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
