import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LABELS, type RemoteName } from 'shared-contracts';

/**
 * Each remote load and failure, per remote version, reported to the API (docs/releases.md): the release registry
 * compares a canary's failure rate with stable's and stops a canary that fails. Counts only, sent by
 * `navigator.sendBeacon` a moment after they happen and when the page is hidden; nothing about the shopper.
 * Nothing is counted while the browser is offline: a network that is down is not a release bug.
 */

/** A release's manifest: `<origin>/<version>/mf-manifest.json`. A remote served any other way has no version. */
const RELEASE_MANIFEST = /\/([0-9a-f]{7,40})\/mf-manifest\.json$/;
/** The same cap the API puts on one report's counts. */
const MAX_PER_REPORT = 50;
const FLUSH_AFTER_MS = 1000;

export const versionOfManifest = (url: string | undefined): string | null =>
  url ? (RELEASE_MANIFEST.exec(url)?.[1] ?? null) : null;

const isRemote = (name: string | undefined): name is RemoteName =>
  name !== undefined && Object.prototype.hasOwnProperty.call(REMOTE_LABELS, name);

export interface TelemetryEnvironment {
  online: () => boolean;
  send: (url: string, body: Blob) => boolean;
  schedule: (run: () => void, ms: number) => unknown;
}

const browserEnvironment = (): TelemetryEnvironment | null =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? {
        online: () => navigator.onLine !== false,
        send: (url, body) => navigator.sendBeacon(url, body),
        schedule: (run, ms) => setTimeout(run, ms),
      }
    : null;

interface Counts {
  remote: RemoteName;
  version: string;
  loads: number;
  failures: number;
}

export class RemoteTelemetry {
  private readonly counts = new Map<string, Counts>();
  private scheduled = false;
  /** Each remote's version on this page, by the manifest it was registered with. */
  private readonly versions = new Map<RemoteName, string>();

  constructor(
    private readonly endpoint: string,
    private readonly environment: TelemetryEnvironment,
  ) {}

  /** The remotes of this page's config; one page load keeps one version of each. */
  register(remotes: Record<string, string>): void {
    for (const [name, url] of Object.entries(remotes)) {
      const version = versionOfManifest(url);
      if (isRemote(name) && version) this.versions.set(name, version);
    }
  }

  load(remote: string, manifest?: string): void {
    this.count(remote, manifest, 'loads');
  }

  failure(remote: string, manifest?: string): void {
    this.count(remote, manifest, 'failures');
  }

  private count(remote: string, manifest: string | undefined, what: 'loads' | 'failures'): void {
    if (!isRemote(remote) || !this.environment.online()) return;
    const version = versionOfManifest(manifest) ?? this.versions.get(remote);
    if (!version) return;
    const key = `${remote}@${version}`;
    const counts = this.counts.get(key) ?? { remote, version, loads: 0, failures: 0 };
    counts[what] += 1;
    this.counts.set(key, counts);
    if (!this.scheduled) {
      this.scheduled = true;
      this.environment.schedule(() => this.flush(), FLUSH_AFTER_MS);
    }
  }

  /** Sends what has been counted; kept for later while offline or when the browser refuses the beacon. */
  flush(): void {
    this.scheduled = false;
    if (this.counts.size === 0 || !this.environment.online()) return;
    const reports = [...this.counts.values()].map((counts) => ({
      ...counts,
      loads: Math.min(counts.loads, MAX_PER_REPORT),
      failures: Math.min(counts.failures, MAX_PER_REPORT),
    }));
    const body = new Blob([JSON.stringify({ reports })], { type: 'application/json' });
    if (this.environment.send(this.endpoint, body)) this.counts.clear();
  }
}

let telemetry: RemoteTelemetry | null = null;

/** Starts reporting for this page (in the browser only), with the remotes of its runtime config. */
export function startRemoteTelemetry(
  apiBaseUrl: string,
  remotes: Record<string, string>,
): RemoteTelemetry | null {
  const environment = browserEnvironment();
  if (!environment) return null;
  if (!telemetry) {
    telemetry = new RemoteTelemetry(`${apiBaseUrl.replace(/\/+$/, '')}/telemetry/remotes`, environment);
    const flush = () => telemetry?.flush();
    addEventListener('pagehide', flush);
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  telemetry.register(remotes);
  return telemetry;
}

/** A section that failed after its remote had loaded (it threw while rendering): the error boundary's report. */
export function reportRemoteFailure(remote: RemoteName): void {
  telemetry?.failure(remote);
}

/**
 * The federation runtime's side: every `loadRemote` ends in `afterLoadRemote`, with the error when it failed for
 * good (after the retry plugin's last attempt, and whatever `errorLoadRemote` could not recover).
 */
export default function telemetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kasuwa-telemetry',
    afterLoadRemote({ id, remote, error, recovered }) {
      const name = remote?.name ?? id.split('/')[0] ?? '';
      telemetry?.load(name, remote?.entry);
      if (error !== undefined && !recovered) telemetry?.failure(name, remote?.entry);
    },
  };
}
