import styled from 'styled-components';
import { formatNaira, type PayLaterSummary } from 'shared-contracts';
import { InstalmentTable } from 'shared-contracts/ui/instalment-table';
import { theme } from 'shared-contracts/ui/theme';
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

/** A pay-later order's plan: its status and each instalment with its amount, due date and whether it is paid. */
export function PayLaterPlan({ plan }: { plan: PayLaterSummary }) {
  return (
    <>
      <Head>
        <PlanStatusBadge status={plan.status} />
        <p>
          {plan.paid_instalments} of {plan.instalments} instalments paid ({formatNaira(plan.amount_paid)})
        </p>
      </Head>
      <p>{PLAN_TEXT[plan.status]}</p>
      {plan.schedule && plan.schedule.length > 0 && (
        <InstalmentTable schedule={plan.schedule} paid={plan.paid_instalments} />
      )}
    </>
  );
}
