import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import {
  RELEASE_REMOTES,
  type CurrentReleases,
  type LoadCounts,
  type RegisteredVersion,
  type ReleaseAction,
  type ReleaseHistoryEntry,
  type ReleaseOverview,
  type ReleaseRemote,
  type RemoteRelease,
  type RemoteTelemetry,
} from 'shared-contracts/schemas/releases';
import type { Db, Executor, Tx } from '../db/client.js';
import {
  releaseChannels,
  releaseHistory,
  releaseRemotes,
  releaseVersions,
  remoteLoadCounts,
  users,
} from '../db/schema.js';
import { badRequest, conflict, HttpError } from '../lib/http-error.js';

/** When a canary is stopped by itself: over at least `minLoads`, failing more than `ratio`× stable and above `floor`. */
export interface CanaryRule {
  minLoads: number;
  ratio: number;
  floor: number;
}
export const DEFAULT_CANARY_RULE: CanaryRule = { minLoads: 200, ratio: 2, floor: 0.01 };

/** Published versions kept whatever their age, and how long an unused one stays (today's rule, per version). */
export const KEEP_VERSIONS = 3;
export const GRACE_MS = 24 * 60 * 60 * 1000;

/** Who changes a release when the canary check does. */
export const AUTOMATIC_ACTOR = 'automatic canary check';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const rate = (counts: { loads: number; failures: number }) =>
  counts.loads > 0 ? counts.failures / counts.loads : 0;
const percentText = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * Whether a canary must stop: judged against stable over the same minutes, not against a fixed number, so a bad
 * hour for everyone (a network outage, an API incident) does not stop a good canary, and a canary that fails a
 * little more than stable does is not noise once enough loads have been seen.
 */
export function canaryVerdict(
  canary: { loads: number; failures: number },
  stable: { loads: number; failures: number },
  rule: CanaryRule = DEFAULT_CANARY_RULE,
): { stop: boolean; canaryRate: number; stableRate: number } {
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  const stop =
    canary.loads >= rule.minLoads && canaryRate > rule.ratio * stableRate && canaryRate > rule.floor;
  return { stop, canaryRate, stableRate };
}

type ChannelRow = typeof releaseChannels.$inferSelect;
const channelAnswer = (row: ChannelRow | undefined) =>
  row
    ? {
        version: row.version,
        percent: row.percent,
        rolloutId: row.rolloutId,
        startedAt: row.startedAt.toISOString(),
      }
    : null;

async function channelsOf(db: Executor, remote?: ReleaseRemote): Promise<ChannelRow[]> {
  return db
    .select()
    .from(releaseChannels)
    .where(remote ? eq(releaseChannels.remote, remote) : undefined);
}

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
 * Takes the next revision of `remote` if it is still `expected`: the compare-and-swap every change goes through.
 * Two changes decided on the same revision cannot both pass; the second is refused with 409 and changes nothing.
 */
async function takeRevision(tx: Tx, remote: ReleaseRemote, expected: number | null): Promise<number> {
  await tx.insert(releaseRemotes).values({ remote }).onConflictDoNothing();
  const [taken] = await tx
    .update(releaseRemotes)
    .set({ revision: sql`${releaseRemotes.revision} + 1` })
    .where(
      and(
        eq(releaseRemotes.remote, remote),
        expected === null ? undefined : eq(releaseRemotes.revision, expected),
      ),
    )
    .returning({ revision: releaseRemotes.revision });
  if (taken) return taken.revision;
  const [current] = await tx
    .select({ revision: releaseRemotes.revision })
    .from(releaseRemotes)
    .where(eq(releaseRemotes.remote, remote));
  throw conflict(
    `The ${remote} release changed meanwhile (it is at revision ${current?.revision ?? 0}, this change was made on ${expected}). Look at the status again and decide anew.`,
  );
}

/** Marks the versions no channel points at as unused since now (if not already), and the others as used. */
async function markPointed(tx: Tx, remote: ReleaseRemote, now: Date): Promise<void> {
  const pointed = (await channelsOf(tx, remote)).map((row) => row.version);
  if (pointed.length > 0)
    await tx
      .update(releaseVersions)
      .set({ unpointedSince: null })
      .where(and(eq(releaseVersions.remote, remote), inArray(releaseVersions.version, pointed)));
  await tx
    .update(releaseVersions)
    .set({ unpointedSince: now })
    .where(
      and(
        eq(releaseVersions.remote, remote),
        isNull(releaseVersions.unpointedSince),
        pointed.length > 0 ? notInArray(releaseVersions.version, pointed) : undefined,
      ),
    );
}

/**
 * Records a version whose files are in place (the release command copied them), and marks removed the versions no
 * channel has pointed at for `graceMs`, except the newest `keep`: the command then deletes their folders.
 */
export async function registerVersion(
  db: Db,
  remote: ReleaseRemote,
  version: string,
  actor: string,
  { now = new Date(), graceMs = GRACE_MS, keep = KEEP_VERSIONS } = {},
): Promise<RegisteredVersion> {
  return db.transaction(async (tx) => {
    const revision = await takeRevision(tx, remote, null);
    const [existing] = await tx
      .select()
      .from(releaseVersions)
      .where(and(eq(releaseVersions.remote, remote), eq(releaseVersions.version, version)));
    if (existing?.removedAt)
      throw badRequest(
        `Version ${version} of ${remote} was removed on ${existing.removedAt.toISOString()}; publish it again from a new build.`,
      );
    if (!existing) {
      await tx
        .insert(releaseVersions)
        .values({ remote, version, publishedAt: now, publishedBy: actor, unpointedSince: now });
      await tx.insert(releaseHistory).values({
        remote,
        action: 'publish',
        version,
        actor,
        reason: 'published',
        revision,
        createdAt: now,
      });
    }
    const newest = await tx
      .select({ version: releaseVersions.version })
      .from(releaseVersions)
      .where(eq(releaseVersions.remote, remote))
      .orderBy(desc(releaseVersions.publishedAt), desc(releaseVersions.version))
      .limit(keep);
    const removed = await tx
      .update(releaseVersions)
      .set({ removedAt: now })
      .where(
        and(
          eq(releaseVersions.remote, remote),
          isNull(releaseVersions.removedAt),
          lt(releaseVersions.unpointedSince, new Date(now.getTime() - graceMs)),
          notInArray(
            releaseVersions.version,
            newest.map((row) => row.version),
          ),
        ),
      )
      .returning({ version: releaseVersions.version });
    return {
      version,
      created: !existing,
      revision,
      removable: removed.map((row) => row.version).sort(),
    };
  });
}

async function usableVersion(tx: Tx, remote: ReleaseRemote, version: string): Promise<void> {
  const [row] = await tx
    .select()
    .from(releaseVersions)
    .where(and(eq(releaseVersions.remote, remote), eq(releaseVersions.version, version)));
  if (!row)
    throw badRequest(
      `${remote} has no published version ${version}. Publish it first (npm run release -- publish).`,
    );
  if (row.removedAt) throw badRequest(`Version ${version} of ${remote} was removed; its files are gone.`);
}

/** The stable version a rollback returns to: the one before the change that made `current` stable. */
async function rollbackTarget(
  tx: Tx,
  remote: ReleaseRemote,
  current: string,
): Promise<{ target: string; before: string | null } | null> {
  const stableChange = (version: string) =>
    tx
      .select()
      .from(releaseHistory)
      .where(
        and(
          eq(releaseHistory.remote, remote),
          eq(releaseHistory.version, version),
          inArray(releaseHistory.action, ['pin', 'promote', 'rollback']),
        ),
      )
      .orderBy(desc(releaseHistory.id))
      .limit(1);
  const [made] = await stableChange(current);
  if (!made?.previousStable) return null;
  const [madeTarget] = await stableChange(made.previousStable);
  return { target: made.previousStable, before: madeTarget?.previousStable ?? null };
}

export interface ActionOptions {
  now?: Date;
  automatic?: boolean;
}

/**
 * Applies one release action to `remote` if the registry is still at `action.expectedRevision`, recording who did it
 * and why. Answers the remote's release as it now is.
 */
export async function applyReleaseAction(
  db: Db,
  remote: ReleaseRemote,
  action: ReleaseAction,
  actor: string,
  { now = new Date(), automatic = false }: ActionOptions = {},
): Promise<RemoteRelease> {
  await db.transaction(async (tx) => {
    const revision = await takeRevision(tx, remote, action.expectedRevision);
    const channels = await channelsOf(tx, remote);
    const stable = channels.find((row) => row.channel === 'stable');
    const canary = channels.find((row) => row.channel === 'canary');
    const record = (values: Partial<typeof releaseHistory.$inferInsert>) =>
      tx.insert(releaseHistory).values({
        remote,
        action: action.action,
        actor,
        reason: action.reason,
        automatic,
        revision,
        createdAt: now,
        ...values,
      });
    const dropCanary = () =>
      tx
        .delete(releaseChannels)
        .where(and(eq(releaseChannels.remote, remote), eq(releaseChannels.channel, 'canary')));
    const setStable = async (version: string) => {
      await tx
        .insert(releaseChannels)
        .values({ remote, channel: 'stable', version, percent: 100, rolloutId: randomUUID(), startedAt: now })
        .onConflictDoUpdate({
          target: [releaseChannels.remote, releaseChannels.channel],
          set: { version, rolloutId: randomUUID(), startedAt: now },
        });
    };

    switch (action.action) {
      case 'canary': {
        if (action.percent === 0) {
          if (!canary) throw badRequest(`${remote} has no canary to stop.`);
          await dropCanary();
          await record({ action: 'stop', version: canary.version, percent: 0 });
          break;
        }
        if (!stable) throw badRequest(`${remote} has no stable version yet: pin one first.`);
        if (stable.version === action.version)
          throw badRequest(`${action.version} is already ${remote}'s stable version.`);
        await usableVersion(tx, remote, action.version);
        const sameRollout = canary?.version === action.version;
        await tx
          .insert(releaseChannels)
          .values({
            remote,
            channel: 'canary',
            version: action.version,
            percent: action.percent,
            rolloutId: randomUUID(),
            startedAt: now,
          })
          .onConflictDoUpdate({
            target: [releaseChannels.remote, releaseChannels.channel],
            // The same version keeps its rollout, so the browsers already on it stay there as the share grows.
            set: sameRollout
              ? { percent: action.percent }
              : { version: action.version, percent: action.percent, rolloutId: randomUUID(), startedAt: now },
          });
        await record({ version: action.version, percent: action.percent });
        break;
      }
      case 'stop': {
        if (!canary) throw badRequest(`${remote} has no canary to stop.`);
        await dropCanary();
        await record({ version: canary.version, percent: 0 });
        break;
      }
      case 'promote': {
        if (!canary) throw badRequest(`${remote} has no canary to promote.`);
        await dropCanary();
        await setStable(canary.version);
        await record({ version: canary.version, previousStable: stable?.version ?? null });
        break;
      }
      case 'rollback': {
        if (!stable) throw badRequest(`${remote} has no stable version to roll back.`);
        const back = await rollbackTarget(tx, remote, stable.version);
        if (!back)
          throw badRequest(
            `${remote} has no earlier stable version to roll back to; pin one by its version instead.`,
          );
        await usableVersion(tx, remote, back.target);
        await dropCanary();
        await setStable(back.target);
        await record({ version: back.target, previousStable: back.before });
        break;
      }
      case 'pin': {
        if (stable?.version === action.version)
          throw badRequest(`${action.version} is already ${remote}'s stable version.`);
        await usableVersion(tx, remote, action.version);
        await dropCanary();
        await setStable(action.version);
        await record({ version: action.version, previousStable: stable?.version ?? null });
        break;
      }
    }
    await markPointed(tx, remote, now);
  });
  return remoteRelease(db, remote, { now });
}

const minuteOf = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

/**
 * Adds the shell's reports to the per-minute counts. Every report must name a published version of its remote;
 * otherwise nothing is counted (400).
 */
export async function recordRemoteLoads(
  db: Db,
  { reports }: RemoteTelemetry,
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
  const entries = [...merged.values()].filter((entry) => entry.loads + entry.failures > 0);
  if (entries.length === 0) return { accepted: 0, remotes: [] };
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
    throw new HttpError(
      400,
      `Not a published version: ${unknown.map((entry) => `${entry.remote}@${entry.version}`).join(', ')}`,
    );
  const minute = minuteOf(now);
  await db
    .insert(remoteLoadCounts)
    .values(entries.map((entry) => ({ ...entry, minute })))
    .onConflictDoUpdate({
      target: [remoteLoadCounts.remote, remoteLoadCounts.version, remoteLoadCounts.minute],
      set: {
        loads: sql`${remoteLoadCounts.loads} + excluded.loads`,
        failures: sql`${remoteLoadCounts.failures} + excluded.failures`,
      },
    });
  return { accepted: entries.length, remotes: [...new Set(entries.map((entry) => entry.remote))] };
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
  const counts = await countsSince(db, remote, minuteOf(new Date(canary.startedAt)));
  const canaryCounts = countsOf(counts, canary.version);
  const stableCounts = countsOf(counts, stable.version);
  const verdict = canaryVerdict(canaryCounts, stableCounts, rule);
  if (!verdict.stop) return null;
  const reason =
    `${percentText(verdict.canaryRate)} of ${canaryCounts.loads} loads of canary ${canary.version} failed, ` +
    `against ${percentText(verdict.stableRate)} of ${stableCounts.loads} for stable ${stable.version} ` +
    `(stopped above ${rule.ratio}× stable and ${percentText(rule.floor)}, over at least ${rule.minLoads} loads).`;
  try {
    const after = await applyReleaseAction(
      db,
      remote,
      { action: 'stop', reason, expectedRevision: release.revision },
      AUTOMATIC_ACTOR,
      { now, automatic: true },
    );
    return after.history[0] ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}

/** Who a change is recorded as: the signed-in admin's email. */
export async function releaseActor(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? `user ${userId}`;
}
