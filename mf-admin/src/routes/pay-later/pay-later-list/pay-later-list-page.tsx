import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira, PAY_LATER_STATUSES, type PayLaterPlan, type PayLaterStatus } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, Muted, Row } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
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
import { DataTable } from '../../../components/common/data-table';
import { AdminPageHeader } from '../../../components/common/layout';
import { ListResults } from '../../../components/common/list-page';
import { useSingleFlight } from '../../../hooks/use-single-flight';

const TABS = [
  { value: '' as const, label: 'All' },
  ...PAY_LATER_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
type PlanAction = 'approve' | 'reject' | 'record';

/** What each action asks, naming the order, and what happens if the admin says yes. */
const QUESTIONS: Record<
  PlanAction,
  {
    title: (plan: PayLaterPlan) => string;
    body: (plan: PayLaterPlan) => string;
    confirm: string;
    busy: string;
    loading: string;
    success: (plan: PayLaterPlan) => string;
    failure: string;
  }
> = {
  approve: {
    title: (plan) => `Approve the pay-later plan for ${plan.order_number}?`,
    body: (plan) =>
      `${plan.customer.name || plan.customer.email} pays ${formatNaira(plan.total)} in ${plan.instalments} instalments of ${formatNaira(plan.instalment_amount)}. The order is confirmed.`,
    confirm: 'Approve plan',
    busy: 'Approving…',
    loading: 'Approving plan...',
    success: (plan) => `Plan for ${plan.order_number} approved!`,
    failure: 'Failed to approve plan!',
  },
  reject: {
    title: (plan) => `Reject the pay-later plan for ${plan.order_number}?`,
    body: () => 'The order is cancelled and its items go back into stock. This cannot be undone.',
    confirm: 'Reject plan',
    busy: 'Rejecting…',
    loading: 'Rejecting plan...',
    success: (plan) => `Plan for ${plan.order_number} rejected`,
    failure: 'Failed to reject plan!',
  },
  record: {
    title: (plan) =>
      `Record an instalment of ${formatNaira(Math.min(plan.instalment_amount, plan.total - plan.amount_paid))} for ${plan.order_number}?`,
    body: (plan) =>
      `Instalment ${plan.paid_instalments + 1} of ${plan.instalments}; ${formatNaira(plan.amount_paid)} of ${formatNaira(plan.total)} is paid so far.`,
    confirm: 'Record instalment',
    busy: 'Recording…',
    loading: 'Recording instalment...',
    success: (plan) =>
      `Instalment of ${formatNaira(Math.min(plan.instalment_amount, plan.total - plan.amount_paid))} recorded!`,
    failure: 'Failed to record instalment!',
  },
};

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
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState<{ plan: PayLaterPlan; action: PlanAction } | null>(null);

  const perform = (plan: PayLaterPlan, action: PlanAction) =>
    run(async () => {
      const question = QUESTIONS[action];
      const task =
        action === 'approve'
          ? () => approve.mutateAsync(plan.id)
          : action === 'reject'
            ? () => reject.mutateAsync(plan.id)
            : () => record.mutateAsync({ id: plan.id });
      await withToast(task, {
        loading: question.loading,
        success: question.success(plan),
        error: (e) => errorMessage(e, question.failure),
      }).catch(() => undefined);
      setAsking(null);
    });

  const actionButton = (
    plan: PayLaterPlan,
    action: PlanAction,
    label: string,
    variant: 'primary' | 'danger' | 'secondary',
  ) => (
    <Button
      $small
      $variant={variant}
      disabled={pending}
      aria-label={`${label} ${action === 'record' ? 'for ' : ''}${plan.order_number}`}
      onClick={() => setAsking({ plan, action })}
    >
      {pending && asking?.plan.id === plan.id && asking.action === action ? QUESTIONS[action].busy : label}
    </Button>
  );

  const question = asking ? QUESTIONS[asking.action] : null;

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
        <ListResults query={plans} loading="Loading plans…" empty="No pay-later plans here.">
          {(items) => (
            <DataTable
              rows={items}
              rowKey={(plan) => plan.id}
              columns={[
                {
                  header: 'Order',
                  noWrap: true,
                  cell: (plan) => (
                    <>
                      <Link to={`/admin/orders/${plan.order_id}`}>{plan.order_number}</Link>
                      <br />
                      <Muted as="span">{formatDate(plan.created_at)}</Muted>
                    </>
                  ),
                },
                {
                  header: 'Customer',
                  cell: (plan) => (
                    <>
                      {plan.customer.name || plan.customer.email}
                      <br />
                      <Muted as="span">{plan.customer.email}</Muted>
                    </>
                  ),
                },
                { header: 'Status', cell: (plan) => <StatusBadge status={plan.status} /> },
                {
                  header: 'Instalments',
                  num: true,
                  cell: (plan) => (
                    <>
                      {plan.paid_instalments} / {plan.instalments}
                      <br />
                      <Muted as="span">{formatNaira(plan.instalment_amount)} each</Muted>
                    </>
                  ),
                },
                { header: 'Paid', num: true, cell: (plan) => formatNaira(plan.amount_paid) },
                { header: 'Total', num: true, cell: (plan) => formatNaira(plan.total) },
                {
                  header: <VisuallyHidden>Actions</VisuallyHidden>,
                  cell: (plan) => (
                    <Row $wrap={false} $justify="flex-end">
                      {plan.status === 'pending' ? (
                        <>
                          {actionButton(plan, 'approve', 'Approve', 'primary')}
                          {actionButton(plan, 'reject', 'Reject', 'danger')}
                        </>
                      ) : null}
                      {plan.status === 'approved'
                        ? actionButton(plan, 'record', 'Record instalment', 'secondary')
                        : null}
                    </Row>
                  ),
                },
              ]}
            />
          )}
        </ListResults>
      </Card>
      {asking && question ? (
        <ConfirmDialog
          title={question.title(asking.plan)}
          confirmLabel={pending ? question.busy : question.confirm}
          tone={asking.action === 'reject' ? 'danger' : 'primary'}
          pending={pending}
          onConfirm={() => void perform(asking.plan, asking.action)}
          onClose={() => {
            if (!pending) setAsking(null);
          }}
        >
          {question.body(asking.plan)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
