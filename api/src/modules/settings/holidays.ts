import { asc, eq, gte } from 'drizzle-orm';
import { lagosToday } from 'shared-contracts/dates';
import type * as v from 'valibot';
import type { holidayInputSchema, PublicHoliday } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { publicHolidays } from './tables.js';
import { HttpError, badRequest, notFound, violatedUnique } from '../../lib/http-error.js';
import { recordSettingsChange } from './history.js';

const holidayOf = (row: typeof publicHolidays.$inferSelect): PublicHoliday => ({
  id: row.id,
  date: row.day,
  name: row.name,
});

/** Every public holiday, oldest first. */
export async function listHolidays(db: Executor): Promise<PublicHoliday[]> {
  const rows = await db.select().from(publicHolidays).orderBy(asc(publicHolidays.day));
  return rows.map(holidayOf);
}

/**
 * The public holidays from the Lagos day of `now` on (`YYYY-MM-DD`): what a delivery window counted from now
 * skips (`deliveryWindow` in shared-contracts/delivery-dates).
 */
export async function holidayDays(db: Executor, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(gte(publicHolidays.day, lagosToday(now.getTime())))
    .orderBy(asc(publicHolidays.day));
  return rows.map((r) => r.day);
}

export async function addHoliday(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof holidayInputSchema>,
): Promise<PublicHoliday> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(publicHolidays).values({ day: input.date, name: input.name }).returning();
      if (!row) throw new HttpError(500, 'The holiday could not be added');
      const holiday = holidayOf(row);
      await recordSettingsChange(
        tx,
        actorId,
        'holidays',
        `Public holiday ${holiday.name} (${holiday.date}) added`,
        null,
        holiday,
      );
      return holiday;
    });
  } catch (err) {
    if (violatedUnique(err) !== undefined)
      throw badRequest('That day is already a holiday', { date: ['That day is already a holiday'] });
    throw err;
  }
}

export async function removeHoliday(db: Executor, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning();
    if (!row) throw notFound('Holiday not found');
    const holiday = holidayOf(row);
    await recordSettingsChange(
      tx,
      actorId,
      'holidays',
      `Public holiday ${holiday.name} (${holiday.date}) removed`,
      holiday,
      null,
    );
  });
}
