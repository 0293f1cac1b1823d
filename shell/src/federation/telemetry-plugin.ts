import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RELEASE_MANIFEST } from 'shared-contracts/schemas/release-versions';

/**
 * Each remote load and failure, per remote version, reported to the API (docs/releases.md): the release registry
 * compares a canary's failure rate with stable's and stops a canary that fails. Counts only, sent by
 * `navigator.sendBeacon` a moment after they happen, or as the page is left; nothing about the shopper.
 * Nothing is counted while the browser is offline: a network that is down is not a release bug.
 */

/** The same cap the API puts on one report's counts. */
const MAX_PER_REPORT = 50;
const FLUSH_AFTER_MS = 1000;

/** A release's manifest names its version; a remote served any other way has none here. */
export const versionOfManifest = (url = ''): string | undefined => RELEASE_MANIFEST.exec(url)?.[1];

/** `remote@version` → [loads, failures], since the last report that was sent. */
const counts = new Map<string, [number, number]>();
/** Each remote's manifest on this page: one page load keeps one version of each. */
const manifests = new Map<string, string>();
let endpoint = '';
let scheduled = false;

/** Sends what has been counted; kept for later while offline or when the browser refuses the beacon. */
function flush() {
  scheduled = false;
  if (counts.size === 0 || !navigator.onLine) return;
  const reports = [...counts].map(([key, [loads, failures]]) => {
    const [remote, version] = key.split('@');
    return {
      remote,
      version,
      loads: Math.min(loads, MAX_PER_REPORT),
      failures: Math.min(failures, MAX_PER_REPORT),
    };
  });
  const body = new Blob([JSON.stringify({ reports })], { type: 'application/json' });
  if (navigator.sendBeacon(endpoint, body)) counts.clear();
}

function count(remote: string, failed: 0 | 1, manifest = manifests.get(remote)) {
  const version = versionOfManifest(manifest);
  if (!endpoint || !version || !navigator.onLine) return;
  const key = `${remote}@${version}`;
  const [loads, failures] = counts.get(key) ?? [0, 0];
  counts.set(key, [loads + 1 - failed, failures + failed]);
  if (!scheduled) {
    scheduled = true;
    setTimeout(flush, FLUSH_AFTER_MS);
  }
}

/**
 * Starts reporting for this page, with the remotes of its runtime config: in a browser that can send beacons only
 * (not on the server). Answers whether it reports.
 */
export function startRemoteTelemetry(apiBaseUrl: string, remotes: Record<string, string>): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  // What a page that is left within the second still holds goes with it.
  if (!endpoint) addEventListener('pagehide', flush);
  endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/telemetry/remotes`;
  for (const [name, url] of Object.entries(remotes)) manifests.set(name, url);
  return true;
}

/** A section that failed after its remote had loaded (it threw while rendering): the error boundary's report. */
export const reportRemoteFailure = (remote: string) => count(remote, 1);

/**
 * The federation runtime's side: every `loadRemote` ends in `afterLoadRemote`, with the error when it failed for
 * good (after the retry plugin's last attempt, and whatever `errorLoadRemote` could not recover).
 */
export default function telemetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kasuwa-telemetry',
    afterLoadRemote({ id, remote, error, recovered }) {
      const name = remote?.name ?? id.split('/')[0] ?? '';
      count(name, 0, remote?.entry);
      if (error !== undefined && !recovered) count(name, 1, remote?.entry);
    },
  };
}
