import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDateTime, formatNaira, type OrderRefund } from 'shared-contracts';
import { Badge } from 'shared-contracts/ui/badge';
import { theme } from 'shared-contracts/ui/theme';
import { refundMessages as m, refundOf } from '../orders.messages';

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
  pending: { label: m.pending, tone: 'warning' },
  processing: { label: m.processing, tone: 'warning' },
  needs_attention: { label: m.needs_attention, tone: 'warning' },
  processed: { label: m.processed, tone: 'success' },
  failed: { label: m.failed, tone: 'danger' },
} as const;

/** What the shopper should expect while a refund is not done yet. */
const WAITING: Partial<Record<keyof typeof REFUND_STATUS, (typeof m)[keyof typeof m]>> = {
  pending: m.waitingPending,
  processing: m.waitingProcessing,
  needs_attention: m.waitingNeedsAttention,
};

const Note = styled.span`
  flex-basis: 100%;
  color: ${theme.muted};
`;

/** Each refund of an order: how much, when it was asked for, and whether the money has gone back yet. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  const { formatMessage: t } = useIntl();
  if (refunds.length === 0) return null;
  return (
    <List aria-label={t(m.refunds)}>
      {refunds.map((refund) => {
        const waiting = WAITING[refund.status];
        return (
          <li key={refund.id}>
            <span>{t(refundOf, { amount: formatNaira(refund.amount) })}</span>
            <time dateTime={refund.created_at}>{formatDateTime(refund.created_at)}</time>
            <Badge $tone={REFUND_STATUS[refund.status].tone}>{t(REFUND_STATUS[refund.status].label)}</Badge>
            {waiting && <Note>{t(waiting)}</Note>}
          </li>
        );
      })}
    </List>
  );
}
