import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { VERSION_PATTERN } from 'shared-contracts/schemas/release-versions';
import { createdAt } from '../../db/columns.js';

/**
 * The release registry (docs/releases.md). A remote's published versions, whose files never change; which version
 * each channel points at is the only thing that does. `revision` is compared and swapped on every change, so two
 * releases made at once cannot overwrite each other.
 */
export const releaseRemotes = pgTable('release_remotes', {
  remote: varchar('remote', { length: 16 }).primaryKey(),
  revision: integer('revision').notNull().default(0),
});

export const releaseVersions = pgTable(
  'release_versions',
  {
    remote: varchar('remote', { length: 16 })
      .notNull()
      .references(() => releaseRemotes.remote),
    version: varchar('version', { length: 40 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedBy: varchar('published_by', { length: 254 }).notNull(),
    /** Since when no channel has pointed at it (null while one does, or before any did). */
    unpointedSince: timestamp('unpointed_since', { withTimezone: true, mode: 'date' }),
    /** When its files were removed; it can no longer be pointed at. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version] }),
    // The one definition of a version (shared-contracts), written into the CHECK as a SQL string literal.
    check('release_versions_version_check', sql`${t.version} ~ ${sql.raw(`'${VERSION_PATTERN.source}'`)}`),
  ],
);

/** `stable` always names a version once the remote has one; `canary` only while a canary runs. */
export const releaseChannels = pgTable(
  'release_channels',
  {
    remote: varchar('remote', { length: 16 }).notNull(),
    channel: varchar('channel', { length: 8 }).$type<'stable' | 'canary'>().notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    /** The share of browsers on the canary, 1–100; 100 for stable. */
    percent: integer('percent').notNull(),
    /** Changes with each new canary version, so each rollout draws its own cohort. */
    rolloutId: uuid('rollout_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.channel] }),
    foreignKey({
      columns: [t.remote, t.version],
      foreignColumns: [releaseVersions.remote, releaseVersions.version],
    }),
    check('release_channels_channel_check', sql`${t.channel} in ('stable', 'canary')`),
    check('release_channels_percent_check', sql`${t.percent} between 1 and 100`),
  ],
);

export const releaseHistory = pgTable(
  'release_history',
  {
    id: serial('id').primaryKey(),
    remote: varchar('remote', { length: 16 }).notNull(),
    action: varchar('action', { length: 16 })
      .$type<'publish' | 'canary' | 'stop' | 'promote' | 'rollback' | 'pin'>()
      .notNull(),
    version: varchar('version', { length: 40 }),
    /** The stable version before this change, for a change of stable; what a rollback returns to. */
    previousStable: varchar('previous_stable', { length: 40 }),
    percent: integer('percent'),
    actor: varchar('actor', { length: 254 }).notNull(),
    reason: text('reason').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    revision: integer('revision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('release_history_remote_idx').on(t.remote, t.id),
    check(
      'release_history_action_check',
      sql`${t.action} in ('publish', 'canary', 'stop', 'promote', 'rollback', 'pin')`,
    ),
  ],
);

/** Loads and failures of each remote version, counted per minute, for the admin's view; nothing about browsers. */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    remote: varchar('remote', { length: 16 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.minute] }),
    index('remote_load_counts_minute_idx').on(t.minute),
  ],
);

/**
 * The same counts per browser and minute, which the automatic canary check judges (docs/releases.md): a browser
 * counts at most a page's worth a minute, and one client address for a few browsers. Both are keyed digests
 * (`modules/releases/tokens.ts`), never the cookie or the address itself; rows go after a week.
 */
export const remoteBrowserLoads = pgTable(
  'remote_browser_loads',
  {
    remote: varchar('remote', { length: 16 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    browser: varchar('browser', { length: 32 }).notNull(),
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    address: varchar('address', { length: 32 }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.browser, t.minute] }),
    index('remote_browser_loads_remote_minute_idx').on(t.remote, t.minute),
    index('remote_browser_loads_minute_idx').on(t.minute),
    check('remote_browser_loads_failures_check', sql`${t.failures} between 0 and ${t.loads}`),
  ],
);
