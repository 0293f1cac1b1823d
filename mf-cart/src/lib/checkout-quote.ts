import type * as v from 'valibot';
import type { CheckoutQuote } from 'shared-contracts';
import type { checkoutQuoteSchema } from 'shared-contracts/schemas/order-answers';

/**
 * GET orders/quote's answer as the contract's schema has it: shared-contracts' `CheckoutQuote` does not name
 * `whatsapp_updates` (whether the shop offers order updates on WhatsApp) yet.
 */
export type CheckoutQuoteAnswer = CheckoutQuote &
  Pick<v.InferOutput<typeof checkoutQuoteSchema>, 'whatsapp_updates'>;
