import type { ReleaseOverview } from 'shared-contracts/schemas/releases';
import { Banner } from 'shared-contracts/ui/banner';
import { formatDateTime } from '../../../../lib/format';
import { short } from '../../common/version-text';

const DAY_MS = 86_400_000;

/** Canaries the shop stopped by itself in the last day: the first thing an admin should see. */
export function AutomaticStops({ overview }: { overview: ReleaseOverview }) {
  const since = Date.now() - DAY_MS;
  const stops = overview.remotes.flatMap((release) =>
    release.history.filter((entry) => entry.automatic && Date.parse(entry.createdAt) > since),
  );
  if (stops.length === 0) return null;
  return (
    <Banner tone="warning">
      {stops.map((entry) => (
        <p key={entry.id}>
          The {entry.remote} canary {short(entry.version)} was stopped automatically at{' '}
          {formatDateTime(entry.createdAt)}: {entry.reason}
        </p>
      ))}
    </Banner>
  );
}
