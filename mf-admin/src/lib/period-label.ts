import type { ReportInterval } from 'shared-contracts/schemas/admin-reports';

const day = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-23' as '23 Nov' (a day), 'Week of 23 Nov' or 'Nov 2026'. */
export function periodLabel(iso: string, interval: ReportInterval): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  if (interval === 'month') return month.format(date);
  return interval === 'week' ? `Week of ${day.format(date)}` : day.format(date);
}
