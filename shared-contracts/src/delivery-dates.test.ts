import { addWorkingDays, arrivalText, deliveryWindow, isWeekend } from './delivery-dates';

describe('working days in Africa/Lagos', () => {
  it('knows the weekend', () => {
    expect(isWeekend('2026-11-28')).toBe(true); // Saturday
    expect(isWeekend('2026-11-29')).toBe(true); // Sunday
    expect(isWeekend('2026-11-30')).toBe(false); // Monday
  });

  it('skips Saturdays and Sundays', () => {
    // Wednesday 25 Nov 2026
    expect(addWorkingDays('2026-11-25', 0)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-25', 1)).toBe('2026-11-26');
    expect(addWorkingDays('2026-11-25', 2)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-25', 3)).toBe('2026-11-30');
    // From a Friday, a Saturday and a Sunday, the first working day is the Monday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-29', 1)).toBe('2026-11-30');
    // Two whole weeks, across a month and a year.
    expect(addWorkingDays('2026-12-28', 10)).toBe('2027-01-11');
  });

  it('counts from the Lagos date, not the UTC one', () => {
    // Friday 27 Nov 2026 at 23:30 UTC is already Saturday 00:30 in Lagos: one working day is the Monday.
    const lateFriday = Date.parse('2026-11-27T23:30:00Z');
    expect(deliveryWindow(1, 2, lateFriday)).toEqual({ earliest: '2026-11-30', latest: '2026-12-01' });
    // Friday 27 Nov 2026 at 22:30 UTC is 23:30 Friday in Lagos: one working day is still the Monday, zero is Friday.
    expect(deliveryWindow(0, 5, Date.parse('2026-11-27T22:30:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-12-04',
    });
  });

  it('says it in words', () => {
    expect(arrivalText(1, 2)).toBe('Arrives in 1–2 working days');
    expect(arrivalText(1, 1)).toBe('Arrives in 1 working day');
    expect(arrivalText(5, 8)).toBe('Arrives in 5–8 working days');
  });
});
