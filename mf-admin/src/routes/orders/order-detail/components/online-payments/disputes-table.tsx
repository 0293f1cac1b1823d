import { formatNaira, type PaymentDispute } from 'shared-contracts';
import { Muted } from 'shared-contracts/ui/layout';
import { DataTable } from '../../../../../components/common/data-table';
import { StatusBadge } from '../../../../../components/common/status-badge';
import { formatDateTime, humanize } from '../../../../../lib/format';
import { Heading } from './styles';

/** The chargebacks opened on the order's payments; they are answered in the Paystack dashboard. */
export function Disputes({ disputes }: { disputes: PaymentDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <>
      <Heading>Disputes</Heading>
      <DataTable
        label="Disputes"
        rows={disputes}
        rowKey={(d) => d.id}
        columns={[
          { header: 'Opened', noWrap: true, cell: (d) => formatDateTime(d.created_at) },
          {
            header: 'Status',
            cell: (d) => (
              <>
                <StatusBadge status={d.status} />
                {d.category ? (
                  <>
                    <br />
                    <Muted as="span">{humanize(d.category)}</Muted>
                  </>
                ) : null}
              </>
            ),
          },
          {
            header: 'Asked back',
            num: true,
            cell: (d) => (d.refund_amount === null ? '—' : formatNaira(d.refund_amount)),
          },
          { header: 'Answer by', noWrap: true, cell: (d) => (d.due_at ? formatDateTime(d.due_at) : '—') },
          {
            header: 'Outcome',
            cell: (d) =>
              d.resolved_at
                ? `${humanize((d.resolution ?? 'resolved').replaceAll('-', '_'))} · ${formatDateTime(d.resolved_at)}`
                : 'Answer it in the Paystack dashboard',
          },
        ]}
      />
    </>
  );
}
