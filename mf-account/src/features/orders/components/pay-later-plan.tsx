import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CANCELLED_BY_SHOPPER, formatNaira, type Order, type PayLaterSummary } from 'shared-contracts';
import { InstalmentTable } from 'shared-contracts/ui/instalment-table';
import { theme } from 'shared-contracts/ui/theme';
import { Badge } from 'shared-contracts/ui/badge';
import { PlanStatusBadge } from './order-status-badge';
import { instalmentsPaid, planMessages as m } from '../orders.messages';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  p {
    margin: 0;
    color: ${theme.muted};
    font-size: 0.9rem;
  }
`;

/**
 * A pay-later order's plan: its status and each instalment with its amount, due date and whether it is paid. Once
 * the order is cancelled nothing more is due: the instalments not paid read cancelled, and a shopper who cancelled
 * it is told so (not that the plan was refused).
 */
export function PayLaterPlan({
  plan,
  order,
}: {
  plan: PayLaterSummary;
  order: Pick<Order, 'status' | 'cancel_reason'>;
}) {
  const { formatMessage: t } = useIntl();
  const cancelled = order.status === 'cancelled';
  const byShopper = cancelled && order.cancel_reason === CANCELLED_BY_SHOPPER;
  return (
    <>
      <Head>
        {byShopper ? (
          <Badge $tone="neutral">{t(m.cancelled)}</Badge>
        ) : (
          <PlanStatusBadge status={plan.status} />
        )}
        <p>
          {t(instalmentsPaid, {
            paid: plan.paid_instalments,
            count: plan.instalments,
            amount: formatNaira(plan.amount_paid),
          })}
        </p>
      </Head>
      <p>{byShopper ? t(m.cancelledByYou) : t(m[plan.status])}</p>
      {plan.schedule && plan.schedule.length > 0 && (
        <InstalmentTable schedule={plan.schedule} paid={plan.paid_instalments} cancelled={cancelled} />
      )}
    </>
  );
}
