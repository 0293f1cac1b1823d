import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, ORDER_STATUSES, type DashboardKpis } from 'shared-contracts';
import { ORDERS_VALUE_DEFINITION, REVENUE_DEFINITION } from 'shared-contracts/schemas/report-labels';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { Count } from '../../../components/common/layout';
import { StatusBadge } from '../../../components/common/status-badge';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`;

const Kpi = styled(Card)`
  margin: 0;
  dt {
    font-size: 13px;
    color: ${theme.muted};
  }
  dd {
    margin: 6px 0 0;
    font-size: 24px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  dd + dd {
    margin-top: 4px;
    font-size: 12px;
    font-weight: 400;
    color: ${theme.muted};
  }
`;

/** Reports over the same Lagos days: the dashboard's figures are its totals. */
const reportLink = (period: DashboardKpis['today']) => `/admin/reports?from=${period.from}&to=${period.to}`;

export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const { today, last_30_days: month } = kpis;
  return (
    <Grid>
      <Kpi as="dl" aria-label="Revenue, last 30 days">
        <dt>Revenue · Last 30 days</dt>
        <dd>{formatNaira(month.revenue)}</dd>
        <dd>
          Today {formatNaira(today.revenue)}. {REVENUE_DEFINITION}
        </dd>
      </Kpi>
      <Kpi as="dl" aria-label="Orders, last 30 days">
        <dt>Orders · Last 30 days</dt>
        <dd>{month.orders}</dd>
        <dd>
          Today {today.orders}. Cancelled orders are not counted.{' '}
          <Link to={reportLink(month)}>See in Reports</Link>
        </dd>
      </Kpi>
      <Kpi as="dl" aria-label="Orders value, last 30 days">
        <dt>Orders value · Last 30 days</dt>
        <dd>{formatNaira(month.orders_value)}</dd>
        <dd>
          Today {formatNaira(today.orders_value)}. {ORDERS_VALUE_DEFINITION}
        </dd>
      </Kpi>
      <Kpi as="dl" aria-label="Customers">
        <dt>Customers · All time</dt>
        <dd>{kpis.customers}</dd>
      </Kpi>
      <Kpi as="dl" aria-label="Low stock">
        <dt>Low-stock variants · Now</dt>
        <dd>{kpis.low_stock.length}</dd>
      </Kpi>
    </Grid>
  );
}

const StatusList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li a {
    gap: 8px;
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 6px 0;
    border-bottom: 1px solid ${theme.border};
    color: ${theme.text};
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  li:last-child a {
    border-bottom: 0;
  }
`;

/** A SKU after its product's name: on a line of its own rather than broken at a hyphen. */
const Sku = styled.span`
  color: ${theme.muted};
  white-space: nowrap;
`;

const More = styled.li`
  padding-top: 6px;
  font-size: 13px;
  color: ${theme.muted};
`;

export function OrdersByStatus({ counts }: { counts: DashboardKpis['orders_by_status'] }) {
  return (
    <Card aria-labelledby="orders-by-status">
      <CardTitle id="orders-by-status">Orders by status · All time</CardTitle>
      <StatusList>
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link to={`/admin/orders?status=${status}`}>
              <StatusBadge status={status} />
              <strong>{counts[status] ?? 0}</strong>
            </Link>
          </li>
        ))}
      </StatusList>
    </Card>
  );
}

const LOW_STOCK_SHOWN = 8;

export function LowStock({ items }: { items: DashboardKpis['low_stock'] }) {
  const hidden = items.length - LOW_STOCK_SHOWN;
  return (
    <Card aria-labelledby="low-stock">
      <CardTitle id="low-stock">Low stock</CardTitle>
      {items.length === 0 ? (
        <Muted>Every variant is well stocked.</Muted>
      ) : (
        <StatusList>
          {items.slice(0, LOW_STOCK_SHOWN).map((item) => (
            <li key={item.variant_id}>
              <Link to={`/admin/products/edit-product/${item.product_id}`}>
                <span>
                  {item.product_name} <Sku>{item.sku}</Sku>
                </span>
                <Count as="strong" $warn={item.stock === 0}>
                  {item.stock} left
                </Count>
              </Link>
            </li>
          ))}
          {hidden > 0 ? <More>and {hidden} more variants running low</More> : null}
        </StatusList>
      )}
    </Card>
  );
}
