import * as v from 'valibot';
import { normalizeNigerianPhone } from '../phone';
import { emailSchema } from './auth';

const PHONE_INVALID = 'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits';

/**
 * POST products/{id}/back-in-stock: "Notify me" on a product out of stock. A signed-in shopper is mailed at their
 * account's address (an `email` in the body is not used), or texted at their phone when the account has none; anyone
 * else gives an email, a phone (+234, for an SMS), or both.
 */
export const backInStockInputSchema = v.object({
  email: v.optional(emailSchema),
  /** Blank: none. */
  phone: v.optional(
    v.pipe(
      v.string(PHONE_INVALID),
      v.trim(),
      v.check((s) => s === '' || normalizeNigerianPhone(s) !== null, PHONE_INVALID),
      v.transform((s) => (s === '' ? '' : (normalizeNigerianPhone(s) as string))),
    ),
  ),
});
export type BackInStockInput = v.InferInput<typeof backInStockInputSchema>;

/** Whether the address waits for the product to be back in stock (the same answer however often it is asked). */
export const backInStockAnswerSchema = v.object({
  product_id: v.number(),
  /** Where the mail goes; null when the notice is an SMS alone. */
  email: v.nullable(v.string()),
  /** Where the SMS goes (+234…), if anywhere. Optional for clients built before it. */
  phone: v.optional(v.nullable(v.string())),
  subscribed: v.boolean(),
});
export type BackInStockAnswer = v.InferOutput<typeof backInStockAnswerSchema>;
