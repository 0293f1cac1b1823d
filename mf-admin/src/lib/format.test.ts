import { formatDate, formatDateTime, humanize } from './format';

it('writes dates the Nigerian way', () => {
  expect(formatDate('2026-11-23T10:00:00Z')).toBe(
    new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' }).format(new Date('2026-11-23T10:00:00Z')),
  );
  expect(formatDate('2026-11-23T10:00:00Z')).toMatch(/2026/);
});

it('adds the time when asked', () => {
  expect(formatDateTime('2026-11-23T10:05:00Z')).toBe(
    new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-23T10:05:00Z'),
    ),
  );
});

it('leaves text that is not a date as it is', () => {
  expect(formatDate('soon')).toBe('soon');
  expect(formatDateTime('')).toBe('');
});

it.each([
  ['partially_paid', 'Partially paid'],
  ['pay_on_delivery', 'Pay on delivery'],
  ['shipped', 'Shipped'],
  ['', ''],
])('humanizes %j as %j', (value, expected) => {
  expect(humanize(value)).toBe(expected);
});
