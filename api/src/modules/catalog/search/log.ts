import { createHmac } from 'node:crypto';
import { and, gte, sql } from 'drizzle-orm';
import { BROWSER_COOKIE, browserIds, type BrowserIds } from 'shared-contracts/browser-id';
import { lastDaysStart } from 'shared-contracts/dates';
import type { SearchReport, SearchReportPeriod } from 'shared-contracts/schemas/admin-reports';
import type { Executor } from '../../../db/client.js';
import { searchLog } from '../tables.js';
import type { Counters } from '../../../plugins/app/counters.js';

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

/** Who asked, as far as the log may know: the request's address and its cookies. */
export interface Searcher {
  ip: string;
  /** The request's cookies (@fastify/cookie). */
  cookies: Partial<Record<string, string>>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts searches and the clicks that follow them in memory and writes them a few seconds after the first, one row
 * per query, so a busy search box costs one insert per few seconds and nothing of who searched is ever written.
 *
 * A query counts once per browser and hour, and so does a click after it: a client asking or clicking in a loop
 * cannot make a query look popular, nor the click-through high (docs/security.md, "The Searches report"). A browser
 * is the id the shop's server signed into its `kasuwa_browser` cookie; a request without a valid one counts as its
 * client address. Who saw which query is kept only as a keyed digest, in `seen`, for the hour.
 */
export class SearchLog {
  private pending = new Map<string, Pending>();
  /** Counts still being decided (each waits for `seen`); a write waits for them. */
  private deciding = new Set<Promise<void>>();
  private readonly browsers: BrowserIds;
  private readonly digestKey: Buffer;
  dropped = 0;

  /**
   * @param due called when a count lands in an empty log: a write is due (the caller writes it a few seconds later,
   * so that a busy search box costs one insert per few seconds, and an idle one nothing).
   */
  constructor(
    private readonly db: Executor,
    private readonly seen: Counters,
    secret: string,
    private readonly due: () => void = () => undefined,
  ) {
    this.browsers = browserIds(secret);
    this.digestKey = createHmac('sha256', secret).update('kasuwa search log').digest();
  }

  private entry(key: string): Pending | undefined {
    let found = this.pending.get(key);
    if (!found) {
      if (this.pending.size >= MAX_PENDING) {
        this.dropped++;
        return undefined;
      }
      found = { searches: 0, results: 0, clicks: 0 };
      this.pending.set(key, found);
      if (this.pending.size === 1) this.due();
    }
    return found;
  }

  /** Whether this browser (else this address) is the first to do `what` with `query` this hour. */
  private async firstThisHour(what: 'search' | 'click', who: Searcher, query: string): Promise<boolean> {
    const browser = this.browsers.read(who.cookies[BROWSER_COOKIE]);
    const id = browser === null ? `address ${who.ip}` : `browser ${browser}`;
    const digest = createHmac('sha256', this.digestKey)
      .update(`${what}\0${id}\0${query}`)
      .digest('base64url');
    const { count } = await this.seen.add(`search-seen:${digest}`, HOUR_MS);
    return count === 1;
  }

  private decide(what: 'search' | 'click', who: Searcher, text: string, apply: (entry: Pending) => void) {
    const query = loggedQuery(text);
    if (!query) return;
    const decided = this.firstThisHour(what, who, query)
      .then((first) => {
        const entry = first ? this.entry(query) : undefined;
        if (entry) apply(entry);
      })
      .catch(() => undefined)
      .finally(() => this.deciding.delete(decided));
    this.deciding.add(decided);
  }

  /** A search shown to a shopper, with the number of products it found; counted once per browser and hour. */
  search(who: Searcher, query: string, results: number): void {
    this.decide('search', who, query, (entry) => {
      entry.searches++;
      entry.results = results;
    });
  }

  /** A shopper opened a product from a search's results or suggestions; counted once per browser and hour. */
  click(who: Searcher, query: string): void {
    this.decide('click', who, query, (entry) => entry.clicks++);
  }

  /** Writes what was counted since the last write (one insert). */
  async flush(): Promise<void> {
    while (this.deciding.size > 0) await Promise.all([...this.deciding]);
    if (this.pending.size === 0) return;
    const rows = [...this.pending].map(([query, p]) => ({ query, ...p }));
    this.pending = new Map();
    await this.db.insert(searchLog).values(rows);
  }
}

async function reportPeriod(db: Executor, days: number, now: Date): Promise<SearchReportPeriod> {
  const since = gte(searchLog.at, lastDaysStart(days, now));
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
