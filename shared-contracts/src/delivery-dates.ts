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

/** Holidays as a set of `YYYY-MM-DD` Lagos days, however they were given. */
const holidaySet = (holidays: Iterable<string>): ReadonlySet<string> =>
  holidays instanceof Set ? (holidays as ReadonlySet<string>) : new Set(holidays);

/** A day the shop does not dispatch on: a Saturday, a Sunday or a public holiday. */
export const isClosedDay = (day: string, holidays: Iterable<string> = []): boolean =>
  isWeekend(day) || holidaySet(holidays).has(day);

/**
 * The `days`-th working day after `from` ('YYYY-MM-DD', a Lagos date): Saturdays, Sundays and the `holidays`
 * ('YYYY-MM-DD') are skipped, so one working day after a Friday is the Monday, and after a Saturday too. Zero days
 * is `from` itself.
 */
export function addWorkingDays(from: string, days: number, holidays: Iterable<string> = []): string {
  const closed = holidaySet(holidays);
  let at = parseDay(from);
  if (Number.isNaN(at)) throw new RangeError(`Not a date: ${from}`);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    at += DAY_MS;
    if (!isClosedDay(formatDay(at), closed)) left -= 1;
  }
  return formatDay(at);
}

/** Orders placed from this hour (Lagos time) on count from the next working day (/shipping says so). */
export const CUT_OFF_HOUR = 14;

/**
 * The day an order placed at `now` starts counting from: today in Lagos when it is a working day and the order
 * came before the 2 pm cut-off, else the next working day (an order at 15:00 on a Friday, or on a Saturday or a
 * holiday, counts from the next working day).
 */
export function dispatchDay(now: number, holidays: Iterable<string> = []): string {
  const closed = holidaySet(holidays);
  const today = lagosToday(now);
  const lagosHour = new Date(now + 3_600_000).getUTCHours();
  if (lagosHour < CUT_OFF_HOUR && !isClosedDay(today, closed)) return today;
  return addWorkingDays(today, 1, closed);
}

/**
 * When an order placed at `now` arrives, counted in Africa/Lagos working days from its dispatch day (the 2 pm
 * cut-off, weekends and the shop's public `holidays` applied): its earliest and latest dates.
 */
export function deliveryWindow(
  minDays: number,
  maxDays: number,
  now: number = Date.now(),
  holidays: Iterable<string> = [],
): { earliest: string; latest: string } {
  const closed = holidaySet(holidays);
  const from = dispatchDay(now, closed);
  return { earliest: addWorkingDays(from, minDays, closed), latest: addWorkingDays(from, maxDays, closed) };
}

/** "Arrives in 1–2 working days" (or "in 1 working day" when both ends are equal). */
export function arrivalText(minDays: number, maxDays: number): string {
  if (minDays === maxDays) return `Arrives in ${minDays} working day${minDays === 1 ? '' : 's'}`;
  return `Arrives in ${minDays}–${maxDays} working days`;
}
