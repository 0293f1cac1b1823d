import { formatNaira } from 'shared-contracts';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { TextLink } from '../../../components/common/layout';
import { usePaymentsToReview } from '../../../hooks/api/payments';
import { formatDateTime } from '../../../lib/format';

/**
 * Online payments whose success did not match their order (amount, currency, reference): the order was not marked
 * paid, and someone must look. Shown only when there are some.
 */
export function PaymentsToReview() {
  const review = usePaymentsToReview();
  if (!review.data || review.data.length === 0) return null;
  return (
    <Card aria-labelledby="payments-to-review">
      <CardTitle id="payments-to-review">Payments to review</CardTitle>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>Order</th>
              <th>Reference</th>
              <th className="num">Amount</th>
              <th>Why</th>
              <th>Started</th>
            </tr>
          </thead>
          <tbody>
            {review.data.map((p) => (
              <tr key={p.id}>
                <td>
                  <TextLink to={`/admin/orders/${p.order_id}`}>{p.order_number}</TextLink>
                </td>
                <td>{p.reference}</td>
                <td className="num">{formatNaira(p.amount)}</td>
                <td>
                  <Muted as="span">{p.reason ?? 'Needs review'}</Muted>
                </td>
                <td>{formatDateTime(p.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Card>
  );
}
