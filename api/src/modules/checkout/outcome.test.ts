import { badRequest, conflict, HttpError, tooManyRequests } from '../../lib/http-error.js';
import { checkoutFailure, checkoutOutcome } from './outcome.js';

describe('what a checkout came to, for the metrics', () => {
  it.each([
    ['placed', { status: 201, body: { data: {} } }],
    ['sold_out', { status: 409, body: { conflict: { reason: 'stock', product_id: 1, variant_id: 2 } } }],
    [
      'unavailable',
      { status: 409, body: { conflict: { reason: 'unavailable', product_id: 1, variant_id: 2 } } },
    ],
    ['changed_quote', { status: 409, body: { conflict: { reason: 'total', expected_total: 1, total: 2 } } }],
    [
      'code_refused',
      { status: 409, body: { conflict: { reason: 'promotion', promotion_id: 1, code: 'SALE' } } },
    ],
    // An automatic promotion used up since the quote: the total changed, no code was refused.
    [
      'changed_quote',
      { status: 409, body: { conflict: { reason: 'promotion', promotion_id: 1, code: null } } },
    ],
    ['code_refused', { status: 400, body: { message: 'x', errors: { promo_code: ['Unknown code'] } } }],
    ['refused', { status: 400, body: { message: 'Your cart is empty.' } }],
    ['failed', { status: 503, body: { message: 'busy' } }],
  ])('%s: %j', (outcome, answer) => {
    expect(checkoutOutcome(answer)).toBe(outcome);
  });

  it('reads a refusal thrown as it reads one kept for an Idempotency-Key, and anything else as failed', () => {
    expect(
      checkoutFailure(conflict('Not enough stock', { reason: 'stock', product_id: 1, variant_id: 2 })),
    ).toBe('sold_out');
    expect(
      checkoutFailure(tooManyRequests('Too many codes', 60_000, { promo_code: ['Too many codes'] })),
    ).toBe('code_refused');
    expect(checkoutFailure(badRequest('Choose another way to pay.'))).toBe('refused');
    expect(checkoutFailure(new HttpError(500, 'Order could not be created'))).toBe('failed');
    expect(checkoutFailure(new Error('connection terminated'))).toBe('failed');
  });
});
