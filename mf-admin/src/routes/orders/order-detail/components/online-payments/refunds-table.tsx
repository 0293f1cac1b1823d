import { formatNaira, type Refund } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from '../../../../../components/common/layout';
import { StatusBadge } from '../../../../../components/common/status-badge';
import { formatDateTime } from '../../../../../lib/format';
import { Heading } from './styles';

/** The refunds of the order's payments; one Paystack could not return to the card can go to a bank account. */
export function Refunds({
  refunds,
  retryPending,
  onRetry,
}: {
  refunds: Refund[];
  retryPending: boolean;
  onRetry: (refund: Refund) => void;
}) {
  if (refunds.length === 0) return null;
  return (
    <>
      <Heading>Refunds</Heading>
      <TableWrap>
        <Table aria-label="Refunds">
          <thead>
            <tr>
              <th>When</th>
              <th className="num">Amount</th>
              <th>Status</th>
              <th>Why</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id}>
                <NoWrapCell>{formatDateTime(r.created_at)}</NoWrapCell>
                <td className="num">{formatNaira(r.amount)}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td>
                  {r.reason}
                  {r.status === 'needs_attention' && (
                    <>
                      <br />
                      <Muted as="span">
                        {r.provider_note ?? 'Paystack could not return it to the card.'}
                      </Muted>
                      <br />
                      <Button $variant="secondary" onClick={() => onRetry(r)} disabled={retryPending}>
                        Send to the customer’s bank account
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}
