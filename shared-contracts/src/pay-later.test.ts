import { instalmentKobo, payLaterSchedule } from './pay-later';

describe('payLaterSchedule', () => {
  it('splits the total into rounded-up instalments, the last one taking what is left', () => {
    expect(instalmentKobo(1_000_000, 3)).toBe(333_334);
    expect(payLaterSchedule(10_000, 3, '2026-11-23T09:00:00Z')).toEqual([
      { number: 1, amount: 3333.34, due_date: '2026-12-23' },
      { number: 2, amount: 3333.34, due_date: '2027-01-22' },
      { number: 3, amount: 3333.32, due_date: '2027-02-21' },
    ]);
  });

  it('always adds up to the total exactly', () => {
    for (const total of [0.01, 1, 999.99, 12_500.01, 99_999_999.99]) {
      for (const n of [2, 3, 4]) {
        const kobo = payLaterSchedule(total, n, new Date(0)).reduce(
          (s, i) => s + Math.round(i.amount * 100),
          0,
        );
        expect(kobo).toBe(Math.round(total * 100));
      }
    }
  });
});
