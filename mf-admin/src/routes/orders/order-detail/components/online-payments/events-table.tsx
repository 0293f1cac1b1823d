import type { PaymentEvent } from 'shared-contracts';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from '../../../../../components/common/layout';
import { formatDateTime, humanize } from '../../../../../lib/format';
import { Heading } from './styles';

/** What the provider told the shop about the order's payments (webhooks and verifications), and what came of it. */
export function Events({ events }: { events: PaymentEvent[] }) {
  if (events.length === 0) return null;
  return (
    <>
      <Heading>Events</Heading>
      <TableWrap>
        <Table aria-label="Payment events">
          <thead>
            <tr>
              <th>When</th>
              <th>From</th>
              <th>Event</th>
              <th>Signature</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <NoWrapCell>{formatDateTime(e.created_at)}</NoWrapCell>
                <td>{humanize(e.source)}</td>
                <td>{e.event}</td>
                <td>{e.signature_valid === null ? '—' : e.signature_valid ? 'Valid' : 'Invalid'}</td>
                <td>{e.outcome}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}
