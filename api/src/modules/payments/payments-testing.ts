import { postWebhook, webhooksProcessed, type PayShop } from '../../../test/payments-helpers.js';

/** Shared by the payments tests: a webhook posted and worked through, and the body of a successful charge. */
export const webhook = async (shop: PayShop, body: string, signature?: string) => {
  const res = await postWebhook(shop, body, signature);
  await webhooksProcessed(shop);
  return res;
};

/** The body Paystack sends for a successful charge (its id is the transaction's: one per reference). */
export const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({
    event: 'charge.success',
    data: { id: `T-${reference}`, reference, amount, currency: 'NGN', status: 'success' },
  });
