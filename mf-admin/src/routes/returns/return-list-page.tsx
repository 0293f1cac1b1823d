import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatNaira, RETURN_REASON_LABELS, RETURN_STATUSES, type ReturnStatus } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { AdminPageHeader, NoWrapCell } from '../../components/common/layout';
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
          <TableWrap>
            <Table aria-label="Returns by reason">
              <thead>
                <tr>
                  <th>Reason</th>
                  <th className="num">Returns</th>
                  <th className="num">Units</th>
                  <th className="num">Refunds</th>
                </tr>
              </thead>
              <tbody>
                {by_reason.map((r) => (
                  <tr key={r.reason}>
                    <td>{RETURN_REASON_LABELS[r.reason]}</td>
                    <td className="num">{r.returns}</td>
                    <td className="num">{r.units}</td>
                    <td className="num">{formatNaira(r.refund)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
          <TableWrap>
            <Table aria-label="Returns by product">
              <thead>
                <tr>
                  <th>Product</th>
                  <th className="num">Returns</th>
                  <th className="num">Units</th>
                  <th className="num">Refunds</th>
                </tr>
              </thead>
              <tbody>
                {by_product.map((p) => (
                  <tr key={p.product_id}>
                    <td>{p.product_name}</td>
                    <td className="num">{p.returns}</td>
                    <td className="num">{p.units}</td>
                    <td className="num">{formatNaira(p.refund)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
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
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Order</th>
                    <th>Customer</th>
                    <th>Items</th>
                    <th>Reason</th>
                    <th className="num">Refund</th>
                    <th>Status</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {page.results.map((r) => (
                    <tr key={r.id}>
                      <NoWrapCell>
                        <Link to={`/admin/orders/${r.order_id}`}>{r.order_number}</Link>
                        <br />
                        <Muted as="span">{formatDate(r.requested_at)}</Muted>
                      </NoWrapCell>
                      <td>{r.customer.name || r.customer.email}</td>
                      <td>{r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}</td>
                      <td>{RETURN_REASON_LABELS[r.reason]}</td>
                      <td className="num">{formatNaira(r.refund_total)}</td>
                      <td>
                        <StatusBadge status={r.status} />
                      </td>
                      <td>
                        <Button
                          $small
                          $variant="secondary"
                          onClick={() => setOpened(r.id)}
                          aria-label={`Open return ${r.id}`}
                        >
                          Open
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
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
