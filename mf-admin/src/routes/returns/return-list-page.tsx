import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira, RETURN_REASON_LABELS, RETURN_STATUSES, type ReturnStatus } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { DataTable, type Column } from '../../components/common/data-table';
import { AdminPageHeader } from '../../components/common/layout';
import { PagedResults } from '../../components/common/list-page';
import { StatusBadge } from '../../components/common/status-badge';
import { FilterTabs } from '../../components/common/tabs';
import { useReturns, useReturnsReport, useReturnsWaiting } from '../../hooks/api/returns';
import { useListParams } from '../../hooks/use-list-params';
import { formatDate, humanize } from '../../lib/format';
import { ReturnPanel } from './return-panel';

const TABS = [
  { value: '' as const, label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
const isStatus = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value);

/** The report's figures, the same for a reason and for a product. */
const FIGURES: Column<{ returns: number; units: number; refund: number }>[] = [
  { header: 'Returns', num: true, cell: (row) => row.returns },
  { header: 'Units', num: true, cell: (row) => row.units },
  { header: 'Refunds', num: true, cell: (row) => formatNaira(row.refund) },
];

function Report() {
  const report = useReturnsReport(30);
  if (!report.data) return null;
  const { by_reason, by_product } = report.data;
  return (
    <Card aria-labelledby="returns-report">
      <CardTitle id="returns-report">Last 30 days</CardTitle>
      {by_reason.length === 0 ? (
        <Muted>No returns in the last 30 days.</Muted>
      ) : (
        <>
          <DataTable
            label="Returns by reason"
            rows={by_reason}
            rowKey={(r) => r.reason}
            columns={[{ header: 'Reason', cell: (r) => RETURN_REASON_LABELS[r.reason] }, ...FIGURES]}
          />
          <DataTable
            label="Returns by product"
            rows={by_product}
            rowKey={(p) => p.product_id}
            columns={[{ header: 'Product', cell: (p) => p.product_name }, ...FIGURES]}
          />
        </>
      )}
    </Card>
  );
}

/** /admin/returns: the queue (by status), each return's next step in a side panel, and the report. */
export default function ReturnListPage() {
  const params = useListParams<'status' | 'open'>();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const returns = useReturns({ status: status || undefined, page: params.page });
  const waiting = useReturnsWaiting();
  const openParam = Number(params.get('open'));
  const [opened, setOpened] = useState<number | null>(null);
  const open = opened ?? (Number.isInteger(openParam) && openParam > 0 ? openParam : null);

  return (
    <>
      <AdminPageHeader
        title="Returns"
        subtitle={
          waiting.data
            ? `${waiting.data.requested} to decide on, ${waiting.data.received} received and waiting for a refund.`
            : 'Items shoppers send back: approve or reject, receive, refund.'
        }
      />
      <Card>
        <FilterTabs
          label="Return status"
          options={TABS}
          value={status}
          onChange={(value) => params.set('status', value)}
        />
        <PagedResults query={returns} params={params} loading="Loading returns…" empty="No returns here.">
          {(page) => (
            <DataTable
              rows={page.results}
              rowKey={(r) => r.id}
              columns={[
                {
                  header: 'Order',
                  noWrap: true,
                  cell: (r) => (
                    <>
                      <Link to={`/admin/orders/${r.order_id}`}>{r.order_number}</Link>
                      <br />
                      <Muted as="span">{formatDate(r.requested_at)}</Muted>
                    </>
                  ),
                },
                { header: 'Customer', cell: (r) => r.customer.name || r.customer.email },
                {
                  header: 'Items',
                  cell: (r) => r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', '),
                },
                { header: 'Reason', cell: (r) => RETURN_REASON_LABELS[r.reason] },
                { header: 'Refund', num: true, cell: (r) => formatNaira(r.refund_total) },
                { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
                {
                  header: null,
                  cell: (r) => (
                    <Button
                      $small
                      $variant="secondary"
                      onClick={() => setOpened(r.id)}
                      aria-label={`Open return ${r.id}`}
                    >
                      Open
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </PagedResults>
      </Card>
      <Report />
      {open !== null && (
        <ReturnPanel
          id={open}
          onClose={() => {
            setOpened(null);
            params.set('open', '');
          }}
        />
      )}
    </>
  );
}
