import {
  addWorkingDays,
  arrivalText,
  deliveryWindow,
  dispatchDay,
  isClosedDay,
  isWeekend,
} from './delivery-dates';

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

  it('counts from the day the order is placed when it comes before 2 pm in Lagos', () => {
    // Wednesday 25 Nov 2026 at 12:59 UTC is 13:59 in Lagos: counted from Wednesday.
    expect(dispatchDay(Date.parse('2026-11-25T12:59:00Z'))).toBe('2026-11-25');
    expect(deliveryWindow(1, 2, Date.parse('2026-11-25T12:59:00Z'))).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-27',
    });
    // Friday 27 Nov at 09:00 Lagos: zero days is that Friday, one is the Monday.
    expect(deliveryWindow(0, 1, Date.parse('2026-11-27T08:00:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-30',
    });
  });

  it('counts from the next working day from 2 pm Lagos time (13:00 UTC) on', () => {
    // Wednesday 25 Nov 2026 at 13:00 UTC is 14:00 in Lagos: counted from Thursday.
    expect(dispatchDay(Date.parse('2026-11-25T13:00:00Z'))).toBe('2026-11-26');
    expect(deliveryWindow(1, 2, Date.parse('2026-11-25T13:00:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-30',
    });
    // Friday 27 Nov at 15:00 Lagos counts from Monday: one working day is Tuesday.
    expect(deliveryWindow(1, 2, Date.parse('2026-11-27T14:00:00Z'))).toEqual({
      earliest: '2026-12-01',
      latest: '2026-12-02',
    });
  });

  it('counts from the Lagos date, not the UTC one', () => {
    // Friday 27 Nov 2026 at 23:30 UTC is already Saturday 00:30 in Lagos: counted from Monday.
    const lateFriday = Date.parse('2026-11-27T23:30:00Z');
    expect(dispatchDay(lateFriday)).toBe('2026-11-30');
    expect(deliveryWindow(1, 2, lateFriday)).toEqual({ earliest: '2026-12-01', latest: '2026-12-02' });
    // Thursday 26 Nov at 23:30 UTC is Friday 00:30 in Lagos, before the cut-off: counted from Friday.
    expect(deliveryWindow(0, 5, Date.parse('2026-11-26T23:30:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-12-04',
    });
  });

  it('skips public holidays like weekends', () => {
    const holidays = ['2026-12-25', '2026-12-28'];
    expect(isClosedDay('2026-12-25', holidays)).toBe(true);
    expect(isClosedDay('2026-12-24', holidays)).toBe(false);
    // Thursday 24 Dec: Friday 25 (Christmas), the weekend and Monday 28 (Boxing Day observed) are skipped.
    expect(addWorkingDays('2026-12-24', 1, holidays)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-25');
    // Ordered on Christmas morning: counted from Tuesday 29, arriving 30–31 December.
    expect(deliveryWindow(1, 2, Date.parse('2026-12-25T09:00:00Z'), holidays)).toEqual({
      earliest: '2026-12-30',
      latest: '2026-12-31',
    });
    // Thursday 24 Dec at 15:00 Lagos, after the cut-off: the next working day is Tuesday 29 too.
    expect(dispatchDay(Date.parse('2026-12-24T14:00:00Z'), holidays)).toBe('2026-12-29');
    expect(dispatchDay(Date.parse('2026-12-24T12:00:00Z'), holidays)).toBe('2026-12-24');
  });

  it('says it in words', () => {
    expect(arrivalText(1, 2)).toBe('Arrives in 1–2 working days');
    expect(arrivalText(1, 1)).toBe('Arrives in 1 working day');
    expect(arrivalText(5, 8)).toBe('Arrives in 5–8 working days');
  });
});
