import type { Role } from './auth';
import type { Cart } from './cart';

/** GET users/me: the signed-in user's account details, role and cart. */
export interface SignedInUser {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  date_joined: string;
  cart: Cart;
}
