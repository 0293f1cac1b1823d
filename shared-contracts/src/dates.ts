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
/** '2026-11-23T09:00:00Z' → '23 Nov 2026, 10:00' (Lagos time). */
export const formatDateTime = (iso: string): string => safe(dateTimeFormat, iso);
