import styled from 'styled-components';
import { formatDateTime, formatNaira, type OrderRefund } from 'shared-contracts';
import { Badge } from 'shared-contracts/ui/badge';
import { theme } from 'shared-contracts/ui/theme';

const List = styled.ul`
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: 0.9rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
  }
  time {
    color: ${theme.muted};
  }
`;

const REFUND_STATUS = {
  pending: { label: 'Pending', tone: 'warning' },
  processed: { label: 'Processed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const;

/** Each refund of an order: how much, when it was asked for, and whether the money has gone back yet. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <List aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id}>
          <span>Refund of {formatNaira(refund.amount)}</span>
          <time dateTime={refund.created_at}>{formatDateTime(refund.created_at)}</time>
          <Badge $tone={REFUND_STATUS[refund.status].tone}>{REFUND_STATUS[refund.status].label}</Badge>
        </li>
      ))}
    </List>
  );
}
