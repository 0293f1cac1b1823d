import { formatDate, formatDateTime, humanize } from './format';

it('writes dates the Nigerian way, on the Lagos calendar', () => {
  expect(formatDate('2026-11-23T10:00:00Z')).toMatch(/^23 Nov 2026$/);
  // 23:30 UTC is already the next day in Lagos.
  expect(formatDate('2026-11-23T23:30:00Z')).toMatch(/^24 Nov 2026$/);
});

it('shows times in Lagos time and says so, whatever the device’s time zone', () => {
  // Whatever zone the test machine is in, the answer is Lagos time.
  expect(formatDateTime('2026-11-23T10:05:00Z')).toBe('23 Nov 2026, 11:05 WAT');
});

it('leaves text that is not a date as it is', () => {
  expect(formatDate('soon')).toBe('soon');
  expect(formatDateTime('')).toBe('');
});

it.each([
  ['partially_paid', 'Partially paid'],
  ['pay_on_delivery', 'Pay on delivery'],
  ['shipped', 'Shipped'],
  ['ussd', 'USSD'],
  ['bank_transfer', 'Bank transfer'],
  ['', ''],
])('humanizes %j as %j', (value, expected) => {
  expect(humanize(value)).toBe(expected);
});
