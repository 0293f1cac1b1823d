import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from 'shared-contracts';
import styled from 'styled-components';
import { Card, CardTitle, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader, TextLink } from '../../components/common/layout';
import { useDashboard } from '../../hooks/api/dashboard';
import { KpiCards, LowStock, OrdersByStatus } from './components/kpi-cards';
import { RecentOrders } from './components/recent-orders';
import { loadErrorMessage } from '../../lib/load-error';

const SalesChart = lazy(() => import('./components/sales-chart'));

/** recharts is most of the dashboard's weight: the chart loads once the KPIs are on screen and the browser is idle. */
function useAfterFirstPaint(ready: boolean) {
  const [after, setAfter] = useState(false);
  useEffect(() => (ready && !after ? whenIdle(() => setAfter(true)) : undefined), [ready, after]);
  return after;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export default function DashboardPage() {
  const dashboard = useDashboard();
  const showChart = useAfterFirstPaint(dashboard.isSuccess);
  if (dashboard.isPending) return <LoadingState label="Loading dashboard…" />;
  if (dashboard.isError)
    return (
      <ErrorState
        compact
        message={loadErrorMessage(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const kpis = dashboard.data;
  return (
    <Stack>
      <AdminPageHeader
        title="Dashboard"
        subtitle="How the shop is doing."
        actions={<TextLink to="/admin/products/add-product">Add product</TextLink>}
      />
      <KpiCards kpis={kpis} />
      <Columns>
        <Card aria-labelledby="sales-per-day">
          <CardTitle id="sales-per-day">Sales per day</CardTitle>
          {kpis.sales_per_day.length === 0 ? (
            <EmptyState compact>No sales yet.</EmptyState>
          ) : (
            <Suspense fallback={<LoadingState label="Loading chart…" />}>
              {showChart ? <SalesChart data={kpis.sales_per_day} /> : <LoadingState label="Loading chart…" />}
            </Suspense>
          )}
        </Card>
        <OrdersByStatus counts={kpis.orders_by_status} />
      </Columns>
      {/* Full width: the recent orders' seven columns do not fit beside another card at 1280 px. */}
      <RecentOrders orders={kpis.recent_orders} />
      <LowStock items={kpis.low_stock} />
    </Stack>
  );
}
