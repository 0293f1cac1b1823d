import * as v from 'valibot';
import { roleSchema } from './auth';
import { cartSchema } from './cart';

/** GET users/me: the signed-in user's account details, role and cart. */
export const signedInUserSchema = v.object({
  id: v.number(),
  /** Null for an account made with a phone number alone, until an email is added. */
  email: v.nullable(v.string()),
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone: v.nullable(v.string()),
  role: roleSchema,
  date_joined: v.string(),
  /** When the shopper confirmed their email through the mailed link; null until then. */
  email_verified_at: v.nullable(v.string()),
  /**
   * When the phone number was proved by a code sent to it (phone sign-in); null until then. The API always sends it;
   * optional for clients built before it.
   */
  phone_verified_at: v.optional(v.nullable(v.string())),
  /**
   * Whether the account has a password: one made with a phone number alone has none until its shopper sets one. The
   * API always sends it; optional for clients built before it.
   */
  has_password: v.optional(v.boolean()),
  cart: cartSchema,
});
export type SignedInUser = v.InferOutput<typeof signedInUserSchema>;
