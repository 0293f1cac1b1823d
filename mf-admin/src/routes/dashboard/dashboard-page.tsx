import { lazy, Suspense, useRef } from 'react';
import type { DashboardKpis } from 'shared-contracts';
import styled from 'styled-components';
import { Card, CardTitle, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader, TextLink } from '../../components/common/layout';
import { useDashboard } from '../../hooks/api/dashboard';
import { KpiCards, LowStock, OrdersByStatus } from './components/kpi-cards';
import { ReturnsWaiting } from './components/returns-waiting';
import { PaymentsAttention } from './components/payments-attention';
import { PaymentsToReview } from './components/payments-to-review';
import { RecentOrders } from './components/recent-orders';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { loadErrorMessage } from '../../lib/load-error';

const SalesChart = lazy(() => import('../../components/charts/sales-chart'));

/**
 * recharts is more than half of the admin's JavaScript (about 110 KB gzipped), so the chart sits below the first
 * screen, after what asks for action (recent orders, low stock), and loads as the owner scrolls towards it: the
 * dashboard's first load stays within the shop's budget. Its slot keeps the chart's height meanwhile, so nothing
 * below moves when it arrives.
 */
const CHART_HEIGHT = 280;

const ChartSlot = styled.div`
  min-height: ${CHART_HEIGHT}px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function SalesPerDay({ sales }: { sales: DashboardKpis['sales_per_day'] }) {
  const card = useRef<HTMLElement>(null);
  const showChart = useNearViewport(card);
  return (
    <Card ref={card} aria-labelledby="sales-per-day">
      <CardTitle id="sales-per-day">Sales per day · Last 30 days</CardTitle>
      {sales.length === 0 ? (
        <EmptyState compact>No sales yet.</EmptyState>
      ) : (
        <ChartSlot>
          <Suspense fallback={<LoadingState label="Loading chart…" />}>
            {showChart ? (
              <SalesChart
                data={sales.map((day) => ({ period: day.date, revenue: day.total, orders: day.orders }))}
                interval="day"
                height={CHART_HEIGHT}
              />
            ) : (
              <LoadingState label="Loading chart…" />
            )}
          </Suspense>
        </ChartSlot>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const dashboard = useDashboard();
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
      <ReturnsWaiting />
      <PaymentsToReview />
      <PaymentsAttention />
      {/* Full width: the recent orders' seven columns do not fit beside another card at 1280 px. */}
      <RecentOrders orders={kpis.recent_orders} />
      <LowStock items={kpis.low_stock} />
      <Columns>
        <SalesPerDay sales={kpis.sales_per_day} />
        <OrdersByStatus counts={kpis.orders_by_status} />
      </Columns>
    </Stack>
  );
}
