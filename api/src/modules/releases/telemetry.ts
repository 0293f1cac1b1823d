// The shell's load reports (docs/releases.md, section 4): counted per version and minute for the admin's view, and
// per browser and minute for the automatic canary check, only for the versions the browser was served.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  MAX_REPORTED_PER_ENTRY,
  type ReleaseRemote,
  type RemoteTelemetry,
} from 'shared-contracts/schemas/releases';
import type { Db } from '../../db/client.js';
import { releaseVersions, remoteBrowserLoads, remoteLoadCounts } from './tables.js';
import { badRequest, HttpError } from '../../lib/http-error.js';

/** How long per-browser counts are kept: a canary is judged over the minutes since it started, up to a week. */
export const BROWSER_LOADS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Who sent a report: the browser and address digests, and the versions the shop's server chose for the browser. */
export interface Reporter {
  browser: string;
  address: string;
  versions: Partial<Record<ReleaseRemote, string>>;
}

/** The minute a moment falls in: reports are counted per minute. */
export const minuteOf = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

/**
 * Adds a browser's report to the counts. Every entry must name the version its token says this browser was served
 * (403 otherwise) and a published version (400); else nothing is counted. A browser counts at most a page's worth
 * (`MAX_REPORTED_PER_ENTRY` loads) per remote version and minute: the rest of a flood from one browser is dropped.
 */
export async function recordRemoteLoads(
  db: Db,
  { reports }: RemoteTelemetry,
  reporter: Reporter,
  now = new Date(),
): Promise<{ accepted: number; remotes: ReleaseRemote[] }> {
  const merged = new Map<
    string,
    { remote: ReleaseRemote; version: string; loads: number; failures: number }
  >();
  for (const report of reports) {
    const key = `${report.remote}@${report.version}`;
    const known = merged.get(key);
    if (known) {
      known.loads += report.loads;
      known.failures += report.failures;
    } else merged.set(key, { ...report });
  }
  const entries = [...merged.values()].filter((entry) => entry.loads > 0);
  if (entries.length === 0) return { accepted: 0, remotes: [] };
  const notServed = entries.filter((entry) => reporter.versions[entry.remote] !== entry.version);
  if (notServed.length > 0)
    throw new HttpError(
      403,
      `This browser was not served ${notServed.map((entry) => `${entry.remote}@${entry.version}`).join(', ')}: a report counts only for the versions its token names.`,
    );
  const known = await db
    .select({ remote: releaseVersions.remote, version: releaseVersions.version })
    .from(releaseVersions)
    .where(
      and(
        inArray(
          releaseVersions.version,
          entries.map((entry) => entry.version),
        ),
        isNull(releaseVersions.removedAt),
      ),
    );
  const knownKeys = new Set(known.map((row) => `${row.remote}@${row.version}`));
  const unknown = entries.filter((entry) => !knownKeys.has(`${entry.remote}@${entry.version}`));
  if (unknown.length > 0)
    throw badRequest(
      `Not a published version: ${unknown.map((entry) => `${entry.remote}@${entry.version}`).join(', ')}`,
    );
  const minute = minuteOf(now);
  let accepted = 0;
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      const key = {
        remote: entry.remote,
        version: entry.version,
        browser: reporter.browser,
        minute,
      };
      await tx
        .insert(remoteBrowserLoads)
        .values({ ...key, address: reporter.address })
        .onConflictDoNothing();
      const where = and(
        eq(remoteBrowserLoads.remote, key.remote),
        eq(remoteBrowserLoads.version, key.version),
        eq(remoteBrowserLoads.browser, key.browser),
        eq(remoteBrowserLoads.minute, minute),
      );
      // Locked, so two reports of one browser at once add up to no more than the cap.
      const [before] = await tx
        .select({ loads: remoteBrowserLoads.loads, failures: remoteBrowserLoads.failures })
        .from(remoteBrowserLoads)
        .where(where)
        .for('update');
      const had = before ?? { loads: 0, failures: 0 };
      const loads = Math.min(MAX_REPORTED_PER_ENTRY, had.loads + entry.loads);
      const failures = Math.min(loads, had.failures + entry.failures);
      if (loads === had.loads && failures === had.failures) continue;
      await tx.update(remoteBrowserLoads).set({ loads, failures }).where(where);
      await tx
        .insert(remoteLoadCounts)
        .values({
          remote: entry.remote,
          version: entry.version,
          minute,
          loads: loads - had.loads,
          failures: failures - had.failures,
        })
        .onConflictDoUpdate({
          target: [remoteLoadCounts.remote, remoteLoadCounts.version, remoteLoadCounts.minute],
          set: {
            loads: sql`${remoteLoadCounts.loads} + excluded.loads`,
            failures: sql`${remoteLoadCounts.failures} + excluded.failures`,
          },
        });
      accepted += 1;
    }
  });
  return { accepted, remotes: [...new Set(entries.map((entry) => entry.remote))] };
}

/** Drops per-browser counts older than `BROWSER_LOADS_KEPT_MS`. */
export async function pruneBrowserLoads(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(remoteBrowserLoads)
    .where(lt(remoteBrowserLoads.minute, new Date(now.getTime() - BROWSER_LOADS_KEPT_MS)));
}
