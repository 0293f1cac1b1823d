import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { lastDaysStart } from 'shared-contracts/dates';
import { fromKobo } from 'shared-contracts/money';
import type { UssdReport, UssdReportPeriod } from 'shared-contracts/schemas/admin-reports';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { ussdSessionEnds, ussdSessions } from '../ussd/index.js';
import { placedIn } from './reports.js';

/** The screens a report lists where callers gave up (the rest are few). */
const GAVE_UP_ROWS = 10;

async function period(db: Executor, days: number, now: Date): Promise<UssdReportPeriod> {
  const since = lastDaysStart(days, now);
  const [[calls], [placed], ends, gaveUp] = await Promise.all([
    db
      .select({
        sessions: sql<number>`count(*)::int`,
        callers: sql<number>`count(distinct ${ussdSessions.phone})::int`,
      })
      .from(ussdSessions)
      .where(gte(ussdSessions.createdAt, since)),
    db
      .select({
        orders: sql<number>`count(*)::int`,
        kobo: sql<string>`coalesce(sum(${orders.totalKobo}), 0)::text`,
      })
      .from(orders)
      .where(and(eq(orders.channel, 'ussd'), placedIn({ from: since, to: new Date(now.getTime() + 1) }))),
    db
      .select({ status: ussdSessionEnds.status, sessions: sql<number>`count(*)::int` })
      .from(ussdSessionEnds)
      .where(gte(ussdSessionEnds.createdAt, since))
      .groupBy(ussdSessionEnds.status),
    db
      .select({ screen: ussdSessionEnds.lastScreen, sessions: sql<number>`count(*)::int` })
      .from(ussdSessionEnds)
      .where(
        and(gte(ussdSessionEnds.createdAt, since), inArray(ussdSessionEnds.status, ['Incomplete', 'Failed'])),
      )
      .groupBy(ussdSessionEnds.lastScreen)
      .orderBy(sql`2 desc`, ussdSessionEnds.lastScreen)
      .limit(GAVE_UP_ROWS),
  ]);
  const ended = (status: 'Success' | 'Incomplete' | 'Failed') =>
    ends.find((row) => row.status === status)?.sessions ?? 0;
  return {
    days,
    sessions: calls?.sessions ?? 0,
    callers: calls?.callers ?? 0,
    orders: placed?.orders ?? 0,
    order_total: fromKobo(Number(placed?.kobo ?? 0)),
    ended: { success: ended('Success'), incomplete: ended('Incomplete'), failed: ended('Failed') },
    // A session the shop never saw a screen of has none: it is named as such.
    gave_up_on: gaveUp.map(({ screen, sessions }) => ({ screen: screen || 'none', sessions })),
  };
}

/**
 * The USSD report (docs/ussd.md): over the last 7 and the last 30 Lagos days (today included), the sessions and the
 * numbers that called, the orders placed by USSD and their total (not cancelled, as Reports counts orders), how the
 * gateway said the sessions ended, and the screens callers gave up on.
 */
export async function ussdReport(db: Executor, now = new Date()): Promise<UssdReport> {
  const [week, month] = await Promise.all([period(db, 7, now), period(db, 30, now)]);
  return { periods: [week, month] };
}
