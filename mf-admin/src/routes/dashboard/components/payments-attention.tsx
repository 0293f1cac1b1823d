import { formatNaira } from 'shared-contracts';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { TextLink } from '../../../components/common/layout';
import { StatusBadge } from '../../../components/common/status-badge';
import { usePaymentsAttention } from '../../../hooks/api/payments';
import { formatDateTime } from '../../../lib/format';

/**
 * What the admin must act on at Paystack: refunds the card could not take back (they need the customer's bank
 * account, sent from the order's page) and disputes still open, soonest due first. Shown only when there are some.
 */
export function PaymentsAttention() {
  const attention = usePaymentsAttention();
  const data = attention.data;
  if (!data || (data.refunds.length === 0 && data.disputes.length === 0)) return null;
  return (
    <Card aria-labelledby="payments-attention">
      <CardTitle id="payments-attention">
        Refunds and disputes to act on ({data.refunds.length + data.disputes.length})
      </CardTitle>
      <TableWrap>
        <Table aria-label="Refunds and disputes to act on">
          <thead>
            <tr>
              <th>Order</th>
              <th>What</th>
              <th className="num">Amount</th>
              <th>Next step</th>
            </tr>
          </thead>
          <tbody>
            {data.refunds.map((r) => (
              <tr key={`refund-${r.id}`}>
                <td>
                  <TextLink to={`/admin/orders/${r.order_id}`}>{r.order_number}</TextLink>
                </td>
                <td>
                  Refund <StatusBadge status="needs_attention" />
                </td>
                <td className="num">{formatNaira(r.amount)}</td>
                <td>
                  <Muted as="span">
                    {r.retried_at
                      ? `Bank account sent ${formatDateTime(r.retried_at)}`
                      : 'Send the customer’s bank account from the order'}
                  </Muted>
                </td>
              </tr>
            ))}
            {data.disputes.map((d) => (
              <tr key={`dispute-${d.id}`}>
                <td>
                  <TextLink to={`/admin/orders/${d.order_id}`}>{d.order_number}</TextLink>
                </td>
                <td>
                  Dispute <StatusBadge status={d.status} />
                </td>
                <td className="num">{d.refund_amount === null ? '—' : formatNaira(d.refund_amount)}</td>
                <td>
                  <Muted as="span">
                    {d.due_at ? `Answer by ${formatDateTime(d.due_at)}` : 'Answer it'} in the Paystack
                    dashboard
                  </Muted>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Card>
  );
}
