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
  processing: { label: 'On its way', tone: 'warning' },
  needs_attention: { label: 'Needs your bank details', tone: 'warning' },
  processed: { label: 'Processed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const;

/** What the shopper should expect while a refund is not done yet. */
const WAITING: Partial<Record<keyof typeof REFUND_STATUS, string>> = {
  pending:
    'Your refund has been started. Depending on your bank it can take up to 10 working days to reach you.',
  processing:
    'Your refund is on its way. Depending on your bank it can take up to 10 working days to reach you.',
  needs_attention:
    'Your card could not take this refund back. We will contact you for the bank account to send it to.',
};

const Note = styled.span`
  flex-basis: 100%;
  color: ${theme.muted};
`;

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
          {WAITING[refund.status] && <Note>{WAITING[refund.status]}</Note>}
        </li>
      ))}
    </List>
  );
}
