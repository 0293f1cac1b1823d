import { and, gte, sql } from 'drizzle-orm';
import { lagosToday } from 'shared-contracts/dates';
import { lagosDayStart } from '../revenue.js';
import type { SearchReport, SearchReportPeriod } from 'shared-contracts/schemas/admin-reports';
import type { Executor } from '../../db/client.js';
import { searchLog } from '../../db/schema.js';

/** The most queries one report lists, per list. */
export const SEARCH_REPORT_ROWS = 20;
/** The most distinct queries kept between two writes; more are dropped (counted in the log) rather than kept in memory. */
const MAX_PENDING = 5_000;

/** A search as the log keeps it: lower case, one space between words, as the suggestions key it. */
export const loggedQuery = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 120);

interface Pending {
  searches: number;
  results: number;
  clicks: number;
}

/**
 * Counts searches and the clicks that follow them in memory and writes them every few seconds, one row per query,
 * so a busy search box costs one insert per interval and nothing of who searched is ever held.
 */
export class SearchLog {
  private pending = new Map<string, Pending>();
  dropped = 0;

  constructor(private readonly db: Executor) {}

  private entry(query: string): Pending | undefined {
    const key = loggedQuery(query);
    if (!key) return undefined;
    let found = this.pending.get(key);
    if (!found) {
      if (this.pending.size >= MAX_PENDING) {
        this.dropped++;
        return undefined;
      }
      found = { searches: 0, results: 0, clicks: 0 };
      this.pending.set(key, found);
    }
    return found;
  }

  /** A search shown to a shopper, with the number of products it found. */
  search(query: string, results: number): void {
    const entry = this.entry(query);
    if (!entry) return;
    entry.searches++;
    entry.results = results;
  }

  /** A shopper opened a product from a search's results or suggestions. */
  click(query: string): void {
    const entry = this.entry(query);
    if (entry) entry.clicks++;
  }

  /** Writes what was counted since the last write (one insert). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending].map(([query, p]) => ({ query, ...p }));
    this.pending = new Map();
    await this.db.insert(searchLog).values(rows);
  }
}

/** The Lagos day `days - 1` days before today's, at its midnight: the start of the last `days` days. */
const periodStart = (days: number, now: Date): Date =>
  lagosDayStart(lagosToday(now.getTime() - (days - 1) * 86_400_000));

async function reportPeriod(db: Executor, days: number, now: Date): Promise<SearchReportPeriod> {
  const since = gte(searchLog.at, periodStart(days, now));
  const searches = sql<number>`sum(${searchLog.searches})::int`;
  // The latest answer's count: a query that found nothing last time is one that finds nothing now.
  const results = sql<number>`(array_agg(${searchLog.results} order by ${searchLog.at} desc, ${searchLog.id} desc))[1]`;
  const [totals, top, nothing] = await Promise.all([
    db
      .select({
        searches: sql<number>`coalesce(sum(${searchLog.searches}), 0)::int`,
        clicks: sql<number>`coalesce(sum(${searchLog.clicks}), 0)::int`,
      })
      .from(searchLog)
      .where(since),
    db
      .select({ query: searchLog.query, searches, results })
      .from(searchLog)
      .where(and(since))
      .groupBy(searchLog.query)
      .having(sql`sum(${searchLog.searches}) > 0`)
      .orderBy(sql`2 desc`, searchLog.query)
      .limit(SEARCH_REPORT_ROWS),
    db
      .select({ query: searchLog.query, searches, results })
      .from(searchLog)
      .where(since)
      .groupBy(searchLog.query)
      .having(sql`sum(${searchLog.searches}) > 0 and ${results} = 0`)
      .orderBy(sql`2 desc`, searchLog.query)
      .limit(SEARCH_REPORT_ROWS),
  ]);
  const total = totals[0] ?? { searches: 0, clicks: 0 };
  return {
    days,
    searches: total.searches,
    clicks: total.clicks,
    // Clicks come one per opened product; more clicks than searches still reads as every search clicked.
    click_through: total.searches === 0 ? null : Math.min(1, total.clicks / total.searches),
    top_queries: top,
    no_results: nothing.map(({ query, searches }) => ({ query, searches })),
  };
}

/** The Searches report: the last 7 and the last 30 Lagos days (today included). */
export async function searchReport(db: Executor, now = new Date()): Promise<SearchReport> {
  const [week, month] = await Promise.all([reportPeriod(db, 7, now), reportPeriod(db, 30, now)]);
  return { periods: [week, month] };
}
