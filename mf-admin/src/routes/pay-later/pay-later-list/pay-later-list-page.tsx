import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  formatNaira,
  PAY_LATER_STATUSES,
  withToast,
  type PayLaterPlan,
  type PayLaterStatus,
} from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, Muted, Row } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { StatusBadge } from '../../../components/common/status-badge';
import { FilterTabs } from '../../../components/common/tabs';
import {
  useApprovePlan,
  usePayLaterPlans,
  useRecordInstalment,
  useRejectPlan,
} from '../../../hooks/api/pay-later';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDate, humanize } from '../../../lib/format';
import { AdminPageHeader } from '../../../components/common/layout';
import { loadErrorMessage } from '../../../lib/load-error';

const TABS = [
  { value: '' as const, label: 'All' },
  ...PAY_LATER_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
const isStatus = (value: string): value is PayLaterStatus =>
  (PAY_LATER_STATUSES as readonly string[]).includes(value);

export default function PayLaterListPage() {
  const params = useListParams<'status'>();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const plans = usePayLaterPlans(status || undefined);
  const approve = useApprovePlan();
  const reject = useRejectPlan();
  const record = useRecordInstalment();
  const [toReject, setToReject] = useState<PayLaterPlan | null>(null);
  const busy = approve.isPending || reject.isPending || record.isPending;

  const run = (task: () => Promise<unknown>, loading: string, success: string, failure: string) =>
    withToast(task, { loading, success, error: (e) => errorMessage(e, failure) }).catch(() => undefined);

  return (
    <>
      <AdminPageHeader
        title="Pay-later"
        subtitle="Orders paid in instalments: approve or reject plans and record payments."
      />
      <Card>
        <FilterTabs
          label="Plan status"
          options={TABS}
          value={status}
          onChange={(value) => params.set('status', value)}
        />
        {plans.isPending ? (
          <LoadingState label="Loading plans…" />
        ) : plans.isError ? (
          <ErrorState compact message={loadErrorMessage(plans.error)} onRetry={() => void plans.refetch()} />
        ) : plans.data.length === 0 ? (
          <EmptyState compact>No pay-later plans here.</EmptyState>
        ) : (
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Customer</th>
                  <th>Status</th>
                  <th className="num">Instalments</th>
                  <th className="num">Paid</th>
                  <th className="num">Total</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {plans.data.map((plan) => (
                  <tr key={plan.id}>
                    <td>
                      <Link to={`/admin/orders/${plan.order_id}`}>{plan.order_number}</Link>
                      <br />
                      <Muted as="span">{formatDate(plan.created_at)}</Muted>
                    </td>
                    <td>
                      {plan.customer.name || plan.customer.email}
                      <br />
                      <Muted as="span">{plan.customer.email}</Muted>
                    </td>
                    <td>
                      <StatusBadge status={plan.status} />
                    </td>
                    <td className="num">
                      {plan.paid_instalments} / {plan.instalments}
                      <br />
                      <Muted as="span">{formatNaira(plan.instalment_amount)} each</Muted>
                    </td>
                    <td className="num">{formatNaira(plan.amount_paid)}</td>
                    <td className="num">{formatNaira(plan.total)}</td>
                    <td>
                      <Row $wrap={false} $justify="flex-end">
                        {plan.status === 'pending' ? (
                          <>
                            <Button
                              $small
                              $variant="primary"
                              disabled={busy}
                              aria-label={`Approve ${plan.order_number}`}
                              onClick={() =>
                                void run(
                                  () => approve.mutateAsync(plan.id),
                                  'Approving plan...',
                                  `Plan for ${plan.order_number} approved!`,
                                  'Failed to approve plan!',
                                )
                              }
                            >
                              Approve
                            </Button>
                            <Button
                              $small
                              $variant="danger"
                              disabled={busy}
                              aria-label={`Reject ${plan.order_number}`}
                              onClick={() => setToReject(plan)}
                            >
                              Reject
                            </Button>
                          </>
                        ) : null}
                        {plan.status === 'approved' ? (
                          <Button
                            $variant="secondary"
                            $small
                            disabled={busy}
                            aria-label={`Record instalment for ${plan.order_number}`}
                            onClick={() =>
                              void run(
                                () => record.mutateAsync({ id: plan.id }),
                                'Recording instalment...',
                                `Instalment of ${formatNaira(plan.instalment_amount)} recorded!`,
                                'Failed to record instalment!',
                              )
                            }
                          >
                            Record instalment
                          </Button>
                        ) : null}
                      </Row>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Card>
      {toReject ? (
        <ConfirmDialog
          title={`Reject the plan for ${toReject.order_number}?`}
          confirmLabel="Reject plan"
          onConfirm={() => {
            const plan = toReject;
            setToReject(null);
            void run(
              () => reject.mutateAsync(plan.id),
              'Rejecting plan...',
              `Plan for ${plan.order_number} rejected`,
              'Failed to reject plan!',
            );
          }}
          onClose={() => setToReject(null)}
        >
          The customer will need another way to pay for this order.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
