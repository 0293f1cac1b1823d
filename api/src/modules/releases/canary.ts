// What is read from the release registry (the shop's server's current releases, the admin's overview) and the
// automatic canary check, which judges the browsers the shell's reports came from (docs/releases.md, section 4).
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  RELEASE_REMOTES,
  type CurrentReleases,
  type LoadCounts,
  type ReleaseHistoryEntry,
  type ReleaseOverview,
  type ReleaseRemote,
  type RemoteRelease,
} from 'shared-contracts/schemas/releases';
import type { Db, Executor } from '../../db/client.js';
import {
  releaseHistory,
  releaseRemotes,
  releaseVersions,
  remoteBrowserLoads,
  remoteLoadCounts,
} from './tables.js';
import { HttpError } from '../../lib/http-error.js';
import { applyReleaseAction, channelsOf, type ChannelRow } from './registry.js';
import { minuteOf } from './telemetry.js';

/**
 * When a canary is stopped by itself: once at least `minBrowsers` browsers have loaded it, its share of browsers
 * that saw it fail is more than `ratio`× stable's and above `floor`. One client address counts for at most
 * `browsersPerAddress` browsers of each version, so no one client, however many ids it gathers, decides (0 lifts
 * the cap, for a test shop whose browsers all share one address; never in production).
 */
export interface CanaryRule {
  minBrowsers: number;
  ratio: number;
  floor: number;
  browsersPerAddress: number;
}
export const DEFAULT_CANARY_RULE: CanaryRule = {
  minBrowsers: 50,
  ratio: 2,
  floor: 0.01,
  browsersPerAddress: 5,
};

/** Who changes a release when the canary check does. */
export const AUTOMATIC_ACTOR = 'automatic canary check';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const rate = (counts: { loads: number; failures: number }) =>
  counts.loads > 0 ? counts.failures / counts.loads : 0;
const percentText = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Browsers that loaded a version, and how many of them saw it fail at least once. */
export interface BrowserCounts {
  browsers: number;
  failing: number;
}

const share = (counts: BrowserCounts) => (counts.browsers > 0 ? counts.failing / counts.browsers : 0);

/**
 * Whether a canary must stop: judged against stable over the same minutes, not against a fixed number, so a bad
 * hour for everyone (a network outage, an API incident) does not stop a good canary; judged by browsers, not loads,
 * so one browser reloading a broken page a hundred times is one failing browser. More browsers must have seen it
 * fail than one client address can count for, so no one client stops a canary alone.
 */
export function canaryVerdict(
  canary: BrowserCounts,
  stable: BrowserCounts,
  rule: CanaryRule = DEFAULT_CANARY_RULE,
): { stop: boolean; canaryShare: number; stableShare: number } {
  const canaryShare = share(canary);
  const stableShare = share(stable);
  const stop =
    canary.browsers >= rule.minBrowsers &&
    canary.failing > rule.browsersPerAddress &&
    canaryShare > rule.ratio * stableShare &&
    canaryShare > rule.floor;
  return { stop, canaryShare, stableShare };
}

const channelAnswer = (row: ChannelRow | undefined) =>
  row
    ? {
        version: row.version,
        percent: row.percent,
        rolloutId: row.rolloutId,
        startedAt: row.startedAt.toISOString(),
      }
    : null;

/** What each remote's channels point at now. */
export async function currentReleases(db: Executor): Promise<CurrentReleases> {
  const rows = await channelsOf(db);
  return {
    remotes: RELEASE_REMOTES.map((remote) => {
      const mine = rows.filter((row) => row.remote === remote);
      return {
        remote,
        stable: channelAnswer(mine.find((row) => row.channel === 'stable')),
        canary: channelAnswer(mine.find((row) => row.channel === 'canary')),
      };
    }),
  };
}

/** Loads and failures per version of `remote` since `since`. */
async function countsSince(
  db: Executor,
  remote: ReleaseRemote,
  since: Date,
): Promise<Map<string, { loads: number; failures: number }>> {
  const rows = await db
    .select({
      version: remoteLoadCounts.version,
      loads: sql<number>`coalesce(sum(${remoteLoadCounts.loads}), 0)::int`,
      failures: sql<number>`coalesce(sum(${remoteLoadCounts.failures}), 0)::int`,
    })
    .from(remoteLoadCounts)
    .where(and(eq(remoteLoadCounts.remote, remote), gte(remoteLoadCounts.minute, since)))
    .groupBy(remoteLoadCounts.version);
  return new Map(rows.map((row) => [row.version, { loads: row.loads, failures: row.failures }]));
}

const countsOf = (counts: Map<string, { loads: number; failures: number }>, version: string): LoadCounts => {
  const found = counts.get(version) ?? { loads: 0, failures: 0 };
  return { ...found, failureRate: rate(found) };
};

type HistoryRow = typeof releaseHistory.$inferSelect;
const historyAnswer = (row: HistoryRow): ReleaseHistoryEntry => ({
  id: row.id,
  remote: row.remote as ReleaseRemote,
  action: row.action,
  version: row.version,
  previousStable: row.previousStable,
  percent: row.percent,
  actor: row.actor,
  reason: row.reason,
  automatic: row.automatic,
  revision: row.revision,
  createdAt: row.createdAt.toISOString(),
});

/** One remote's release: channels, the newest versions with their loads and failures, and its history. */
export async function remoteRelease(
  db: Executor,
  remote: ReleaseRemote,
  { now = new Date(), versions = 5, history = 20 } = {},
): Promise<RemoteRelease> {
  const [revisionRow] = await db
    .select({ revision: releaseRemotes.revision })
    .from(releaseRemotes)
    .where(eq(releaseRemotes.remote, remote));
  const channels = await channelsOf(db, remote);
  const newest = await db
    .select()
    .from(releaseVersions)
    .where(eq(releaseVersions.remote, remote))
    .orderBy(desc(releaseVersions.publishedAt), desc(releaseVersions.version))
    .limit(versions);
  const lastHour = await countsSince(db, remote, new Date(now.getTime() - HOUR_MS));
  const lastDay = await countsSince(db, remote, new Date(now.getTime() - DAY_MS));
  const entries = await db
    .select()
    .from(releaseHistory)
    .where(eq(releaseHistory.remote, remote))
    .orderBy(desc(releaseHistory.id))
    .limit(history);
  return {
    remote,
    revision: revisionRow?.revision ?? 0,
    stable: channelAnswer(channels.find((row) => row.channel === 'stable')),
    canary: channelAnswer(channels.find((row) => row.channel === 'canary')),
    versions: newest.map((row) => ({
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      removed: row.removedAt !== null,
      lastHour: countsOf(lastHour, row.version),
      lastDay: countsOf(lastDay, row.version),
    })),
    history: entries.map(historyAnswer),
  };
}

export async function releaseOverview(
  db: Executor,
  rule: CanaryRule,
  now = new Date(),
): Promise<ReleaseOverview> {
  const remotes: RemoteRelease[] = [];
  for (const remote of RELEASE_REMOTES) remotes.push(await remoteRelease(db, remote, { now }));
  return { remotes, rule };
}

/**
 * Distinct browsers per version of `remote` since `since`, and those that saw it fail; each client address counts
 * for at most `perAddress` browsers of a version.
 */
async function browsersSince(
  db: Executor,
  remote: ReleaseRemote,
  since: Date,
  versions: string[],
  perAddress: number,
): Promise<Map<string, BrowserCounts>> {
  const byAddress = db
    .select({
      version: remoteBrowserLoads.version,
      browsers: sql<number>`count(distinct ${remoteBrowserLoads.browser})`.as('browsers'),
      failing:
        sql<number>`count(distinct ${remoteBrowserLoads.browser}) filter (where ${remoteBrowserLoads.failures} > 0)`.as(
          'failing',
        ),
    })
    .from(remoteBrowserLoads)
    .where(
      and(
        eq(remoteBrowserLoads.remote, remote),
        gte(remoteBrowserLoads.minute, since),
        inArray(remoteBrowserLoads.version, versions),
      ),
    )
    .groupBy(remoteBrowserLoads.version, remoteBrowserLoads.address)
    .as('by_address');
  // 0: no cap, for a test shop whose browsers all share one address.
  const cap = perAddress > 0 ? perAddress : 2_147_483_647;
  const rows = await db
    .select({
      version: byAddress.version,
      browsers: sql<number>`coalesce(sum(least(${byAddress.browsers}, ${cap})), 0)::int`,
      failing: sql<number>`coalesce(sum(least(${byAddress.failing}, ${cap})), 0)::int`,
    })
    .from(byAddress)
    .groupBy(byAddress.version);
  return new Map(rows.map((row) => [row.version, { browsers: row.browsers, failing: row.failing }]));
}

/**
 * Stops `remote`'s canary when the rule says so, recorded with the figures as its reason. Answers the recorded
 * entry, or null when the canary runs on (or another change came first: the compare-and-swap keeps that one).
 */
export async function checkCanary(
  db: Db,
  remote: ReleaseRemote,
  rule: CanaryRule,
  now = new Date(),
): Promise<ReleaseHistoryEntry | null> {
  const release = await remoteRelease(db, remote, { now, versions: 0, history: 0 });
  const { canary, stable } = release;
  if (!canary || !stable) return null;
  const counts = await browsersSince(
    db,
    remote,
    minuteOf(new Date(canary.startedAt)),
    [canary.version, stable.version],
    rule.browsersPerAddress,
  );
  const none = { browsers: 0, failing: 0 };
  const canaryCounts = counts.get(canary.version) ?? none;
  const stableCounts = counts.get(stable.version) ?? none;
  const verdict = canaryVerdict(canaryCounts, stableCounts, rule);
  if (!verdict.stop) return null;
  const reason =
    `${percentText(verdict.canaryShare)} of ${canaryCounts.browsers} browsers on canary ${canary.version} saw it fail, ` +
    `against ${percentText(verdict.stableShare)} of ${stableCounts.browsers} on stable ${stable.version} ` +
    `(stopped above ${rule.ratio}× stable and ${percentText(rule.floor)}, over at least ${rule.minBrowsers} browsers).`;
  try {
    await applyReleaseAction(
      db,
      remote,
      { action: 'stop', reason, expectedRevision: release.revision },
      AUTOMATIC_ACTOR,
      { now, automatic: true },
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
  return (await remoteRelease(db, remote, { now, versions: 0, history: 1 })).history[0] ?? null;
}
