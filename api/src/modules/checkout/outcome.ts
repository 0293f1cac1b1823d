import type { FieldErrors, OrderConflict } from 'shared-contracts/schemas/common';
import promClient from 'prom-client';
import { errorBody, HttpError } from '../../lib/http-error.js';

/**
 * What a checkout came to, as the API's metrics count it (docs/operations.md, "Metrics, health and alerts"):
 * - `placed`: the order was made (201);
 * - `sold_out`: a line's stock ran short (409, `conflict.reason` 'stock');
 * - `unavailable`: a product was withdrawn since it went into the cart (409 'unavailable');
 * - `code_refused`: the promo code did not apply or was used up, or the shopper tried too many codes (400 or 429 on
 *   `promo_code`, 409 'promotion' with a code);
 * - `changed_quote`: the total differs from the quote the shopper saw (409 'total', or an automatic promotion used
 *   up since: 409 'promotion' without a code);
 * - `refused`: any other refusal (an empty cart, a payment way not offered);
 * - `failed`: the server could not answer (5xx).
 */
export const CHECKOUT_OUTCOMES = [
  'placed',
  'sold_out',
  'unavailable',
  'code_refused',
  'changed_quote',
  'refused',
  'failed',
] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/** The checkouts' counter in the API's metrics `registry`; counts a checkout by its outcome. */
export function checkoutCounter(registry: promClient.Registry): (outcome: CheckoutOutcome) => void {
  const checkouts = new promClient.Counter({
    name: 'kasuwa_checkouts_total',
    help: 'Checkouts by outcome: placed, sold_out, unavailable, code_refused, changed_quote, refused, failed',
    labelNames: ['outcome'],
    registers: [registry],
  });
  // Every outcome shows from the start at 0, so a rate over it is defined before the first one happens.
  for (const outcome of CHECKOUT_OUTCOMES) checkouts.inc({ outcome }, 0);
  return (outcome) => checkouts.inc({ outcome });
}

interface CheckoutAnswer {
  status: number;
  body: unknown;
}

/** The outcome of a checkout from its answer (as sent, or as an Idempotency-Key keeps it). */
export function checkoutOutcome({ status, body }: CheckoutAnswer): CheckoutOutcome {
  if (status >= 200 && status < 300) return 'placed';
  if (status >= 500) return 'failed';
  const { conflict, errors } = (body ?? {}) as { conflict?: OrderConflict; errors?: FieldErrors };
  if (status === 409 && conflict) {
    switch (conflict.reason) {
      case 'stock':
        return 'sold_out';
      case 'unavailable':
        return 'unavailable';
      case 'total':
        return 'changed_quote';
      case 'promotion':
        return conflict.code === null ? 'changed_quote' : 'code_refused';
    }
  }
  if (errors?.promo_code) return 'code_refused';
  return 'refused';
}

/** The outcome of a checkout that threw: an expected refusal by its answer, anything else as `failed`. */
export const checkoutFailure = (error: unknown): CheckoutOutcome =>
  error instanceof HttpError
    ? checkoutOutcome({ status: error.statusCode, body: errorBody(error) })
    : 'failed';
