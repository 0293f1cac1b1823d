import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, ORDER_STATUSES, type DashboardKpis } from 'shared-contracts';
import { Card, CardTitle } from '../../../components/common/layout';
import { StatusBadge } from '../../../components/common/status-badge';
import { colors } from '../../../components/common/theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
`;

const Kpi = styled(Card)`
  dt {
    font-size: 13px;
    color: ${colors.muted};
  }
  dd {
    margin: 6px 0 0;
    font-size: 24px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const totalOrders = ORDER_STATUSES.reduce((sum, status) => sum + (kpis.orders_by_status[status] ?? 0), 0);
  return (
    <Grid>
      <Kpi as="dl" aria-label="Revenue">
        <dt>Revenue</dt>
        <dd>{formatNaira(kpis.revenue)}</dd>
      </Kpi>
      <Kpi as="dl" aria-label="Orders">
        <dt>Orders</dt>
        <dd>{totalOrders}</dd>
      </Kpi>
      <Kpi as="dl" aria-label="Customers">
        <dt>Customers</dt>
        <dd>{kpis.customers}</dd>
      </Kpi>
      <Kpi as="dl" aria-label="Low stock">
        <dt>Low-stock variants</dt>
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
    border-bottom: 1px solid ${colors.border};
    color: ${colors.text};
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  li:last-child a {
    border-bottom: 0;
  }
`;

export function OrdersByStatus({ counts }: { counts: DashboardKpis['orders_by_status'] }) {
  return (
    <Card aria-labelledby="orders-by-status">
      <CardTitle id="orders-by-status">Orders by status</CardTitle>
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
        <p style={{ color: colors.muted, fontSize: 14, margin: 0 }}>Every variant is well stocked.</p>
      ) : (
        <StatusList>
          {items.slice(0, LOW_STOCK_SHOWN).map((item) => (
            <li key={item.variant_id}>
              <Link to={`/admin/products/edit-product/${item.product_id}`}>
                <span>
                  {item.product_name} <span style={{ color: colors.muted, fontSize: 12 }}>{item.sku}</span>
                </span>
                <strong
                  style={{ color: item.stock === 0 ? colors.danger : colors.text, whiteSpace: 'nowrap' }}
                >
                  {item.stock} left
                </strong>
              </Link>
            </li>
          ))}
          {hidden > 0 ? (
            <li style={{ paddingTop: 6, fontSize: 13, color: colors.muted }}>
              and {hidden} more variants running low
            </li>
          ) : null}
        </StatusList>
      )}
    </Card>
  );
}
