const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const safe = (format: Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

/** '2026-11-23T09:00:00Z' or '2026-11-23' → '23 Nov 2026' (Lagos time). */
export const formatDate = (iso: string): string => safe(dateFormat, iso);
/**
 * '2026-11-23T09:00:00Z' → '23 Nov 2026, 10:00 WAT'. The shop keeps West Africa Time (Africa/Lagos) for every
 * shopper and admin, wherever their device is, and says so beside each time.
 */
export const formatDateTime = (iso: string): string => {
  const text = safe(dateTimeFormat, iso);
  return text === iso ? iso : `${text} WAT`;
};

/** Today's date in Lagos as 'YYYY-MM-DD' (WAT is UTC+1 all year). */
export const lagosToday = (now: number = Date.now()): string =>
  new Date(now + 3_600_000).toISOString().slice(0, 10);
