import {
  isoToLagosLocal,
  lagosDayOf,
  lagosDayStart,
  lagosLocalToIso,
  lagosNextDayStart,
  lagosTimestamp,
  lagosToday,
} from './dates';

describe('the Lagos day', () => {
  it('starts at 23:00 UTC the evening before: 23:30 UTC is already the next day in Lagos', () => {
    expect(lagosDayOf('2026-12-31T22:59:59.999Z')).toBe('2026-12-31');
    expect(lagosDayOf('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(lagosToday(Date.parse('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(lagosDayStart('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(lagosNextDayStart('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('reads and writes Lagos wall-clock times with the one offset', () => {
    expect(lagosLocalToIso('2026-11-27T09:00')).toBe('2026-11-27T08:00:00.000Z');
    expect(lagosLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(isoToLagosLocal('2026-11-27T23:30:00.000Z')).toBe('2026-11-28T00:30');
    expect(lagosTimestamp('2026-11-27T13:05:00.000Z')).toBe('2026-11-27T14:05:00+01:00');
  });
});
