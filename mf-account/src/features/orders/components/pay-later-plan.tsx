import styled from 'styled-components';
import { formatDate, formatNaira, type PayLaterSummary } from 'shared-contracts';
import { Table, TableWrap } from 'shared-contracts/ui/table';
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
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">Instalment</th>
                <th scope="col">Due</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {plan.schedule.map((instalment) => (
                <tr key={instalment.number}>
                  <td>
                    {instalment.number} of {plan.instalments}
                  </td>
                  <td>{formatDate(instalment.due_date)}</td>
                  <td className="num">{formatNaira(instalment.amount)}</td>
                  <td>{instalment.number <= plan.paid_instalments ? 'Paid' : 'Due'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </>
  );
}
