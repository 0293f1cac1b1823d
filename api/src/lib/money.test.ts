import { zoneFeeKobo } from './money.js';

describe('the shipping rule', () => {
  it("charges the zone's fee below its threshold and nothing from it; a zone without a threshold always charges", () => {
    const lagos = { feeKobo: 250_000, freeFromKobo: 10_000_000 };
    expect(zoneFeeKobo(lagos, 9_999_999)).toBe(250_000);
    expect(zoneFeeKobo(lagos, 10_000_000)).toBe(0);
    expect(zoneFeeKobo({ feeKobo: 650_000, freeFromKobo: null }, 99_000_000)).toBe(650_000);
  });
});
