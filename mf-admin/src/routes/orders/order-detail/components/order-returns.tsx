import { formatNaira, RETURN_REASON_LABELS, type OrderReturn } from 'shared-contracts';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { TextLink } from '../../../../components/common/layout';
import { StatusBadge } from '../../../../components/common/status-badge';
import { formatDateTime } from '../../../../lib/format';

/** The order's returns, each opening in the Returns queue. */
export function OrderReturns({ returns }: { returns: readonly OrderReturn[] }) {
  if (returns.length === 0) return null;
  return (
    <Card aria-labelledby="order-returns">
      <CardTitle id="order-returns">Returns</CardTitle>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>Items</th>
              <th>Reason</th>
              <th className="num">Refund</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((r) => (
              <tr key={r.id}>
                <td>
                  <TextLink to={`/admin/returns?open=${r.id}`}>
                    {r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}
                  </TextLink>
                  <br />
                  <Muted as="span">{formatDateTime(r.requested_at)}</Muted>
                </td>
                <td>{RETURN_REASON_LABELS[r.reason]}</td>
                <td className="num">{formatNaira(r.refund_total)}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Card>
  );
}
