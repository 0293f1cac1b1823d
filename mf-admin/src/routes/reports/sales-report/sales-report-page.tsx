import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatNaira, lagosToday } from 'shared-contracts';
import {
  NET_SALES_DEFINITION,
  ORDERS_VALUE_DEFINITION,
  REVENUE_DEFINITION,
} from 'shared-contracts/schemas/report-labels';
import {
  REPORT_INTERVALS,
  type ReportInterval,
  type SalesReport,
} from 'shared-contracts/schemas/admin-reports';
import {
  CHANNEL_NAMES,
  ordersByChannelCsv,
  ordersByStateCsv,
  salesByPromotionCsv,
  salesCsv,
  topSellersCsv,
} from 'shared-contracts/report-csv';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input, Select } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { AdminPageHeader } from '../../../components/common/layout';
import { useSalesReport } from '../../../hooks/api/reports';
import { useListParams } from '../../../hooks/use-list-params';
import { downloadCsv } from '../../../lib/csv';
import { loadErrorMessage } from '../../../lib/load-error';
import { periodLabel } from '../../../lib/period-label';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { SearchesReport } from '../searches/searches-report';
import { UssdReport } from '../ussd/ussd-report';
import { VatReportSection } from '../vat/vat-report';

const SalesChart = lazy(() => import('../../../components/charts/sales-chart'));

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isInterval = (value: string): value is ReportInterval =>
  (REPORT_INTERVALS as readonly string[]).includes(value);
const INTERVAL_LABELS: Record<ReportInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };

const Controls = styled(Row)`
  align-items: flex-end;
  & > * {
    flex: 0 1 180px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A report card whose title carries its CSV export. */
function Section({
  id,
  title,
  onExport,
  children,
}: {
  id: string;
  title: string;
  onExport: () => void;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <Row $justify="space-between">
        <CardTitle id={id}>{title}</CardTitle>
        <Button
          $small
          $variant="secondary"
          aria-label={`Export ${title.toLowerCase()} as CSV`}
          onClick={onExport}
        >
          Export CSV
        </Button>
      </Row>
      {children}
    </Card>
  );
}

const file = (report: SalesReport, what: string) => `kasuwa-${what}-${report.from}-to-${report.to}.csv`;

export default function SalesReportPage() {
  const params = useListParams<'from' | 'to' | 'interval'>();
  // Report days are Lagos days, as the API cuts them.
  const today = lagosToday();
  const to = isDate(params.get('to')) ? params.get('to') : today;
  const from = isDate(params.get('from'))
    ? params.get('from')
    : isoDay(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
  const intervalParam = params.get('interval');
  const interval = isInterval(intervalParam) ? intervalParam : 'day';
  const report = useSalesReport({ from, to, interval });
  const data = report.data;
  const activeStates = data?.orders_by_state.filter((s) => s.orders > 0) ?? [];

  return (
    <>
      <AdminPageHeader title="Reports" subtitle="What the shop sold, where and when." />
      <Stack>
        <Card>
          <Controls>
            <Field label="From">
              <Input type="date" value={from} max={to} onChange={(e) => params.set('from', e.target.value)} />
            </Field>
            <Field label="To">
              <Input type="date" value={to} min={from} onChange={(e) => params.set('to', e.target.value)} />
            </Field>
            <Field label="Group by">
              <Select value={interval} onChange={(e) => params.set('interval', e.target.value)}>
                {REPORT_INTERVALS.map((i) => (
                  <option key={i} value={i}>
                    {INTERVAL_LABELS[i]}
                  </option>
                ))}
              </Select>
            </Field>
          </Controls>
        </Card>
        {report.isPending ? (
          <LoadingState label="Loading report…" />
        ) : report.isError || !data ? (
          <ErrorState
            compact
            message={loadErrorMessage(report.error)}
            onRetry={() => void report.refetch()}
          />
        ) : (
          <>
            <Section
              id="report-sales"
              title="Sales"
              onExport={() => downloadCsv(file(data, `sales-by-${data.interval}`), salesCsv(data))}
            >
              <DescriptionList $layout="figures">
                <div>
                  <dt>Orders</dt>
                  <dd>{data.totals.orders}</dd>
                </div>
                <div>
                  <dt>Orders value</dt>
                  <dd>{formatNaira(data.totals.orders_value)}</dd>
                </div>
                <div>
                  <dt>Revenue</dt>
                  <dd>{formatNaira(data.totals.revenue)}</dd>
                </div>
              </DescriptionList>
              <Muted>
                {REVENUE_DEFINITION} {ORDERS_VALUE_DEFINITION} Days are Lagos days (WAT).
              </Muted>
              {data.totals.orders === 0 && data.totals.revenue === 0 ? (
                <EmptyState compact>No sales in this period.</EmptyState>
              ) : (
                <Suspense fallback={<LoadingState label="Loading chart…" />}>
                  <SalesChart data={data.sales} interval={data.interval} />
                </Suspense>
              )}
            </Section>
            <Grid>
              <TopSection report={data} kind="products" />
              <TopSection report={data} kind="categories" />
            </Grid>
            <Section
              id="report-states"
              title="Orders by state"
              onExport={() => downloadCsv(file(data, 'orders-by-state'), ordersByStateCsv(data))}
            >
              {activeStates.length === 0 ? (
                <EmptyState compact>No orders in this period.</EmptyState>
              ) : (
                <>
                  <FiguresTable
                    label="State"
                    columns={['Orders', 'Orders value']}
                    rows={activeStates.map((s) => ({
                      name: s.state,
                      count: s.orders,
                      money: [s.orders_value],
                    }))}
                  />
                  <Muted>
                    {data.orders_by_state.length - activeStates.length} of the 36 states and FCT had no
                    orders; the CSV lists all of them.
                  </Muted>
                </>
              )}
            </Section>
            <Section
              id="report-channels"
              title="Orders by channel"
              onExport={() => downloadCsv(file(data, 'orders-by-channel'), ordersByChannelCsv(data))}
            >
              <FiguresTable
                label="Channel"
                columns={['Orders', 'Orders value']}
                rows={(data.by_channel ?? []).map((c) => ({
                  name: CHANNEL_NAMES[c.channel],
                  count: c.orders,
                  money: [c.orders_value],
                }))}
                empty="No orders in this period."
              />
            </Section>
            <Section
              id="report-promotions"
              title="Sales by promotion"
              onExport={() => downloadCsv(file(data, 'sales-by-promotion'), salesByPromotionCsv(data))}
            >
              <FiguresTable
                label="Promotion"
                columns={['Orders', 'Discount given', 'Revenue']}
                rows={(data.by_promotion ?? []).map((p) => ({
                  name: p.code ? `${p.name} (${p.code})` : p.name,
                  count: p.orders,
                  money: [p.discount, p.revenue],
                }))}
                empty="No orders used a promotion in this period."
              />
            </Section>
            <SalesTable report={data} />
          </>
        )}
        <VatReportSection />
        <SearchesReport />
        <UssdReport />
      </Stack>
    </>
  );
}

/** The best-selling products or categories by net sales, with their CSV. */
function TopSection({ report, kind }: { report: SalesReport; kind: 'products' | 'categories' }) {
  const rows = kind === 'products' ? report.top_products : report.top_categories;
  const label = kind === 'products' ? 'Product' : 'Category';
  return (
    <Section
      id={`report-${kind}`}
      title={`Top ${kind}`}
      onExport={() => downloadCsv(file(report, `top-${kind}`), topSellersCsv(report, kind))}
    >
      <FiguresTable
        label={label}
        columns={['Units', 'Net sales']}
        rows={rows.map((r) => ({ name: r.name, count: r.quantity, money: [r.net_sales] }))}
        empty={`No ${kind} sold in this period.`}
      />
      {rows.length > 0 ? <Muted>{NET_SALES_DEFINITION}</Muted> : null}
    </Section>
  );
}

/** Rows of a name, a count (orders or units) and sums of money; `columns` names the count and each sum. */
function FiguresTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: [string, ...string[]];
  rows: { name: string; count: number; money: number[] }[];
  /** What to say instead of an empty table. */
  empty?: string;
}) {
  if (empty !== undefined && rows.length === 0) return <EmptyState compact>{empty}</EmptyState>;
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>{label}</th>
            {columns.map((column) => (
              <th key={column} className="num">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td className="num">{row.count}</td>
              {row.money.map((kobo, i) => (
                <td key={columns[i + 1]} className="num">
                  {formatNaira(kobo)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/** The chart's figures as a table too: readable without the chart, and by screen readers. */
function SalesTable({ report }: { report: SalesReport }) {
  const rows = report.sales.filter((s) => s.orders > 0 || s.revenue !== 0);
  if (rows.length === 0) return null;
  return (
    <Card aria-labelledby="report-periods">
      <CardTitle id="report-periods">Sales by {report.interval}</CardTitle>
      <FiguresTable
        label="Period"
        columns={['Orders', 'Orders value', 'Revenue']}
        rows={rows.map((s) => ({
          name: periodLabel(s.period, report.interval),
          count: s.orders,
          money: [s.orders_value, s.revenue],
        }))}
      />
    </Card>
  );
}
