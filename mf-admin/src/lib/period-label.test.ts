import { periodLabel } from './period-label';

it.each([
  ['2026-11-23', 'day', '23 Nov'],
  ['2026-11-23', 'week', 'Week of 23 Nov'],
  ['2026-11-01', 'month', 'Nov 2026'],
  ['2026-01-05T00:00:00Z', 'day', '5 Jan'],
  ['2026-12-31', 'month', 'Dec 2026'],
] as const)('names %s by %s as "%s"', (iso, interval, label) => {
  expect(periodLabel(iso, interval)).toBe(label);
});

it('leaves text that is not a date as it is', () => {
  expect(periodLabel('soon', 'day')).toBe('soon');
  expect(periodLabel('', 'week')).toBe('');
});

it('names the day the server means, whatever the time zone of the browser', () => {
  // Late on the 1st in Lagos is still the 1st: the label is read in UTC, as the API sends it.
  expect(periodLabel('2026-03-01T23:30:00+01:00', 'day')).toBe('1 Mar');
});
