import { formatNaira, formatShippingFee, toKobo } from './money';
import { formatNigerianPhone, normalizeNigerianPhone } from './phone';
import { queryKeys } from './query-keys';

describe('money and phones', () => {
  it('formats Naira the en-NG way', () => {
    expect(formatNaira(15000)).toBe('₦15,000.00');
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(toKobo(19.99)).toBe(1999);
  });

  it('reads a shipping fee of 0 as Free, any other in Naira', () => {
    expect(formatShippingFee(0)).toBe('Free');
    expect(formatShippingFee(2500)).toBe('₦2,500.00');
  });

  it.each([
    ['08031234567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['234 803 123 4567', '+2348031234567'],
    ['0703-123-4567', '+2347031234567'],
    ['0803123456', null],
    ['+1 555 123 4567', null],
    ['05031234567', null],
  ])('normalises %s → %s', (raw, expected) => {
    expect(normalizeNigerianPhone(raw)).toBe(expected);
  });

  it('displays a stored phone in groups', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('+234 803 123 4567');
  });

  it('builds query keys that nest under their family', () => {
    expect(queryKeys.products.detail(5).slice(0, 1)).toEqual(queryKeys.products.all);
    expect(queryKeys.products.list({ category: 'Fashion' })).toEqual([
      'products',
      'list',
      { category: 'Fashion' },
    ]);
  });
});
