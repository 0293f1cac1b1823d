import * as v from 'valibot';
import { normalizeNigerianPhone } from '../phone';
import { emailSchema } from './auth';

const PHONE_INVALID = 'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits';

/**
 * POST products/{id}/back-in-stock: "Notify me" on a product out of stock. A signed-in shopper is mailed at their
 * account's address (an `email` in the body is not used); anyone else gives one. A phone (+234) gets an SMS too.
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
  email: v.nullable(v.string()),
  subscribed: v.boolean(),
});
export type BackInStockAnswer = v.InferOutput<typeof backInStockAnswerSchema>;
