// Releases of the remotes (docs/releases.md): the registry's answers, the release actions and the shell's load
// reports. Kept out of the package's root export (like admin-reports.ts): import them by path.
import * as v from 'valibot';
import { VERSION_PATTERN } from './release-versions';
import { intInBody, noControlCharacters } from './common';

/** The remotes a release can name, as the runtime config names them. */
export const RELEASE_REMOTES = ['catalog', 'cart', 'account', 'admin'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

export { VERSION_PATTERN };

export const releaseRemoteSchema = v.picklist(RELEASE_REMOTES, 'Unknown remote');
export const releaseVersionSchema = v.pipe(
  v.string('version is required'),
  v.regex(VERSION_PATTERN, 'A version is 7 to 40 lowercase hex digits (a content hash or a commit)'),
);

export const releaseRemoteParamsSchema = v.object({ remote: releaseRemoteSchema });

/** Why a change was made: every change is recorded with it. */
const reasonSchema = v.pipe(
  v.string('reason is required'),
  v.trim(),
  v.minLength(1, 'Say why (reason)'),
  v.maxLength(500, 'reason must be at most 500 characters'),
  noControlCharacters(),
);

/** The registry's revision the change was decided on; a change made meanwhile makes it fail with 409. */
const expectedRevisionSchema = intInBody('expectedRevision', 0, 2_147_483_647);

/** POST admin/releases/:remote/versions: a version whose files are in place. */
export const registerVersionSchema = v.object({ version: releaseVersionSchema });
export type RegisterVersionInput = v.InferOutput<typeof registerVersionSchema>;

/** POST admin/releases/:remote/actions */
export const releaseActionSchema = v.variant('action', [
  v.object({
    action: v.literal('canary'),
    version: releaseVersionSchema,
    /** 0 stops the canary. */
    percent: intInBody('percent', 0, 100),
    reason: reasonSchema,
    expectedRevision: expectedRevisionSchema,
  }),
  v.object({
    action: v.picklist(['promote', 'rollback', 'stop'], 'Unknown action'),
    reason: reasonSchema,
    expectedRevision: expectedRevisionSchema,
  }),
  v.object({
    action: v.literal('pin'),
    version: releaseVersionSchema,
    reason: reasonSchema,
    expectedRevision: expectedRevisionSchema,
  }),
]);
export type ReleaseAction = v.InferOutput<typeof releaseActionSchema>;
export type ReleaseActionName = ReleaseAction['action'];

/**
 * At most this many of each in one report, and counted per browser, remote version and minute: a page's worth (a
 * page loads a remote a handful of times).
 */
export const MAX_REPORTED_PER_ENTRY = 50;

/**
 * The telemetry token: a JWT (HS256, audience `RELEASE_TOKEN_AUDIENCE`, at most `RELEASE_TOKEN_TTL_S` old) that the
 * shop's server signs with `RELEASE_TOKEN_SECRET` into each browser's runtime config (`telemetryToken`). It names the
 * browser's id (`sub`) and the version of each remote chosen for it. The API counts a report only under a token it
 * can verify, and only for the versions the token names (docs/releases.md, "Telemetry and the automatic stop").
 */
export const RELEASE_TOKEN_AUDIENCE = 'kasuwa-telemetry';
export const RELEASE_TOKEN_TTL_S = 24 * 60 * 60;
/** The key both sides derive from `RELEASE_TOKEN_SECRET` for the token (HMAC-SHA256 of this label). */
export const RELEASE_TOKEN_KEY_LABEL = 'kasuwa release token';
/** A browser id: a random UUID the shop's server made. */
export const BROWSER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const releaseTokenClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.regex(BROWSER_ID_PATTERN)),
  /** Remote → the version served to this browser. */
  versions: v.record(releaseRemoteSchema, releaseVersionSchema),
});
export type ReleaseTokenClaims = v.InferOutput<typeof releaseTokenClaimsSchema>;

/** POST telemetry/remotes: loads and failures of remote versions since the page's last report. */
export const remoteTelemetrySchema = v.object({
  token: v.pipe(
    v.string('token is required: the telemetryToken of the runtime config'),
    v.minLength(1, 'token is required: the telemetryToken of the runtime config'),
    v.maxLength(1024, 'token must be at most 1024 characters'),
    noControlCharacters(),
  ),
  reports: v.pipe(
    v.array(
      v.pipe(
        v.object({
          remote: releaseRemoteSchema,
          version: releaseVersionSchema,
          loads: intInBody('loads', 0, MAX_REPORTED_PER_ENTRY),
          failures: intInBody('failures', 0, MAX_REPORTED_PER_ENTRY),
        }),
        v.check((entry) => entry.failures <= entry.loads, 'failures must not be more than loads'),
      ),
      'reports must be a list',
    ),
    v.minLength(1, 'reports must not be empty'),
    v.maxLength(RELEASE_REMOTES.length * 2, 'Too many reports at once'),
  ),
});
export type RemoteTelemetry = v.InferOutput<typeof remoteTelemetrySchema>;

// ---------------------------------------------------------------- answers

const channelVersionSchema = v.object({
  version: v.string(),
  percent: v.number(),
  rolloutId: v.string(),
  startedAt: v.string(),
});

/** GET releases/current: what each remote's channels point at, for the server that writes the runtime config. */
export const currentReleasesSchema = v.object({
  remotes: v.array(
    v.object({
      remote: releaseRemoteSchema,
      stable: v.nullable(channelVersionSchema),
      canary: v.nullable(channelVersionSchema),
    }),
  ),
});
export type CurrentReleases = v.InferOutput<typeof currentReleasesSchema>;

const countsSchema = v.object({ loads: v.number(), failures: v.number(), failureRate: v.number() });
export type LoadCounts = v.InferOutput<typeof countsSchema>;

export const releaseHistoryEntrySchema = v.object({
  id: v.number(),
  remote: releaseRemoteSchema,
  action: v.picklist(['publish', 'canary', 'stop', 'promote', 'rollback', 'pin']),
  version: v.nullable(v.string()),
  previousStable: v.nullable(v.string()),
  percent: v.nullable(v.number()),
  actor: v.string(),
  reason: v.string(),
  automatic: v.boolean(),
  revision: v.number(),
  createdAt: v.string(),
});
export type ReleaseHistoryEntry = v.InferOutput<typeof releaseHistoryEntrySchema>;

export const remoteReleaseSchema = v.object({
  remote: releaseRemoteSchema,
  revision: v.number(),
  stable: v.nullable(channelVersionSchema),
  canary: v.nullable(channelVersionSchema),
  /** The newest versions first, with their loads and failures over the last hour and day. */
  versions: v.array(
    v.object({
      version: v.string(),
      publishedAt: v.string(),
      publishedBy: v.string(),
      removed: v.boolean(),
      lastHour: countsSchema,
      lastDay: countsSchema,
    }),
  ),
  history: v.array(releaseHistoryEntrySchema),
});
export type RemoteRelease = v.InferOutput<typeof remoteReleaseSchema>;

/** GET admin/releases */
export const releaseOverviewSchema = v.object({
  remotes: v.array(remoteReleaseSchema),
  /** The canary thresholds in force. */
  rule: v.object({
    minBrowsers: v.number(),
    ratio: v.number(),
    floor: v.number(),
    browsersPerAddress: v.number(),
  }),
});
export type ReleaseOverview = v.InferOutput<typeof releaseOverviewSchema>;

/** POST admin/releases/:remote/versions answers which old versions' files may now be removed. */
export const registeredVersionSchema = v.object({
  version: v.string(),
  created: v.boolean(),
  revision: v.number(),
  /** Versions no channel has pointed at for the grace period: their folders go. */
  removable: v.array(v.string()),
});
export type RegisteredVersion = v.InferOutput<typeof registeredVersionSchema>;

export const telemetryAnswerSchema = v.object({ accepted: v.number() });

/**
 * How long the shop's server trusts the registry's answer before it reads it again, in ms: a release or rollback
 * reaches every load made this long after it.
 */
export const RELEASES_TTL_MS = 1000;
