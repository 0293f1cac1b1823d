import styled from 'styled-components';
import { CANCELLED_BY_SHOPPER, formatNaira, type Order, type PayLaterSummary } from 'shared-contracts';
import { InstalmentTable } from 'shared-contracts/ui/instalment-table';
import { theme } from 'shared-contracts/ui/theme';
import { Badge } from 'shared-contracts/ui/badge';
import { PlanStatusBadge } from './order-status-badge';

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

const PLAN_TEXT = {
  pending: 'We are reviewing your plan; your order ships once it is approved.',
  approved: 'Your plan is approved. Pay each instalment by its due date.',
  rejected: 'Your plan was not approved, so the order was cancelled.',
  completed: 'Every instalment is paid. Thank you!',
} as const;

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
  const cancelled = order.status === 'cancelled';
  const byShopper = cancelled && order.cancel_reason === CANCELLED_BY_SHOPPER;
  return (
    <>
      <Head>
        {byShopper ? <Badge $tone="neutral">Cancelled</Badge> : <PlanStatusBadge status={plan.status} />}
        <p>
          {plan.paid_instalments} of {plan.instalments} instalments paid ({formatNaira(plan.amount_paid)})
        </p>
      </Head>
      <p>
        {byShopper ? 'You cancelled this order, so nothing more is due on its plan.' : PLAN_TEXT[plan.status]}
      </p>
      {plan.schedule && plan.schedule.length > 0 && (
        <InstalmentTable schedule={plan.schedule} paid={plan.paid_instalments} cancelled={cancelled} />
      )}
    </>
  );
}
