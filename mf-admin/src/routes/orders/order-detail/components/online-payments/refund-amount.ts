import { naira, toKobo, type OnlinePayment } from 'shared-contracts';

/** What of a payment can still be refunded, in whole kobo (the payment's Naira amounts turned to kobo first). */
export const leftToRefundKobo = (p: OnlinePayment): number => toKobo(p.amount) - toKobo(p.refunded_amount);

/** Naira as typed: whole Naira, or Naira and up to two digits of kobo ('1500', '1500.5', '1500.50'). */
const NAIRA_TYPED = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The amount typed in the refund dialog, in whole kobo (null when it is no amount of Naira), checked against what is
 * left: undefined when nothing was typed (all that is left is refunded), with `error` when it cannot be refunded.
 */
export function typedRefund(
  text: string,
  leftKobo: number,
): { kobo: number | null; error?: string } | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  const kobo = NAIRA_TYPED.test(typed) ? toKobo(Number(typed)) : null;
  if (kobo === null || kobo <= 0 || kobo > leftKobo)
    return { kobo, error: `Enter an amount up to ${naira(leftKobo)}` };
  return { kobo };
}
