// The figures every benchmark reports (everything under bench/), computed one way.

/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The value at or below which `percent` per cent of `values` lie (99 for p99), by nearest rank: the smallest value
 * whose rank is at least `percent`/100 of the count. NaN for none. A fraction (0.99) is refused, not read as 0.99 %.
 */
export function percentile(values, percent) {
  if (!(percent >= 1 && percent <= 100))
    throw new RangeError(`percentile: ${percent} is not a percentage from 1 to 100 (p99 is 99)`);
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.ceil((percent / 100) * sorted.length) - 1];
}
