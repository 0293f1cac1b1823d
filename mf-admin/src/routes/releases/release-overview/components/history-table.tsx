import type { ReleaseHistoryEntry } from 'shared-contracts/schemas/releases';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from '../../../../components/common/layout';
import { formatDateTime, humanize } from '../../../../lib/format';
import { Versions, short } from '../../common/version-text';

/** The latest changes to a remote's channels, folded away until asked for. */
export function HistoryTable({ history }: { history: ReleaseHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <details>
      <summary>History ({history.length} latest changes)</summary>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>When</th>
              <th>Change</th>
              <th>Who</th>
              <th>Why</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id}>
                <NoWrapCell>{formatDateTime(entry.createdAt)}</NoWrapCell>
                <td>
                  {humanize(entry.action)} <Versions>{short(entry.version)}</Versions>
                  {entry.action === 'canary' && entry.percent !== null ? ` at ${entry.percent}%` : ''}
                </td>
                <td>{entry.actor}</td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </details>
  );
}
