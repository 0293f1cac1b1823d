import type { AdminOrderSummary } from 'shared-contracts';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { OrdersTable } from '../../../components/orders/orders-table';

export function RecentOrders({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <Card aria-labelledby="recent-orders">
      <CardTitle id="recent-orders">Recent orders</CardTitle>
      <OrdersTable orders={orders} />
    </Card>
  );
}
