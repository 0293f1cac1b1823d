import { applyRule, CODE_MESSAGES, promotionStatus, spreadKobo, type PromotionRule } from './rules.js';
import { sum } from './promotions-testing.js';

describe('spreading a discount over lines in kobo', () => {
  it('gives each line its share rounded down, the kobo left to the largest remainders, and sums exactly', () => {
    expect(spreadKobo(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadKobo(10, [1, 2, 7])).toEqual([1, 2, 7]);
    expect(spreadKobo(7, [300, 0, 700])).toEqual([2, 0, 5]);
    expect(spreadKobo(0, [5, 5])).toEqual([0, 0]);
    expect(spreadKobo(50, [0, 0])).toEqual([0, 0]);
    // Amounts past 2^53 when multiplied stay exact (BigInt inside).
    const big = spreadKobo(99_999_999_999, [12_345_678_901, 98_765_432_109, 1]);
    expect(sum(big)).toBe(99_999_999_999);
    for (let n = 1; n < 200; n += 1) {
      const weights = [n * 7 + 3, n * 13 + 1, 5, n];
      const shares = spreadKobo(n * 101 + 17, weights);
      expect(sum(shares)).toBe(n * 101 + 17);
      const total = sum(weights);
      shares.forEach((s, i) =>
        expect(Math.abs(s - ((n * 101 + 17) * (weights[i] ?? 0)) / total)).toBeLessThan(1),
      );
    }
  });

  it('a percentage is rounded down to the kobo and capped; a fixed amount never exceeds what the lines cost', () => {
    const rule: PromotionRule = {
      id: 1,
      name: 'x',
      code: null,
      kind: 'percentage',
      percentOff: 15,
      amountOffKobo: null,
      maxDiscountKobo: null,
      scope: 'order',
      categoryIds: [],
      productIds: [],
      minSubtotalKobo: 0,
      firstOrderOnly: false,
      appliesToSaleItems: false,
      startsAt: new Date(0),
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      used: 0,
      pausedAt: null,
    };
    const lines = [
      { productId: 1, categoryId: 1, quantity: 3, regularUnitKobo: 333_333, unitKobo: 333_333 },
      { productId: 2, categoryId: 1, quantity: 1, regularUnitKobo: 1_001, unitKobo: 1_001 },
    ];
    const pct = applyRule(rule, lines, [0, 0]);
    expect(pct.discountKobo).toBe(Math.floor(((333_333 * 3 + 1_001) * 15) / 100));
    expect(sum(pct.lineDiscountsKobo)).toBe(pct.discountKobo);
    expect(applyRule({ ...rule, maxDiscountKobo: 50_000 }, lines, [0, 0]).discountKobo).toBe(50_000);
    const fixed = applyRule({ ...rule, kind: 'fixed', amountOffKobo: 5_000_000 }, lines, [0, 0]);
    expect(fixed.discountKobo).toBe(333_333 * 3 + 1_001);
    expect(fixed.lineDiscountsKobo).toEqual([999_999, 1_001]);
    // What earlier promotions took is not taken twice.
    expect(
      applyRule({ ...rule, kind: 'fixed', amountOffKobo: 5_000_000 }, lines, [999_999, 0]).discountKobo,
    ).toBe(1_001);
  });

  it('derives the status from the dates and the pause, ended first', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const at = (h: number) => new Date(now.getTime() + h * 3_600_000);
    expect(promotionStatus({ startsAt: at(1), endsAt: null, pausedAt: null }, now)).toBe('scheduled');
    expect(promotionStatus({ startsAt: at(-1), endsAt: at(1), pausedAt: null }, now)).toBe('active');
    expect(promotionStatus({ startsAt: at(-1), endsAt: at(1), pausedAt: at(-1) }, now)).toBe('paused');
    expect(promotionStatus({ startsAt: at(-2), endsAt: at(-1), pausedAt: at(-1) }, now)).toBe('ended');
    expect(promotionStatus({ startsAt: at(-2), endsAt: now, pausedAt: null }, now)).toBe('ended');
  });

  it('writes a minimum in whole Naira when it has no kobo', () => {
    expect(CODE_MESSAGES.minimum(2_000_000)).toBe('Spend ₦20,000 or more to use this code');
    expect(CODE_MESSAGES.minimum(2_000_050)).toBe('Spend ₦20,000.50 or more to use this code');
  });
});
