import { lagosToday } from './dates';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → the same calendar day at 00:00 UTC, so adding days never meets a clock change. */
const parseDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const formatDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Saturday or Sunday. */
export const isWeekend = (day: string): boolean => {
  const weekday = new Date(parseDay(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/**
 * The `days`-th working day after `from` ('YYYY-MM-DD', a Lagos date): Saturdays and Sundays are skipped, so
 * one working day after a Friday is the Monday, and after a Saturday too. Zero days is `from` itself.
 */
export function addWorkingDays(from: string, days: number): string {
  let at = parseDay(from);
  if (Number.isNaN(at)) throw new RangeError(`Not a date: ${from}`);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    at += DAY_MS;
    if (!isWeekend(formatDay(at))) left -= 1;
  }
  return formatDay(at);
}

/** When an order placed at `now` arrives, counted in Africa/Lagos working days: its earliest and latest dates. */
export function deliveryWindow(
  minDays: number,
  maxDays: number,
  now: number = Date.now(),
): { earliest: string; latest: string } {
  const today = lagosToday(now);
  return { earliest: addWorkingDays(today, minDays), latest: addWorkingDays(today, maxDays) };
}

/** "Arrives in 1–2 working days" (or "in 1 working day" when both ends are equal). */
export function arrivalText(minDays: number, maxDays: number): string {
  if (minDays === maxDays) return `Arrives in ${minDays} working day${minDays === 1 ? '' : 's'}`;
  return `Arrives in ${minDays}–${maxDays} working days`;
}
