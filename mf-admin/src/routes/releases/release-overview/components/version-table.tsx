import type { LoadCounts, RemoteRelease } from 'shared-contracts/schemas/releases';
import { Badge } from 'shared-contracts/ui/badge';
import { Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from '../../../../components/common/layout';
import { formatDateTime } from '../../../../lib/format';
import { Versions, short } from '../../common/version-text';

const rateText = (counts: LoadCounts) =>
  counts.loads === 0 ? '—' : `${(counts.failureRate * 100).toFixed(1)}% of ${counts.loads}`;

/** Every published version of a remote, its channel, and how often its loads failed. */
export function VersionTable({ release }: { release: RemoteRelease }) {
  if (release.versions.length === 0) return <Muted>No version published yet.</Muted>;
  const channelOf = (version: string) =>
    version === release.stable?.version ? 'stable' : version === release.canary?.version ? 'canary' : null;
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>Version</th>
            <th>Published</th>
            <th className="num">Failed, last hour</th>
            <th className="num">Failed, last day</th>
          </tr>
        </thead>
        <tbody>
          {release.versions.map((version) => {
            const channel = channelOf(version.version);
            return (
              <tr key={version.version}>
                <NoWrapCell>
                  <Versions>{short(version.version)}</Versions>{' '}
                  {channel ? (
                    <Badge $tone={channel === 'stable' ? 'success' : 'warning'}>{channel}</Badge>
                  ) : null}
                  {version.removed ? <Badge>removed</Badge> : null}
                </NoWrapCell>
                <td>
                  {formatDateTime(version.publishedAt)}
                  <br />
                  <Muted as="span">{version.publishedBy}</Muted>
                </td>
                <td className="num">{rateText(version.lastHour)}</td>
                <td className="num">{rateText(version.lastDay)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
