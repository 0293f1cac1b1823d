// Which version of each remote a browser gets (docs/releases.md): the registry's stable version, or its canary when
// the browser's cohort for that rollout falls under the canary's percentage.
import { createHash } from 'node:crypto';
import type { RemoteName } from '../../../lib/runtime-config';
import { releaseManifestUrl, VERSION_PATTERN } from 'shared-contracts/schemas/release-versions';

/** The registry's answer (GET /api/releases/current), as far as the choice needs it. */
export interface CurrentReleases {
  remotes: {
    remote: string;
    stable: { version: string } | null;
    canary: { version: string; percent: number; rolloutId: string } | null;
  }[];
}

export interface ChosenVersion {
  version: string;
  channel: 'stable' | 'canary';
}

export type ChosenVersions = Partial<Record<string, ChosenVersion>>;

/** The browser's 0–99 cohort in one rollout: the same browser and rollout always give the same number. */
export function cohortOf(browserId: string, rolloutId: string): number {
  return createHash('sha256').update(`${browserId}\0${rolloutId}`).digest().readUInt32BE(0) % 100;
}

/**
 * Each remote's version for this browser, or nothing for a remote the registry has no stable version of (it is then
 * loaded from its folder's current build, as the deployment's config names it).
 */
export function chooseVersions(current: CurrentReleases | null, browserId: string): ChosenVersions {
  const chosen: ChosenVersions = {};
  for (const { remote, stable, canary } of current?.remotes ?? []) {
    if (!stable || !VERSION_PATTERN.test(stable.version)) continue;
    const onCanary =
      canary &&
      VERSION_PATTERN.test(canary.version) &&
      cohortOf(browserId, canary.rolloutId) < canary.percent;
    chosen[remote] = onCanary
      ? { version: canary.version, channel: 'canary' }
      : { version: stable.version, channel: 'stable' };
  }
  return chosen;
}

/** `remotes` (name → manifest URL) with each chosen remote pointing at its version's manifest. */
export function withVersions<T extends Partial<Record<RemoteName, string>>>(
  remotes: T,
  chosen: ChosenVersions,
): T {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => {
      const version = chosen[name]?.version;
      return [name, version && url ? releaseManifestUrl(url, version) : url];
    }),
  ) as T;
}
