import { formatNaira, formatShippingFee, toKobo } from './money';
import { formatNigerianPhone, normalizeNigerianPhone } from './phone';

describe('money and phones', () => {
  it('formats Naira the en-NG way', () => {
    expect(formatNaira(15000)).toBe('₦15,000.00');
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(toKobo(19.99)).toBe(1999);
  });

  it('writes every amount exactly as Intl.NumberFormat en-NG does', () => {
    const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    const edges = [0, -0, 0.004, 0.005, 0.125, 1.005, 1.115, 2.675, 999.995, 999999.999, -0.001, -5, -1234.5];
    const large = [1e9, 12345678.9, 9999999999999.99, 1e13, 1e21, 1e-7, Number.NaN, Infinity, -Infinity];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const randoms = Array.from({ length: 3000 }, (_, i) => random() * 10 ** (i % 12));
    const cents = Array.from({ length: 2000 }, (_, i) => Math.round(random() * 10 ** (i % 10)) / 100);
    for (const amount of [...edges, ...large, ...randoms, ...cents])
      expect([amount, formatNaira(amount)]).toEqual([amount, intl.format(amount)]);
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
    // The local number after the country code, its 0 kept: the 0 is dropped.
    ['+23408031234567', '+2348031234567'],
    ['234 0803 123 4567', '+2348031234567'],
    // The number without 0 or country code, as many type it after a +234 shown beside the field.
    ['8031234567', '+2348031234567'],
    ['803.123.4567', '+2348031234567'],
    ['+234008031234567', null],
    ['80312345678', null],
    ['0803123456', null],
    ['+1 555 123 4567', null],
    ['05031234567', null],
  ])('normalises %s → %s', (raw, expected) => {
    expect(normalizeNigerianPhone(raw)).toBe(expected);
  });

  it('displays a stored phone in groups', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('+234 803 123 4567');
  });
});
