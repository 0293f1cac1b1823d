import type { RemoteRelease } from 'shared-contracts/schemas/releases';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { formatDateTime } from '../../../../lib/format';
import { Versions, short } from '../../common/version-text';

/** Which version is stable, and which canary runs on how many shoppers since when. */
export function ChannelSummary({ release }: { release: RemoteRelease }) {
  return (
    <DescriptionList $compact>
      <dt>Stable</dt>
      <dd>
        {release.stable ? <Versions>{short(release.stable.version)}</Versions> : 'None yet: served as built'}
      </dd>
      <dt>Canary</dt>
      <dd>
        {release.canary ? (
          <>
            <Versions>{short(release.canary.version)}</Versions> on {release.canary.percent}% of shoppers
            since {formatDateTime(release.canary.startedAt)}
          </>
        ) : (
          'None'
        )}
      </dd>
    </DescriptionList>
  );
}
