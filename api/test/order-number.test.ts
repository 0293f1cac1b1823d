import { newOrderNumber, ORDER_NUMBER } from '../src/lib/order-number.js';

describe('order numbers', () => {
  const bytes = [0, 1, 2, 3, 30, 31];

  it('carry the Lagos day the order was placed: 23:30 UTC is already the next day in Lagos', () => {
    expect(newOrderNumber(new Date('2026-11-27T22:59:59Z'), bytes)).toBe('KSW-20261127-2345YZ');
    expect(newOrderNumber(new Date('2026-11-27T23:00:00Z'), bytes)).toBe('KSW-20261128-2345YZ');
    expect(newOrderNumber(new Date('2026-12-31T23:30:00Z'), bytes)).toBe('KSW-20270101-2345YZ');
  });

  it('are one format, with six characters that cannot be misread', () => {
    for (let i = 0; i < 50; i++) expect(newOrderNumber()).toMatch(ORDER_NUMBER);
    expect(newOrderNumber(new Date('2026-11-27T12:00:00Z')).slice(13)).not.toMatch(/[01IO]/);
  });
});
