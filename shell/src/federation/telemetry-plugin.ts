import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { releaseVersionOfManifest } from 'shared-contracts/schemas/release-versions';
import { loadRuntimeConfig } from '../lib/runtime-config';

/**
 * Each remote load and failure, per remote version, reported to the API (docs/releases.md): the release registry
 * compares the share of browsers a canary fails for with stable's and stops a canary that fails. Counts only, sent
 * by `navigator.sendBeacon` a moment after they happen, or as the page is left, with the browser's telemetry token:
 * the shop's server signed into it the versions it chose for this browser, and the API counts nothing else.
 * Nothing is counted while the browser is offline: a network that is down is not a release bug.
 */

/** The same cap the API puts on one report's counts. */
const MAX_PER_REPORT = 50;
const FLUSH_AFTER_MS = 1000;

/** `remote@version` → [loads, failures], since the last report that was sent. */
const counts = new Map<string, [number, number]>();
/** Each remote's manifest on this page: one page load keeps one version of each. */
const manifests = new Map<string, string>();
let endpoint = '';
let scheduled = false;
let token: string | undefined;
let asking: Promise<void> | undefined;

/**
 * This browser's token, when the page's config had none: a page rendered on the server is cached for every browser,
 * so the token comes from this browser's own /runtime-config.json, asked for once something is to be reported.
 */
function askForToken(): Promise<void> {
  asking ??= loadRuntimeConfig()
    .then((config) => {
      if (config.telemetryToken !== undefined) token = config.telemetryToken;
    })
    .catch(() => undefined)
    .finally(() => {
      // Asked again by the next count if this answer had none (offline, say).
      if (!token) asking = undefined;
    });
  return asking;
}

/** Sends what has been counted; kept for later while offline, without a token, or when the browser refuses. */
function flush() {
  scheduled = false;
  if (counts.size === 0 || !navigator.onLine || !token) return;
  const reports = [...counts].map(([key, [loads, failures]]) => {
    const [remote, version] = key.split('@');
    const capped = Math.min(loads, MAX_PER_REPORT);
    // A section that fails while it renders failed a load counted in an earlier report: never more failures than
    // loads in one report, which the API refuses.
    return {
      remote,
      version,
      loads: Math.max(capped, Math.min(failures, MAX_PER_REPORT)),
      failures: Math.min(failures, MAX_PER_REPORT),
    };
  });
  const body = new Blob([JSON.stringify({ token, reports })], { type: 'application/json' });
  if (navigator.sendBeacon(endpoint, body)) counts.clear();
}

function count(remote: string, failed: 0 | 1, manifest = manifests.get(remote)) {
  // Only a release's manifest names a version the browser's token holds; a remote served any other way is not counted.
  const version = manifest ? releaseVersionOfManifest(manifest) : null;
  if (!endpoint || !version || !navigator.onLine) return;
  const key = `${remote}@${version}`;
  const [loads, failures] = counts.get(key) ?? [0, 0];
  counts.set(key, [loads + 1 - failed, failures + failed]);
  const ready = token ? Promise.resolve() : askForToken();
  if (!scheduled) {
    scheduled = true;
    setTimeout(() => void ready.then(flush), FLUSH_AFTER_MS);
  }
}

/**
 * Starts reporting for this page, with the remotes and the telemetry token of its runtime config: in a browser that
 * can send beacons only (not on the server). Answers whether it reports.
 */
export function startRemoteTelemetry(
  apiBaseUrl: string,
  remotes: Record<string, string>,
  telemetryToken?: string,
): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  if (telemetryToken) token = telemetryToken;
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
