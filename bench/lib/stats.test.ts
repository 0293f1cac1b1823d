import { median, percentile } from './stats.mjs';

describe('the figures the benchmarks report', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('takes a percentile in per cent, by nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 99)).toBe(30);
    expect(percentile([], 99)).toBeNaN();
  });

  it('refuses a fraction where a percentage is meant', () => {
    expect(() => percentile([1, 2, 3], 0.99)).toThrow(RangeError);
    expect(() => percentile([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => percentile([1, 2, 3], 150)).toThrow(RangeError);
  });
});
