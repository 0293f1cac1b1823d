// The release registry (docs/releases.md): versions, channels and every change to them, each through one
// compare-and-swap on the remote's revision. What is read from it is in ./canary.ts; the shell's reports in
// ./telemetry.ts.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { RegisteredVersion, ReleaseAction, ReleaseRemote } from 'shared-contracts/schemas/releases';
import type { Db, Executor, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { releaseChannels, releaseHistory, releaseRemotes, releaseVersions } from './tables.js';
import { badRequest, conflict } from '../../lib/http-error.js';

/** Published versions kept whatever their age, and how long an unused one stays (today's rule, per version). */
export const KEEP_VERSIONS = 3;
export const GRACE_MS = 24 * 60 * 60 * 1000;

export type ChannelRow = typeof releaseChannels.$inferSelect;

/** The channels of `remote`, or of every remote. */
export async function channelsOf(db: Executor, remote?: ReleaseRemote): Promise<ChannelRow[]> {
  return db
    .select()
    .from(releaseChannels)
    .where(remote ? eq(releaseChannels.remote, remote) : undefined);
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
 * and why. Answers the revision it took.
 */
export async function applyReleaseAction(
  db: Db,
  remote: ReleaseRemote,
  action: ReleaseAction,
  actor: string,
  { now = new Date(), automatic = false }: ActionOptions = {},
): Promise<number> {
  return db.transaction(async (tx) => {
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
    return revision;
  });
}

/** Who a change is recorded as: the signed-in admin's email. */
export async function releaseActor(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? `user ${userId}`;
}
