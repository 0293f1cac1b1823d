/**
 * The shop's day is Lagos's: Nigeria keeps West Africa Time all year (UTC+1, no daylight saving). Every Lagos offset
 * of the house is these constants and the helpers below (the API's reports and order numbers, the admin's fields).
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const LAGOS_OFFSET = '+01:00';
const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** An instant's Lagos wall-clock time as 'YYYY-MM-DDTHH:mm:ss.sss' (an ISO string read without its Z). */
const lagosWallClock = (time: number): string => new Date(time + LAGOS_OFFSET_MS).toISOString().slice(0, 23);

/** The Lagos calendar day of an instant, 'YYYY-MM-DD'. */
export const lagosDayOf = (iso: string): string => lagosWallClock(new Date(iso).getTime()).slice(0, 10);

/** The instant a Lagos calendar day (`YYYY-MM-DD`) starts. */
export const lagosDayStart = (day: string): Date => new Date(`${day}T00:00:00.000${LAGOS_OFFSET}`);

/** The instant the Lagos calendar day after `day` starts. */
export const lagosNextDayStart = (day: string): Date => new Date(lagosDayStart(day).getTime() + DAY_MS);

/**
 * The formatters are made the first time one is used: making one loads the locale's data, 20 ms on a phone at page
 * load for each, and most pages that import this module (every catalogue page) show no date until later.
 */
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const formatOfDate = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: LAGOS_TIME_ZONE }));
const formatOfDateTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: LAGOS_TIME_ZONE,
  }));

const safe = (format: () => Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format().format(date);
};

/** '2026-11-23T09:00:00Z' or '2026-11-23' → '23 Nov 2026' (Lagos time). */
export const formatDate = (iso: string): string => safe(formatOfDate, iso);
/**
 * '2026-11-23T09:00:00Z' → '23 Nov 2026, 10:00 WAT'. The shop keeps West Africa Time (Africa/Lagos) for every
 * shopper and admin, wherever their device is, and says so beside each time.
 */
export const formatDateTime = (iso: string): string => {
  const text = safe(formatOfDateTime, iso);
  return text === iso ? iso : `${text} WAT`;
};

/** Today's date in Lagos as 'YYYY-MM-DD' (WAT is UTC+1 all year). */
export const lagosToday = (now: number = Date.now()): string => lagosWallClock(now).slice(0, 10);

/** The Lagos midnight that starts the last `days` Lagos days, today included (a report's "last 7 days"). */
export const lastDaysStart = (days: number, now: Date = new Date()): Date =>
  lagosDayStart(lagosToday(now.getTime() - (days - 1) * 86_400_000));

/** 'YYYY-MM-DDTHH:mm', a wall-clock time in Lagos as a datetime-local field gives it. */
const LAGOS_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export const isLagosLocalTime = (text: string): boolean => lagosLocalToIso(text) !== null;

/** '2026-11-27T09:00' in Lagos → '2026-11-27T08:00:00.000Z' (WAT is UTC+1 all year); null when not a real time. */
export function lagosLocalToIso(text: string): string | null {
  const m = LAGOS_LOCAL.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - LAGOS_OFFSET_MS;
  const back = new Date(utc + LAGOS_OFFSET_MS);
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return null;
  return new Date(utc).toISOString();
}

/** '2026-11-27T08:00:00.000Z' → '2026-11-27T09:00', the Lagos wall-clock time a datetime-local field shows. */
export const isoToLagosLocal = (iso: string): string => lagosWallClock(new Date(iso).getTime()).slice(0, 16);

/**
 * '2026-11-27T13:05:00.000Z' → '2026-11-27T14:05:00+01:00': an instant as Lagos wall-clock time with its offset,
 * as the admin's CSV files write it (a spreadsheet reads the same instant; a person reads the shop's time).
 */
export function lagosTimestamp(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  return `${lagosWallClock(time).slice(0, 19)}${LAGOS_OFFSET}`;
}
