import { naira, plainNaira } from './money';

describe('naira', () => {
  it('writes an amount in kobo, a number or a bigint, as Naira', () => {
    expect(naira(1_500_050)).toBe('₦15,000.50');
    expect(naira(1_500_050n)).toBe('₦15,000.50');
    expect(naira(0)).toBe('₦0.00');
    expect(naira(-123_450)).toBe('-₦1,234.50');
  });
});

describe('plainNaira', () => {
  it('writes an amount in kobo as Naira, without kobo when there are none', () => {
    expect(plainNaira(2_000_000)).toBe('₦20,000');
    expect(plainNaira(2_000_000n)).toBe('₦20,000');
    expect(plainNaira(2_000_050)).toBe('₦20,000.50');
  });
});
