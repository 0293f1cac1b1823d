/** Nigeria keeps West Africa Time all year (no daylight saving), so a Lagos day starts at 00:00+01:00. */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
const LAGOS_OFFSET = '+01:00';

/** The instant a Lagos calendar day (`YYYY-MM-DD`) starts. */
export const lagosDayStart = (day: string): Date => new Date(`${day}T00:00:00.000${LAGOS_OFFSET}`);
/** The instant the Lagos calendar day after `day` starts. */
export const lagosNextDayStart = (day: string): Date => new Date(lagosDayStart(day).getTime() + 86_400_000);
