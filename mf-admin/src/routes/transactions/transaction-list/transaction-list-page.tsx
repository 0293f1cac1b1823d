import {
  formatNaira,
  lagosToday,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from 'shared-contracts';
import { errorMessage, notify } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import {
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionListQuery,
  type TransactionStatus,
} from 'shared-contracts/schemas/admin-reports';
import { TRANSACTION_KIND_LABELS, transactionsCsv } from 'shared-contracts/report-csv';
import { Link } from 'react-router-dom';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input } from 'shared-contracts/ui/field';
import styled from 'styled-components';
import { Card, Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { AdminPageHeader, NoWrapCell } from '../../../components/common/layout';
import { FilterSelect, ListFilters, PagedResults } from '../../../components/common/list-page';
import { StatusBadge } from '../../../components/common/status-badge';
import { useTransactions } from '../../../hooks/api/reports';
import { useListParams } from '../../../hooks/use-list-params';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { downloadCsv } from '../../../lib/csv';
import { formatDateTime, humanize } from '../../../lib/format';

const PAGE_SIZE = 20;

const DateField = styled(Field)`
  flex: 0 1 170px;
`;
/** The CSV holds every matching line, fetched this many at a time. */
const EXPORT_PAGE_SIZE = 100;
const STATUS_TABS = [
  { value: '' as const, label: 'All' },
  ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
const isStatus = (value: string): value is TransactionStatus =>
  (TRANSACTION_STATUSES as readonly string[]).includes(value);
const isMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

async function exportTransactions(filters: TransactionListQuery) {
  const rows: Transaction[] = [];
  for (let page = 1; ; page++) {
    const answer = await adminApi.transactions({ ...filters, page, page_size: EXPORT_PAGE_SIZE });
    rows.push(...answer.results);
    if (answer.results.length === 0 || rows.length >= answer.count) break;
  }
  downloadCsv(`kasuwa-transactions-${lagosToday()}.csv`, transactionsCsv(rows));
  return rows.length;
}

export default function TransactionListPage() {
  const params = useListParams<'status' | 'method' | 'search' | 'from' | 'to'>();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const methodParam = params.get('method');
  const method = isMethod(methodParam) ? methodParam : '';
  const search = params.get('search');
  const from = isDate(params.get('from')) ? params.get('from') : '';
  const to = isDate(params.get('to')) ? params.get('to') : '';
  const filters: TransactionListQuery = {
    ...(status ? { status } : {}),
    ...(method ? { method } : {}),
    ...(search ? { search } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const transactions = useTransactions({ ...filters, page: params.page, page_size: PAGE_SIZE });
  const exporting = useSingleFlight();

  const onExport = () =>
    exporting.run(async () => {
      try {
        const count = await exportTransactions(filters);
        notify.success(`Exported ${count} ${count === 1 ? 'line' : 'lines'}.`);
      } catch (e) {
        notify.error(errorMessage(e, 'Failed to export transactions!'));
      }
    });

  return (
    <>
      <AdminPageHeader
        title="Transactions"
        subtitle="Every payment received and every refund given back: the lines of a period add up to its revenue in Reports."
        actions={
          <Button $variant="secondary" $small disabled={exporting.pending} onClick={() => void onExport()}>
            {exporting.pending ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      <Card>
        <ListFilters
          tabs={{ param: 'status', label: 'Transaction status', options: STATUS_TABS, value: status }}
          params={params}
          search="Search by order number or customer"
        >
          <FilterSelect
            label="Payment method"
            all="All methods"
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
            value={method}
            onChange={(value) => params.set('method', value)}
          />
          <DateField label="From">
            <Input
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => params.set('from', e.target.value)}
            />
          </DateField>
          <DateField label="To">
            <Input
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => params.set('to', e.target.value)}
            />
          </DateField>
        </ListFilters>
        <PagedResults
          query={transactions}
          loading="Loading transactions…"
          empty="No transactions match these filters."
          params={params}
        >
          {(page) => (
            <>
              <Muted>
                {page.count} {page.count === 1 ? 'line' : 'lines'}, totalling{' '}
                <strong>{formatNaira(page.total_amount)}</strong>
              </Muted>
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>Date</th>
                      <th>Order</th>
                      <th>Customer</th>
                      <th>Method</th>
                      <th className="num">Amount</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.results.map((t) => (
                      <tr key={t.id}>
                        <NoWrapCell>{formatDateTime(t.created_at)}</NoWrapCell>
                        <NoWrapCell>
                          <Link to={`/admin/orders/${t.order_id}`}>{t.order_number}</Link>
                        </NoWrapCell>
                        <td>
                          {t.customer.name || t.customer.email}
                          <br />
                          <Muted as="span">{t.customer.email}</Muted>
                        </td>
                        <td>
                          {PAYMENT_METHOD_LABELS[t.method]}
                          <br />
                          <Muted as="span">{TRANSACTION_KIND_LABELS[t.kind]}</Muted>
                        </td>
                        <td className="num">{formatNaira(t.amount)}</td>
                        <td>
                          <StatusBadge status={t.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
            </>
          )}
        </PagedResults>
      </Card>
    </>
  );
}
